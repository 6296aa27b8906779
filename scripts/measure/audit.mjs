#!/usr/bin/env node
/** `npm run audit` (docs/performance.md): Lighthouse on every page, its script-free floor and a reference. */
import { execSync } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { CHROMIUM_ARGS, findChromium } from '../test-tools/browser.mjs'
import { auditPath, builtPages } from './built-pages.mjs'
import { createStaticServer, listenOnLoopback } from '../hosting/serve.mjs'
import { beyondFloor, selfTimes } from './trace-self-time.mjs'

const runs = Number(process.env.AUDIT_RUNS ?? 3)
const outDir = new URL('../../lighthouse-audit/', import.meta.url).pathname
const REFERENCE = process.env.AUDIT_REFERENCE
const REFERENCE_ROUTES = (process.env.AUDIT_REFERENCE_ROUTES ?? '/').split(',')
const FLOOR = process.env.AUDIT_FLOOR !== '0'
const TRACE = process.env.AUDIT_TRACE === '1'

if (!process.env.AUDIT_SKIP_BUILD) execSync('npm run build', { stdio: 'inherit' })
// The 404 page by its file: Lighthouse refuses a 404.
const ROUTES = process.env.AUDIT_ROUTES ? process.env.AUDIT_ROUTES.split(',') : builtPages().map(auditPath)
mkdirSync(outDir, { recursive: true })

function scriptFreeCopy() {
  const root = mkdtempSync(join(tmpdir(), 'audit-floor-'))
  cpSync(new URL('../../dist', import.meta.url).pathname, root, { recursive: true })
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue
    const file = join(entry.parentPath ?? entry.path, entry.name)
    const html = readFileSync(file, 'utf8')
      .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
      .replace(/<link rel="modulepreload"[^>]*>/g, '')
    writeFileSync(file, html)
  }
  return root
}

const servers = []
async function serve(root) {
  const server = createStaticServer(root)
  servers.push(server)
  return listenOnLoopback(server)
}
const base = await serve()
const floorRoot = FLOOR ? scriptFreeCopy() : undefined
const floorBase = floorRoot ? await serve(floorRoot) : undefined
const reference = !REFERENCE
  ? undefined
  : /^https?:/.test(REFERENCE)
    ? new URL(REFERENCE)
    : new URL(`${await serve(resolve(REFERENCE))}/`)
// A fresh browser for every run: in a reused one, the next page pays for tearing down the one before.
async function lighthouseRun(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: findChromium() ?? undefined,
    chromeFlags: ['--headless', ...CHROMIUM_ARGS],
  })
  try {
    const { lhr, artifacts } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' })
    // Only the trace's sums are kept: a trace is tens of MB.
    if (TRACE && !lhr.runtimeError)
      lhr.selfTimes = selfTimes(artifacts.Trace.traceEvents, url, lhr.configSettings.throttling.cpuSlowdownMultiplier)
    return lhr
  } finally {
    await chrome.kill()
  }
}

const kb = (bytes) => Math.round(bytes / 102.4) / 10
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

const targets = [
  ...ROUTES.flatMap((route) => [
    { label: route, url: `${base}${route}`, route },
    ...(floorBase ? [{ label: `${route} (no JS)`, url: `${floorBase}${route}`, floorOf: route }] : []),
  ]),
  ...(reference
    ? REFERENCE_ROUTES.map((route) => ({
        label: `reference ${route}`,
        url: new URL(route.slice(1), reference).href,
        reference: route,
      }))
    : []),
]

