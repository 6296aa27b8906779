#!/usr/bin/env node
/** `npm run bench:interactive` (docs/performance.md): when a tapped control works on the slow phone (docs/toolchain.md). */
import { resolve } from 'node:path'
import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS, findChromium } from '../test-tools/browser.mjs'
import { builtPages } from './built-pages.mjs'
import { createStaticServer, listenOnLoopback } from '../hosting/serve.mjs'
import { emulateSlowPhone } from './slow-phone.mjs'

const ROUTES =
  process.env.BENCH_ROUTES?.split(',') ??
  builtPages()
    .filter((page) => ['home', 'case-study'].includes(page.kind))
    .map((page) => page.path)
const RUNS = Number(process.env.BENCH_RUNS ?? 3)
const TAP_EVERY_MS = 250
const GIVE_UP_MS = 10_000
const REFERENCE = process.env.BENCH_REFERENCE

const CONTROLS = {
  menu: {
    // By role, not name: the same button on the Arabic pages.
    button: 'header button[aria-haspopup="dialog"]',
    done: () => {
      const onScreen = (el) => {
        const r = el.getBoundingClientRect()
        return (
          r.width > 0 &&
          r.height > 0 &&
          r.right > 0 &&
          r.left < innerWidth &&
          el.checkVisibility({ opacityProperty: true, visibilityProperty: true })
        )
      }
      return [...document.querySelectorAll('dialog[open] a, [role="dialog"] a')].some(onScreen)
    },
  },
  'reference menu': {
    button: `button[aria-label="${process.env.BENCH_REFERENCE_MENU ?? 'Toggle Menu'}"]`,
    done: () => {
      const onScreen = (el) => {
        const r = el.getBoundingClientRect()
        return (
          r.width > 0 &&
          r.height > 0 &&
          r.right > 0 &&
          r.left < innerWidth &&
          el.checkVisibility({ opacityProperty: true, visibilityProperty: true })
        )
      }
      return [...document.querySelectorAll('nav a, nav button, dialog[open] a, [role="dialog"] a')].some(onScreen)
    },
  },
  play: {
    button: 'figure button',
    done: () => {
      const video = document.querySelector('video')
      const poster = document.querySelector('figure img')
      return Boolean(video && !video.paused && (!poster || !poster.checkVisibility()))
    },
  },
  carousel: {
    button: '[data-carousel] [role="group"]:not([aria-roledescription]) button >> nth=1',
    done: () => {
      const track = document.querySelector('[data-carousel] [aria-live]')
      const second = track?.children[1]
      return Boolean(
        track && second && Math.abs(track.scrollLeft - (second.offsetLeft - track.children[0].offsetLeft)) < 4,
      )
    },
  },
}

function watcher(checks) {
  window.__bench = { shown: {}, taps: [] }
  const tests = Object.fromEntries(
    Object.entries(checks).map(([name, source]) => [name, new Function(`return (${source})()`)]),
  )
  addEventListener('pointerdown', (event) => window.__bench.taps.push(event.timeStamp), true)
  const frame = () => {
    for (const [name, test] of Object.entries(tests)) {
      try {
        if (window.__bench.shown[name] === undefined && test()) window.__bench.shown[name] = performance.now()
      } catch {
        // not there yet
      }
    }
    requestAnimationFrame(frame)
  }
  requestAnimationFrame(frame)
}

async function slowPhone(browser) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
  })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await emulateSlowPhone(cdp)
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
  return { context, page }
}

const sleep = (ms) => new Promise((done) => setTimeout(done, ms))

async function measure(browser, url, name, mode) {
  const control = CONTROLS[name]
  const { context, page } = await slowPhone(browser)
  try {
    await page.addInitScript(watcher, { [name]: control.done.toString() })
    const started = Date.now()
    await page.goto(url, { waitUntil: 'commit' })
    const button = page.locator(control.button).first()
    await button.waitFor({ state: 'attached', timeout: GIVE_UP_MS })
    const shown = () => page.evaluate((key) => window.__bench?.shown[key], name).catch(() => undefined)
    if (mode === 'once') {
      await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, null, {
        polling: 16,
        timeout: GIVE_UP_MS,
      })
      await button.scrollIntoViewIfNeeded()
      const box = await button.boundingBox()
      if (!box) return { at: undefined }
      await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2)
      while (Date.now() - started < GIVE_UP_MS && (await shown()) === undefined) await sleep(50)
      return { at: await shown() }
    }
    await button.scrollIntoViewIfNeeded()
    const box = await button.boundingBox()
    if (!box) return { at: undefined }
    let taps = 0
    while (Date.now() - started < GIVE_UP_MS && (await shown()) === undefined) {
      const next = Date.now() + TAP_EVERY_MS
      await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2)
      taps++
      await sleep(Math.max(0, next - Date.now()))
    }
    const at = await shown()
    const before = await page.evaluate(
      (time) => window.__bench.taps.filter((tap) => tap <= time).length,
      at ?? Infinity,
    )
    return { at, taps: Math.min(before, taps) }
  } finally {
    await context.close()
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
const seconds = (ms) => (ms === undefined ? 'never' : (ms / 1000).toFixed(2))
function summary(results, key, format) {
  const values = results.map((result) => result[key])
  if (values.some((value) => value === undefined)) {
    const ok = values.filter((value) => value !== undefined)
    return `${format(ok.length ? median(ok) : undefined)} (${values.length - ok.length}/${values.length} never)`
  }
  return `${format(median(values))} [${format(Math.min(...values))}-${format(Math.max(...values))}]`
}

const servers = [createStaticServer()]
const base = await listenOnLoopback(servers[0])
let reference
if (REFERENCE && /^https?:/.test(REFERENCE)) reference = REFERENCE
else if (REFERENCE) {
  servers.push(createStaticServer(resolve(REFERENCE)))
  reference = `${await listenOnLoopback(servers[1])}/`
}
const targets = [
  ...ROUTES.flatMap((route) =>
    (/^\/(ar\/)?$/.test(route) ? ['menu', 'play', 'carousel'] : ['menu']).map((name) => ({
      page: route,
      url: base + route,
      name,
    })),
  ),
  ...(reference ? [{ page: `reference (${REFERENCE})`, url: reference, name: 'reference menu' }] : []),
]
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS })
const rows = []
try {
  for (const { page, url, name } of targets) {
    const repeated = []
    const once = []
    for (let run = 0; run < RUNS; run++) {
      repeated.push(await measure(browser, url, name, 'repeat'))
      once.push(await measure(browser, url, name, 'once'))
    }
    const shown = repeated.map((result) => result.at).filter((at) => at !== undefined)
    rows.push({
      page,
      control: name,
      'works by s': summary(repeated, 'at', seconds),
      taps: summary(repeated, 'taps', String),
      'one tap at FCP, shown at s': summary(once, 'at', seconds),
      medianAt: shown.length === repeated.length ? median(shown) : undefined,
    })
  }
} finally {
  await browser.close()
  for (const server of servers) server.close()
}
const referenceAt = rows.find((row) => row.control === 'reference menu')?.medianAt
for (const row of rows) {
  if (referenceAt && row.control === 'menu')
    row['menu ÷ ref'] = row.medianAt === undefined ? 'n/a' : +(row.medianAt / referenceAt).toFixed(2)
  delete row.medianAt
}
console.log(`Slow phone profile, median of ${RUNS} run(s) [min-max]; times from navigation start:`)
console.table(rows)
