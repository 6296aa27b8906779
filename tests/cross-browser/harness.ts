/**
 * The cross-browser suite's harness: the built site on its own loopback server, and a browser
 * other than Chromium driven with Puppeteer over WebDriver BiDi (Firefox ESR from Debian; see
 * scripts/ensure-tools.mjs). Each test opens a fresh browser context, answers the form
 * provider's script with the stand-in and refuses every other outside request, and fails on any
 * page error or console error.
 */
import puppeteer, { type Browser, type BrowserContext, type Page } from 'puppeteer-core'
import { afterAll, beforeAll, expect } from 'vitest'
import { FIREFOX } from '../../scripts/browser.mjs'
import { createStaticServer, listenOnLoopback, stopServer } from '../../scripts/serve.mjs'
import { HUBSPOT_SCRIPT, HUBSPOT_STAND_IN } from '../site'
import { formsApiStandIn, type FormsApi } from './forms-api'


/** A static server for the build in dist/, on a free port; `stop()` takes it down (offline). */
export async function siteServer() {
  const server = createStaticServer()
  return {
    base: await listenOnLoopback(server),
    stop: () => stopServer(server),
  }
}

/** Launches Firefox, with HubSpot's Forms API answered by its stand-in, for the calling test file. */
export function useFirefox() {
  const state = {} as { browser: Browser; base: string; formsApi: FormsApi }
  let stopServer = async () => {}
  beforeAll(async () => {
    const site = await siteServer()
    state.base = site.base
    stopServer = site.stop
    state.formsApi = await formsApiStandIn()
    const proxy = new URL(state.formsApi.proxy)
    state.browser = await puppeteer.launch({
      browser: 'firefox',
      executablePath: FIREFOX,
      headless: true,
      acceptInsecureCerts: true,
      extraPrefsFirefox: {
        // Reduced motion: the carousel does not rotate under the test and scrolling is instant
        // (Puppeteer cannot emulate the media feature in Firefox).
        'ui.prefersReducedMotion': 1,
        'network.proxy.type': 1,
        'network.proxy.ssl': proxy.hostname,
        'network.proxy.ssl_port': Number(proxy.port),
      },
    })
  }, 60_000)
  afterAll(async () => {
    await state.browser?.close()
    await state.formsApi?.close()
    await stopServer()
  })
  return state
}

export interface Visit {
  page: Page
  context: BrowserContext
  /** Console errors and uncaught exceptions so far (404 responses the test expects excepted). */
  problems: string[]
  /** Fails unless no problem was reported (but those matching `expected`, which the test causes). */
  expectNoProblems: (expected?: RegExp) => void
}

/**
 * A new browser context and page at this viewport, with outside requests answered as in every
 * test: the form provider's script by its stand-in (or refused, `embed: false`), HubSpot's Forms
 * API by its own (useFirefox), anything else refused.
 */
export async function openPage(browser: Browser, { width = 1280, height = 800, embed = true } = {}): Promise<Visit> {
  const context = await browser.createBrowserContext()
  const page = await context.newPage()
  await page.setViewport({ width, height })
  const problems: string[] = []
  page.on('pageerror', (error) => problems.push(`pageerror: ${(error as Error).message}`))
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`)
  })
  await page.setRequestInterception(true)
  // A request the page gave up on before it was answered (it moved on to another page) cannot be
  // answered any more: Firefox says 'no such request'. Anything else is a real failure.
  const unlessGone = (error: Error) => {
    if (!/no such request/i.test(error.message)) throw error
  }
  page.on('request', (request) => {
    const url = request.url()
    if (url === HUBSPOT_SCRIPT && embed) return void request.respond({ status: 200, contentType: 'text/javascript', body: HUBSPOT_STAND_IN }).catch(unlessGone)
    if (/^https?:\/\/(?!127\.0\.0\.1[:/]|api\.hsforms\.com\/)/.test(url)) return void request.abort('blockedbyclient').catch(unlessGone)
    return void request.continue().catch(unlessGone)
  })
  return {
    page,
    context,
    problems,
    expectNoProblems: (expected) => expect(problems.filter((problem) => !/404 \(Not Found\)|status of 404/.test(problem) && !expected?.test(problem))).toEqual([]),
  }
}

/**
 * Opens `path` in a new context at this viewport, waits for hydration, runs `body`, then fails on
 * any page or console error and closes the context.
 */
export async function onPage(
  state: { browser: Browser; base: string },
  path: string,
  body: (page: Page) => Promise<void>,
  viewport?: { width: number; height: number },
) {
  const visit = await openPage(state.browser, viewport)
  try {
    await visit.page.goto(`${state.base}${path}`)
    await hydrated(visit.page)
    await body(visit.page)
    visit.expectNoProblems()
  } finally {
    await visit.context.close()
  }
}

/** Waits until the app has hydrated the page (Layout marks `<html data-hydrated>`). */
export async function hydrated(page: Page) {
  await page.waitForSelector('html[data-hydrated]', { timeout: 15_000 })
}

/** Polls `read` until it returns `expected` (deep equality), for at most `timeout` ms. */
export async function until<T>(read: () => Promise<T>, expected: T, timeout = 10_000) {
  const deadline = Date.now() + timeout
  let last: T
  for (;;) {
    last = await read()
    try {
      expect(last).toEqual(expected)
      return
    } catch (error) {
      if (Date.now() > deadline) throw error
    }
    await new Promise((done) => setTimeout(done, 100))
  }
}