const rows = []
const everyRun = []
const medians = new Map()
const resultsOf = new Map(targets.map((target) => [target, []]))
const floorIn = (map, route) => [...map].find(([other]) => other.floorOf === route)?.[1]
try {
  // Round by round, every page once per round: a page and its floor meet the machine's load alike.
  for (let run = 0; run < runs; run++) {
    for (const target of targets) {
      const lhr = await lighthouseRun(target.url)
      // A run Lighthouse could not complete measures nothing: said, and left out of the medians.
      if (lhr.runtimeError)
        console.warn(`${target.label}, run ${run + 1}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
      else {
        // Every run is held until the last round: without its screenshots, a report is a tenth of its size.
        delete lhr.fullPageScreenshot
        for (const id of ['screenshot-thumbnails', 'final-screenshot']) delete lhr.audits[id]
        resultsOf.get(target).push(lhr)
      }
    }
  }
  for (const target of targets) {
    const results = resultsOf.get(target)
    if (results.length === 0) continue
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
      return numbers.length < 2 || !spread
        ? middleValue
        : `${middleValue} [${format(Math.min(...numbers))}-${format(Math.max(...numbers))}]`
    }
    if (middle.runtimeError) console.warn(`${target.label}: ${middle.runtimeError.code} ${middle.runtimeError.message}`)
    const score = (id) => Math.round((middle.categories[id]?.score ?? 0) * 100)
    const medianOf = (id) => median(results.map((lhr) => lhr.audits[id]?.numericValue ?? 0))
    medians.set(target, {
      tbt: medianOf('total-blocking-time'),
      main: medianOf('mainthread-work-breakdown'),
      lcp: medianOf('largest-contentful-paint'),
    })
    const each = (id, scale = 1) =>
      results.map((lhr) => Math.round(((lhr.audits[id]?.numericValue ?? 0) / scale) * 100) / 100).join(', ')
    everyRun.push({
      page: target.label,
      perf: results.map((lhr) => Math.round(perf(lhr) * 100)).join(', '),
      'TBT ms': each('total-blocking-time'),
      'main ms': each('mainthread-work-breakdown'),
      'LCP s': each('largest-contentful-paint', 1000),
      CLS: each('cumulative-layout-shift'),
    })
    rows.push({
      page: target.label,
      perf: score('performance'),
      a11y: score('accessibility'),
      bp: score('best-practices'),
      seo: score('seo'),
      'FCP s': value('first-contentful-paint', 1000),
      'LCP s': value('largest-contentful-paint', 1000),
      'TBT ms': value('total-blocking-time', 1, 0),
      CLS: value('cumulative-layout-shift', 1, 3, false),
      'SI s': value('speed-index', 1000, 2, false),
      'main ms': value('mainthread-work-breakdown', 1, 0),
      'JS ms': value('bootup-time', 1, 0, false),
      DOM: value('dom-size-insight', 1, 0, false),
      'JS KB': kb(bytes.script?.transferSize ?? 0),
      'CSS KB': kb(bytes.stylesheet?.transferSize ?? 0),
      'img KB': kb(bytes.image?.transferSize ?? 0),
      'total KB': kb(bytes.total?.transferSize ?? 0),
      requests: bytes.total?.requestCount ?? 0,
    })
    const name = target.reference
      ? `reference${target.reference.replace(/\//g, '_')}`
      : `${target.route === '/' || target.floorOf === '/' ? 'home' : (target.route ?? target.floorOf).slice(1).replace(/\//g, '_')}${target.floorOf ? '.no-js' : ''}`
    writeFileSync(`${outDir}${name}.json`, JSON.stringify(middle))
  }
} finally {
  for (const server of servers) server.close()
  if (floorRoot) rmSync(floorRoot, { recursive: true, force: true })
}

const references = [...medians].filter(([target]) => target.reference)
const ratio = (a, b) => (b > 0 ? +(a / b).toFixed(2) : 'n/a')
for (const [target, figures] of medians) {
  if (!target.route) continue
  const row = rows.find((candidate) => candidate.page === target.label)
  const floor = floorIn(medians, target.route)
  if (floor) {
    row['main ÷ no JS'] = ratio(figures.main, floor.main)
    row['TBT ÷ no JS'] = ratio(figures.tbt, floor.tbt)
  }
  for (const [reference, referenceFigures] of references) {
    row[`main ÷ ref ${reference.reference}`] = ratio(figures.main, referenceFigures.main)
    row[`LCP ÷ ref ${reference.reference}`] = ratio(figures.lcp, referenceFigures.lcp)
  }
}

console.log(
  `Lighthouse mobile audit, ${runs} run(s) per page: scores and bytes of the median run by performance, each timing its own median [min-max]; ratios of medians:`,
)
console.table(rows)
if (runs > 1) {
  console.log('Every run, in order:')
  console.table(everyRun)
}
if (TRACE) {
  for (const [target, results] of resultsOf) {
    const floor = floorIn(resultsOf, target.route)
    if (!target.route || !floor?.length || !results.length) continue
    console.log(
      `${target.label}: main-thread self time by trace event beyond its floor, average of the runs (Lighthouse's ms):`,
    )
    console.table(
      beyondFloor(
        results.map((lhr) => lhr.selfTimes),
        floor.map((lhr) => lhr.selfTimes),
      ),
    )
  }
}
writeFileSync(`${outDir}summary.json`, JSON.stringify({ medians: rows, runs: everyRun }, null, 2))
console.log(`Full reports: ${outDir}`)
