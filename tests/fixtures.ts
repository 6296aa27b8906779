import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { test as base, expect, type Locator, type Page, type Route } from '@playwright/test'
import type { ServerResponse } from 'node:http'
import { queuedApplications as inPageQueuedApplications } from './cross-browser/in-page'
import { startFormsApi, type ReceivedSubmission } from '../scripts/hosting/hosts.mjs'
import { createStaticServer, listenOnLoopback, stopServer } from '../scripts/hosting/serve.mjs'
import { HUBSPOT_SCRIPT, HUBSPOT_STAND_IN } from './site'
import { APPLY_PATH } from '../src/application/hubspot'
import { SETTLE_MS } from '../src/lib/settle'

export { expect }
export {
  HUBSPOT_SCRIPT,
  HUBSPOT_STAND_IN,
  LANGS,
  ONE_OF_EACH_KIND,
  ROUTES,
  copyIn,
  oneOfEachKind,
  escapeRegExp,
  oneOf,
  type Lang,
} from './site'

/** `held`: its script answers once `releaseScript()` is called. */
export type HubSpotMode = 'stand-in' | 'fail' | 'hang' | 'held'

/** `wait-an-hour`: a 429 with Retry-After; `held`: accepted on `release()`; `slow`: stored at once, accepted on `release()`; `reset`: stored, then cut; `blocked`: our /api/apply refused by the browser. */
export type HubSpotApiMode =
  | 'accept'
  | 'invalid-email'
  | 'invalid-option'
  | 'recaptcha'
  | 'refused'
  | 'server-error'
  | 'too-many'
  | 'wait-an-hour'
  | 'unreachable'
  | 'blocked'
  | 'hang'
  | 'held'
  | 'slow'
  | 'reset'

export interface Submission {
  /** `url`: what /api/apply asked of HubSpot; `sentTo`: where the page or the worker sent it. */
  url: string
  sentTo: string
  worker: boolean
  body: {
    fields: { name: string; value: string }[]
    context: { pageUri: string; pageName: string }
    legalConsentOptions?: unknown
  }
}

export interface HubSpotControl {
  mode: HubSpotMode
  requests: string[]
  api: HubSpotApiMode
  /** How it answers the service worker, where that differs. */
  workerApi?: HubSpotApiMode
  /** How many submissions were sent to the Forms API stand-in, whatever became of them. */
  attempts: number
  submissions: Submission[]
  held: ((mode: Answered) => void)[]
  release: (mode?: Answered) => void
  heldScripts: Route[]
  releaseScript: () => Promise<void>
}

export const HUBSPOT_API = 'https://api.hsforms.com/submissions/v3/integration/submit/'

type Answered = Exclude<HubSpotApiMode, 'held' | 'slow' | 'reset'>

interface Answer {
  status: number
  json: object
  headers?: Record<string, string>
}
const ACCEPTED: Answer = { status: 200, json: { inlineMessage: 'Thanks for submitting the form.' } }

const HUBSPOT_ANSWERS: Record<Answered, Answer | 'cut' | 'blockedbyclient' | 'hang'> = {
  accept: ACCEPTED,
  'invalid-email': {
    status: 400,
    json: {
      status: 'error',
      message: 'The request is not valid',
      errors: [{ message: "Error in 'fields.email'. Invalid email address", errorType: 'INVALID_EMAIL' }],
    },
  },
  'invalid-option': {
    status: 400,
    json: {
      status: 'error',
      message: 'The request is not valid',
      errors: [{ message: "Error in 'fields.package_of_interest'. Invalid option", errorType: 'INVALID_OPTION' }],
    },
  },
  // HubSpot's form has CAPTCHA on: its submit endpoint refuses every submission (docs/deployment.md, "Checking HubSpot's form").
  recaptcha: {
    status: 400,
    json: {
      status: 'error',
      message: 'The request is not valid',
      errors: [
        {
          message: "Form 'x' can't receive API submissions as Captcha (SPAM prevention) is enabled.",
          errorType: 'FORM_HAS_RECAPTCHA_ENABLED',
        },
      ],
    },
  },
  refused: { status: 404, json: { status: 'error', message: 'Form not found' } },
  'server-error': { status: 503, json: { status: 'error', message: 'Unavailable' } },
  'too-many': { status: 429, json: { status: 'error', message: 'Too many requests' } },
  'wait-an-hour': {
    status: 429,
    json: { status: 'error', message: 'Too many requests' },
    headers: { 'retry-after': '3600' },
  },
  unreachable: 'cut',
  blocked: 'blockedbyclient',
  hang: 'hang',
}

type FormsApiAnswer = (submission: ReceivedSubmission, res: ServerResponse) => void

/** Each worker's own site: the built dist/ on the local server, whose /api/apply goes to a HubSpot stand-in the running test answers. */
interface WorkerFixtures {
  site: { base: string; hubspotOrigin: string; answer: { current?: FormsApiAnswer } }
}

