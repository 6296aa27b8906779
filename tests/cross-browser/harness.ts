// The built site on a loopback server, and Firefox ESR driven by Puppeteer over WebDriver BiDi (scripts/test-tools/ensure-tools.mjs).
import puppeteer, { type Browser, type BrowserContext, type Page } from 'puppeteer-core'
import { afterAll, beforeAll, expect } from 'vitest'
import { FIREFOX } from '../../scripts/test-tools/browser.mjs'
import { createStaticServer, listenOnLoopback, stopServer } from '../../scripts/hosting/serve.mjs'
import { HUBSPOT_SCRIPT, HUBSPOT_STAND_IN } from '../site'
import { formsApiStandIn, type FormsApi } from './forms-api'
import type { heroVideoDrawn } from './in-page'

/** `hubspotOrigin`: where its /api/apply sends applications (a stand-in's; nowhere by default). */
export async function siteServer(hubspotOrigin = 'http://127.0.0.1:9') {
  const server = createStaticServer(undefined, { hubspotOrigin })
  return {
    base: await listenOnLoopback(server),
    stop: () => stopServer(server),
  }
}

export function useFirefox() {
  const state = {} as { browser: Browser; base: string; formsApi: FormsApi }
  let stopServer = async () => {}
  beforeAll(async () => {
    state.formsApi = await formsApiStandIn()
    const site = await siteServer(state.formsApi.origin)
    state.base = site.base
    stopServer = site.stop
    state.browser = await puppeteer.launch({
      browser: 'firefox',
      executablePath: FIREFOX,
      headless: true,
      acceptInsecureCerts: true,
      extraPrefsFirefox: {
        // Puppeteer cannot emulate reduced motion in Firefox: without it the carousel rotates under the test.
        'ui.prefersReducedMotion': 1,
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
  problems: string[]
  expectNoProblems: (expected?: RegExp) => void
}

/** A new context and page; the form provider's script answered by its stand-in (or refused, `embed: false`), anything else outside refused. */
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
  // A request the page has given up on cannot be answered ('no such request'); anything else is a real failure.
  const unlessGone = (error: Error) => {
    if (!/no such request/i.test(error.message)) throw error
  }
  page.on('request', (request) => {
    const url = request.url()
    if (url === HUBSPOT_SCRIPT && embed)
      return void request
        .respond({ status: 200, contentType: 'text/javascript', body: HUBSPOT_STAND_IN })
        .catch(unlessGone)
    if (/^https?:\/\/(?!127\.0\.0\.1[:/])/.test(url)) return void request.abort('blockedbyclient').catch(unlessGone)
    return void request.continue().catch(unlessGone)
  })
  return {
    page,
    context,
    problems,
    expectNoProblems: (expected) =>
      expect(
        problems.filter((problem) => !/404 \(Not Found\)|status of 404/.test(problem) && !expected?.test(problem)),
      ).toEqual([]),
  }
}

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

export async function hydrated(page: Page) {
  await page.waitForSelector('html[data-hydrated]', { timeout: 15_000 })
}

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

/** Once played, the hero's video is what is drawn, filling the frame its poster filled. */
export function expectVideoDrawn(drawn: ReturnType<typeof heroVideoDrawn>) {
  expect(drawn).toMatchObject({ hasPicture: true, onTop: true })
  expect(drawn.width).toBeGreaterThanOrEqual(drawn.frameWidth - 1)
  expect(drawn.height).toBeGreaterThanOrEqual(drawn.frameHeight - 1)
}
