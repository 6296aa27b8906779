#!/usr/bin/env node
/** The manifest's screenshots of each language's home from the built site (`node scripts/assets/screenshots.mjs`); committed. */
import { chromium } from '@playwright/test'
import { mkdirSync } from 'node:fs'
import { CHROMIUM_ARGS, findChromium } from '../test-tools/browser.mjs'
import { createStaticServer, listenOnLoopback } from '../hosting/serve.mjs'
import { LOCALES } from '../../src/ground/locales.mjs'

const server = createStaticServer()
const base = await listenOnLoopback(server)
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS })
// The default language (the table's first row) at the root, every other under its code.
for (const [home, folder] of Object.keys(LOCALES).map((lang, index) =>
  index ? [`/${lang}/`, `${lang}/`] : ['/', ''],
)) {
  const out = new URL(`../../public/screenshots/${folder}`, import.meta.url).pathname
  mkdirSync(out, { recursive: true })
  for (const [name, viewport] of [
    ['narrow', { width: 390, height: 844 }],
    ['wide', { width: 1280, height: 800 }],
  ]) {
    const page = await browser.newPage({ viewport, reducedMotion: 'reduce', serviceWorkers: 'block' })
    await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort())
    await page.goto(`${base}${home}`, { waitUntil: 'networkidle' })
    await page.screenshot({ path: `${out}${name}.png` })
    await page.close()
  }
}
await browser.close()
server.close()
console.log('screenshots written to public/screenshots/')
