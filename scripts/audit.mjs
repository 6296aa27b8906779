#!/usr/bin/env node
/**
 * `npm run audit`: Lighthouse (mobile defaults) on every page of a fresh build, medians with their
 * spread, reports in lighthouse-audit/.
 *   AUDIT_SKIP_BUILD=1 AUDIT_RUNS=1 AUDIT_ROUTES=/,/get-started npm run audit
 */
import { execSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { CHROMIUM_ARGS, findChromium } from './browser.mjs'
import { auditPath, builtPages } from './built-pages.mjs'
import { createStaticServer, listenOnLoopback } from './serve.mjs'

const runs = Number(process.env.AUDIT_RUNS ?? 3)
const outDir = new URL('../lighthouse-audit/', import.meta.url).pathname

if (!process.env.AUDIT_SKIP_BUILD) execSync('npm run build', { stdio: 'inherit' })
// The 404 page by its file: Lighthouse refuses a 404.
const ROUTES = process.env.AUDIT_ROUTES ? process.env.AUDIT_ROUTES.split(',') : builtPages().map(auditPath)
mkdirSync(outDir, { recursive: true })

const server = createStaticServer()
const base = await listenOnLoopback(server)
const chrome = await chromeLauncher.launch({
  chromePath: findChromium() ?? undefined,
  chromeFlags: ['--headless', ...CHROMIUM_ARGS],
})

const kb = (bytes) => Math.round(bytes / 102.4) / 10
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

const rows = []
try {
  for (const route of ROUTES) {
    const results = []
    for (let run = 0; run < runs; run++) {
      const result = await lighthouse(`${base}${route}`, { port: chrome.port, output: 'json', logLevel: 'error' })
      results.push(result.lhr)
    }
    const perf = (lhr) => lhr.categories.performance.score
    const middle = results.find((lhr) => perf(lhr) === median(results.map(perf))) ?? results[0]
    const bytes = Object.fromEntries(
      (middle.audits['resource-summary']?.details?.items ?? []).map((item) => [item.resourceType, item]),
    )
    const value = (id, scale = 1, digits = 2, spread = true) => {
      const numbers = results.map((lhr) => lhr.audits[id]?.numericValue).filter((number) => typeof number === 'number')
      if (numbers.length === 0) return 'n/a'
      const format = (number) => +(number / scale).toFixed(digits)
      const middleValue = format(median(numbers))
      return numbers.length < 2 || !spread ? middleValue : `${middleValue} [${format(Math.min(...numbers))}-${format(Math.max(...numbers))}]`
    }
    if (middle.runtimeError) console.warn(`${route}: ${middle.runtimeError.code} ${middle.runtimeError.message}`)
    const score = (id) => Math.round((middle.categories[id]?.score ?? 0) * 100)
    rows.push({
      route,
      perf: score('performance'),
      a11y: score('accessibility'),
      bp: score('best-practices'),
      seo: score('seo'),
      'FCP s': value('first-contentful-paint', 1000),
      'LCP s': value('largest-contentful-paint', 1000),
      'TBT ms': value('total-blocking-time', 1, 0),
      CLS: value('cumulative-layout-shift', 1, 3, false),
      'SI s': value('speed-index', 1000, 2, false),
      'JS KB': kb(bytes.script?.transferSize ?? 0),
      'CSS KB': kb(bytes.stylesheet?.transferSize ?? 0),
      'img KB': kb(bytes.image?.transferSize ?? 0),
      'total KB': kb(bytes.total?.transferSize ?? 0),
      requests: bytes.total?.requestCount ?? 0,
    })
    writeFileSync(`${outDir}${route === '/' ? 'home' : route.slice(1).replace(/\//g, '_')}.json`, JSON.stringify(middle))
  }
} finally {
  await chrome.kill()
  server.close()
}

console.log(`Lighthouse mobile audit, ${runs} run(s) per route: scores and bytes of the median run by performance, each timing its own median [min-max]:`)
console.table(rows)
writeFileSync(`${outDir}summary.json`, JSON.stringify(rows, null, 2))
console.log(`Full reports: ${outDir}`)
