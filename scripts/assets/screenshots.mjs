#!/usr/bin/env node
/** The manifest's screenshots of each language's home from the built site (`node scripts/assets/screenshots.mjs`); committed. */
import { chromium } from '@playwright/test'
import { mkdirSync } from 'node:fs'
import { CHROMIUM_ARGS, findChromium } from '../test-tools/browser.mjs'
import { createStaticServer, listenOnLoopback } from '../hosting/serve.mjs'

const server = createStaticServer()
const base = await listenOnLoopback(server)
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS })
for (const [home, folder] of [
  ['/', ''],
  ['/ar/', 'ar/'],
]) {
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