interface Fixtures {
  /** Console errors and warnings and uncaught exceptions; every test fails if any is left. */
  consoleProblems: string[]
  allowConsole: (pattern: RegExp) => void
  hubspot: HubSpotControl
}

export const test = base.extend<Fixtures, WorkerFixtures>({
  site: [
    async ({}, use) => {
      const answer: WorkerFixtures['site']['answer'] = {}
      const formsApi = await startFormsApi((submission, res) =>
        answer.current ? answer.current(submission, res) : void res.writeHead(500).end(),
      )
      const server = createStaticServer(undefined, { hubspotOrigin: formsApi.origin })
      // `localhost`, which the page fixture lets through, and a secure context as the worker needs.
      await use({
        base: (await listenOnLoopback(server)).replace('127.0.0.1', 'localhost'),
        hubspotOrigin: formsApi.origin,
        answer,
      })
      await stopServer(server)
      await formsApi.stop()
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ site }, use) => use(site.base),
  hubspot: async ({}, use) => {
    const held: HubSpotControl['held'] = []
    const heldScripts: Route[] = []
    await use({
      mode: 'stand-in',
      requests: [],
      api: 'accept',
      attempts: 0,
      submissions: [],
      held,
      release: (mode = 'accept') => held.splice(0).forEach((answer) => answer(mode)),
      heldScripts,
      releaseScript: async () => {
        await expect.poll(() => heldScripts.length).toBeGreaterThan(0)
        await Promise.all(
          heldScripts
            .splice(0)
            .map((route) => route.fulfill({ contentType: 'text/javascript', body: HUBSPOT_STAND_IN })),
        )
      },
    })
  },
  allowConsole: [
    async ({}, use, testInfo) => {
      const allowed: RegExp[] = []
      ;(testInfo as unknown as { allowed: RegExp[] }).allowed = allowed
      await use((pattern) => allowed.push(pattern))
    },
    { auto: true },
  ],
  consoleProblems: [
    async ({ page, allowConsole: _allow }, use, testInfo) => {
      const problems: string[] = []
      const allowed = (testInfo as unknown as { allowed: RegExp[] }).allowed
      // Most tests block service workers (so every request reaches the server); Playwright says so.
      allowed.push(/^warning: Service Worker registration blocked by Playwright/)
      // Chromium's own: it skips a cross-document view transition when the new page has already painted (a busy
      // machine), and rejects a transition no script is handed (w3c/csswg-drafts#13726). A visitor sees nothing amiss.
      allowed.push(/^pageerror: Transition was aborted because of invalid state\. Page already revealed$/)
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') {
          problems.push(`${message.type()}: ${message.text()} (${message.location().url})`)
        }
      })
      page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
      await use(problems)
      const unexpected = problems.filter((problem) => !allowed.some((pattern) => pattern.test(problem)))
      expect(unexpected, 'console errors, warnings or uncaught exceptions').toEqual([])
    },
    { auto: true },
  ],
  page: async ({ page, hubspot, serviceWorkers, site, allowConsole }, use) => {
    // The worker installs once a page has settled: tests with it run the clock on (`settled`) rather than wait.
    if (serviceWorkers === 'allow') await page.clock.install()
    // No outside network: the form provider is answered by a stand-in, everything else is refused.
    await page.context().route(/^https?:\/\/(?!localhost[:/])/, async (route) => {
      const url = route.request().url()
      if (url === HUBSPOT_SCRIPT) {
        hubspot.requests.push(url)
        if (hubspot.mode === 'fail') return route.abort('blockedbyclient')
        if (hubspot.mode === 'hang') return
        if (hubspot.mode === 'held') return void hubspot.heldScripts.push(route)
        return route.fulfill({ contentType: 'text/javascript', body: HUBSPOT_STAND_IN })
      }
      return route.abort('blockedbyclient')
    })
    // Who sent each application, page or worker, known only here: the request itself goes on untouched.
    const senders: { body: string | null; worker: boolean; sentTo: string }[] = []
    await page.context().route(
      (url) => url.pathname.startsWith(APPLY_PATH),
      (route) => {
        const request = route.request()
        if (hubspot.api === 'blocked') return route.abort('blockedbyclient')
        senders.push({
          body: request.postData(),
          worker: Boolean(request.serviceWorker()),
          sentTo: new URL(request.url()).pathname,
        })
        return route.continue()
      },
    )
    site.answer.current = (submission, res) => {
      hubspot.attempts++
      const at = senders.findIndex((sender) => sender.body === submission.body)
      const { worker, sentTo } = at >= 0 ? senders.splice(at, 1)[0]! : { worker: false, sentTo: '' }
      const mode = (worker && hubspot.workerApi) || hubspot.api
      const url = new URL(submission.path, HUBSPOT_API).href
      const store = () =>
        hubspot.submissions.push({ url, sentTo, worker, body: JSON.parse(submission.body) as Submission['body'] })
      const fulfil = (answer: Answer) =>
        void (
          res.destroyed ||
          res
            .writeHead(answer.status, { 'content-type': 'application/json;charset=utf-8', ...answer.headers })
            .end(JSON.stringify(answer.json))
        )
      // HubSpot out of reach: /api/apply answers 502, which Chromium reports.
      const cut = () => {
        allowConsole(/the server responded with a status of 502 \(Bad Gateway\)/)
        res.socket?.destroy()
      }
      const answerAs = (as: Answered) => {
        const answer = HUBSPOT_ANSWERS[as]
        if (answer === 'hang') return
        if (typeof answer === 'string') return cut()
        if (answer.status === 200) store()
        fulfil(answer)
      }
      if (mode === 'held') return void hubspot.held.push(answerAs)
      if (mode === 'slow' || mode === 'reset') store()
      if (mode === 'slow') return void hubspot.held.push(() => fulfil(ACCEPTED))
      if (mode === 'reset') return cut()
      answerAs(mode)
    }
    await use(page)
    site.answer.current = undefined
  },
})

