#!/usr/bin/env node
/** The README's theme screenshots into docs/themes/ (after `npm run build`). */
import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS, findChromium } from './browser.mjs'
import { createStaticServer, listenOnLoopback } from './serve.mjs'

const out = new URL('../docs/themes/', import.meta.url).pathname
const server = createStaticServer()
const base = await listenOnLoopback(server)
const browser = await chromium.launch({ executablePath: findChromium() ?? undefined, args: CHROMIUM_ARGS })
try {
  for (const colorScheme of /** @type {const} */ (['light', 'dark'])) {
    for (const [name, path, width, height] of [['home', '/', 1280, 800], ['case-study', '/case-study/moneymind', 390, 844]]) {
      const page = await browser.newPage({ viewport: { width: Number(width), height: Number(height) }, colorScheme, reducedMotion: 'reduce', serviceWorkers: 'block' })
      await page.goto(`${base}${path}`)
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
      await page.waitForLoadState('networkidle')
      await page.screenshot({ path: `${out}${name}-${colorScheme}.png` })
      await page.close()
    }
  }
} finally {
  await browser.close()
  server.close()
}
