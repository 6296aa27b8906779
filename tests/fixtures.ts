import { test as base, expect, type Page, type Route } from '@playwright/test'
import AxeBuilder from '@axe-core/playwright'
import { HUBSPOT_SCRIPT, HUBSPOT_STAND_IN } from './site'

export { expect }
export { HUBSPOT_SCRIPT, HUBSPOT_STAND_IN, ROUTES } from './site'

export type HubSpotMode = 'stand-in' | 'fail' | 'hang'

/** How the stand-in for HubSpot's Forms API answers a submission. */
export type HubSpotApiMode = 'accept' | 'invalid-email' | 'server-error' | 'unreachable'

export interface Submission {
  url: string
  body: { fields: { name: string; value: string }[]; context: { pageUri: string; pageName: string }; legalConsentOptions?: unknown }
}

/** How the stand-in for the form provider answers; tests may change `mode` and `api` mid-test. */
export interface HubSpotControl {
  mode: HubSpotMode
  /** Every request for the provider's script, in order. */
  requests: string[]
  api: HubSpotApiMode
  /** How many submissions were sent to the Forms API stand-in, refused ones ('unreachable') included. */
  attempts: number
  /** Every submission that reached the Forms API stand-in, in order. */
  submissions: Submission[]
}

export const HUBSPOT_API = 'https://api.hsforms.com/submissions/v3/integration/submit/'
const CORS = { 'access-control-allow-origin': '*', 'access-control-allow-headers': 'content-type', 'access-control-allow-methods': 'POST' }

interface Fixtures {
  /** Console errors and warnings and uncaught exceptions; every test fails if any is left. */
  consoleProblems: string[]
  /** Messages a test expects (for example the 404 log); matched ones are not problems. */
  allowConsole: (pattern: RegExp) => void
  hubspot: HubSpotControl
}

export const test = base.extend<Fixtures>({
  hubspot: async ({}, use) => use({ mode: 'stand-in', requests: [], api: 'accept', attempts: 0, submissions: [] }),
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
  page: async ({ page, hubspot }, use) => {
    // No outside network: the form provider is answered by a stand-in, everything else is refused.
    await page.context().route(/^https?:\/\/(?!localhost[:/])/, async (route) => {
      const url = route.request().url()
      if (url === HUBSPOT_SCRIPT) {
        hubspot.requests.push(url)
        if (hubspot.mode === 'fail') return route.abort('blockedbyclient')
        if (hubspot.mode === 'hang') return
        return route.fulfill({ contentType: 'text/javascript', body: HUBSPOT_STAND_IN })
      }
      if (url.startsWith(HUBSPOT_API)) {
        const request = route.request()
        if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: CORS })
        hubspot.attempts++
        if (hubspot.api === 'unreachable') return route.abort('internetdisconnected')
        hubspot.submissions.push({ url, body: request.postDataJSON() as Submission['body'] })
        if (hubspot.api === 'server-error') return route.fulfill({ status: 503, headers: CORS, json: { status: 'error', message: 'Unavailable' } })
        if (hubspot.api === 'invalid-email') {
          return route.fulfill({
            status: 400,
            headers: CORS,
            json: { status: 'error', message: 'The request is not valid', errors: [{ message: "Error in 'fields.email'. Invalid email address", errorType: 'INVALID_EMAIL' }] },
          })
        }
        return route.fulfill({ status: 200, headers: CORS, json: { inlineMessage: 'Thanks for submitting the form.' } })
      }
      return route.abort('blockedbyclient')
    })
    await use(page)
  },
})

/** Waits until React has hydrated the whole page: the app marks `<html data-hydrated>` (Layout). */
export async function hydrated(page: Page) {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
  await page.waitForLoadState('load')
}

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']

export async function axe(page: Page) {
  // Only violations are reported in full: axe then skips the details of every passing check.
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).options({ resultTypes: ['violations'] }).analyze()
  return results.violations.map((violation) => ({
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

/** Holds every request matching `pattern` (by default the app's JavaScript) until released. */
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