/** Waits until the islands due at load are hydrated (`<html data-hydrated>`, src/entry-client.tsx). */
export async function hydrated(page: Page) {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
  await page.waitForLoadState('load')
}

/** Where, left to right, the first and last characters of `text` are drawn inside `holder`. */
export function drawnEnds(holder: Locator, text: string) {
  return holder.evaluate((element, wanted) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent!.indexOf(wanted)
      if (at < 0) continue
      const range = document.createRange()
      range.setStart(node, at)
      range.setEnd(node, at + 1)
      const first = range.getBoundingClientRect().left
      range.setStart(node, at + wanted.length - 1)
      range.setEnd(node, at + wanted.length)
      return { first, last: range.getBoundingClientRect().left }
    }
    return null
  }, text)
}

export const gzippedSize = (dist: string, paths: Iterable<string>) =>
  [...paths].reduce((total, path) => total + gzipSync(readFileSync(join(dist, path))).length, 0)

/** Runs the clock past the time a page has to itself before the worker and the notices start (src/entry-client.tsx). */
export async function settled(page: Page) {
  await hydrated(page)
  await page.clock.fastForward(SETTLE_MS)
}

/** Until the service worker controls the page: precaching every page is slow on a busy machine. */
export async function workerControls(page: Page) {
  test.slow()
  await settled(page)
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 60_000 })
}

export async function visit(page: Page, url: string) {
  await page.goto(url)
  await hydrated(page)
}

/** Wakes every island as a visitor reaching for each would, and waits until all are React's. */
export async function hydrateIslands(page: Page) {
  await hydrated(page)
  await page.evaluate(() =>
    document
      .querySelectorAll('[data-island]:not([data-hydrate="client"])')
      .forEach((island) => island.dispatchEvent(new Event('island-wake'))),
  )
  await expect(page.locator('[data-island]:not([data-hydrate="client"]):not([data-hydrated])')).toHaveCount(0)
}

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']

declare global {
  interface Window {
    axe: typeof import('axe-core')
  }
}

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

/** axe-core's own `axe.run`, put in the page once per document: @axe-core/playwright injects it and opens a page to merge frames on every call, 2.4 s against 0.4 s, and our pages have no frames. */
export async function axe(page: Page) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE)
  // Only violations are reported in full: axe then skips the details of every passing check.
  const violations = await page.evaluate(
    (tags) =>
      window.axe
        .run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] })
        .then((results) => results.violations),
    WCAG_TAGS,
  )
  return violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }))
}

export const VIEWPORTS = [
  { name: 'small', width: 390, height: 844 },
  { name: 'medium', width: 800, height: 1000 },
  { name: 'large', width: 1280, height: 800 },
] as const

export async function hold(page: Page, pattern = /\/assets\/.*\.js$/) {
  const held: Route[] = []
  let released = false
  await page.route(pattern, (route) => (released ? route.continue() : void held.push(route)))
  return {
    count: () => held.length,
    release: async () => {
      released = true
      await Promise.all(held.map((route) => route.continue()))
    },
  }
}

export const queuedApplications = (page: Page) => page.evaluate(inPageQueuedApplications)

/** Layout shifts summed as CLS counts them (none right after input), from when `from()` is called. */
export async function observeShifts(page: Page) {
  await page.addInitScript(() => {
    const record = window as unknown as { __shifts: number }
    record.__shifts = 0
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) record.__shifts += entry.value
    }).observe({ type: 'layout-shift', buffered: true })
  })
  type Shifts = Window & { __shifts: number }
  // Two frames on: what the last change moved has been reported.
  return {
    from: () =>
      page.evaluate(
        () =>
          new Promise<void>((resolve) =>
            requestAnimationFrame(() =>
              requestAnimationFrame(() => resolve(void ((window as unknown as Shifts).__shifts = 0))),
            ),
          ),
      ),
    total: () =>
      page.evaluate(
        () =>
          new Promise<number>((resolve) =>
            requestAnimationFrame(() => requestAnimationFrame(() => resolve((window as unknown as Shifts).__shifts))),
          ),
      ),
  }
}
