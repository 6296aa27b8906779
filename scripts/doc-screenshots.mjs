#!/usr/bin/env node
import { mkdir } from 'node:fs/promises'
import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS, findChromium } from './browser.mjs'
import { createStaticServer, listenOnLoopback } from './serve.mjs'

const docs = new URL('../docs/', import.meta.url).pathname
/** [file under docs/, address, width, height, whole page] */
const shots = [
  ['themes/home', '/', 1280, 800, false],
  ['themes/case-study', '/case-study/moneymind', 390, 844, false],
  ...[390, 1280].flatMap((width) =>
    [['home', '/ar/'], ['case-study', '/ar/case-study/moneymind'], ['application', '/ar/get-started']].map(([name, path]) => [`arabic/${name}-${width}`, path, width, width < 600 ? 844 : 800, true]),
  ),
]

const server = createStaticServer()
const base = await listenOnLoopback(server)
const browser = await chromium.launch({ executablePath: findChromium() ?? undefined, args: CHROMIUM_ARGS })
try {
  await mkdir(`${docs}arabic`, { recursive: true })
  for (const colorScheme of /** @type {const} */ (['light', 'dark'])) {
    for (const [name, path, width, height, fullPage] of shots) {
      const page = await browser.newPage({ viewport: { width: Number(width), height: Number(height) }, colorScheme, reducedMotion: 'reduce', serviceWorkers: 'block' })
      await page.goto(`${base}${path}`)
      await page.waitForLoadState('networkidle')
      await page.waitForFunction(() => !document.querySelector('[data-island][data-hydrate="load"]:not([data-hydrated])'))
      await page.screenshot({ path: `${docs}${name}-${colorScheme}.png`, fullPage: Boolean(fullPage) })
      await page.close()
    }
  }
} finally {
  await browser.close()
  server.close()
}
