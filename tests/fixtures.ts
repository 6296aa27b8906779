import { test as base, expect, type Page } from '@playwright/test'
import AxeBuilder from '@axe-core/playwright'
import { caseStudies } from '../src/content/case-studies.ts'
import { hero } from '../src/content/home.ts'
import { applicationPage, notFoundPage } from '../src/content/pages.ts'
import { pages, type PrerenderedPage } from '../src/lib/page-list.ts'

export { expect }

export const HUBSPOT_SCRIPT = 'https://js.hsforms.net/forms/embed/v2.js'

/**
 * Stand-in for HubSpot's embed script: records the options `hbspt.forms.create` receives and
 * renders a small form into the target, then reports it ready, as the real script does.
 */
export const HUBSPOT_STAND_IN = `
window.__hubspotCalls = window.__hubspotCalls || [];
window.hbspt = { forms: { create: function (options) {
  var recorded = {};
  Object.keys(options).forEach(function (key) { recorded[key] = typeof options[key] === 'function' ? 'function' : options[key]; });
  window.__hubspotCalls.push(recorded);
  var target = document.querySelector(options.target);
  var form = document.createElement('form');
  form.setAttribute('aria-label', 'Stand-in HubSpot form');
  form.innerHTML = '<label>Work email <input type="email" name="email"></label> <button type="submit">Submit application</button>';
  target.appendChild(form);
  setTimeout(function () { options.onFormReady && options.onFormReady(); }, 20);
} } };
`

export type HubSpotMode = 'stand-in' | 'fail' | 'hang'

/** How the stand-in for the form provider answers; tests may change `mode` mid-test. */
export interface HubSpotControl {
  mode: HubSpotMode
  /** Every request for the provider's script, in order. */
  requests: string[]
}

interface Fixtures {
  /** Console errors and warnings and uncaught exceptions; every test fails if any is left. */
  consoleProblems: string[]
  /** Messages a test expects (for example the 404 log); matched ones are not problems. */
  allowConsole: (pattern: RegExp) => void
  hubspot: HubSpotControl
}

export const test = base.extend<Fixtures>({
  hubspot: async ({}, use) => use({ mode: 'stand-in', requests: [] }),
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
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze()
  return results.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }))
}

/** The heading a visitor sees first on a page, from the content the page is built from. */
function headingOf(page: PrerenderedPage) {
  if (page.kind === 'home') return hero.headline
  if (page.kind === 'application') return applicationPage.title
  if (page.kind === 'not-found') return notFoundPage.title
  const study = caseStudies.find((entry) => page.path === `/case-study/${entry.slug}`)
  if (!study) throw new Error(`fixtures: no case study for ${page.path}`)
  return study.company
}

/** Every indexable page (src/lib/page-list.ts), with its first heading. */
export const ROUTES = pages.filter((page) => page.indexable).map((page) => ({ path: page.path, h1: headingOf(page) }))

export const VIEWPORTS = [
  { name: 'small', width: 390, height: 844 },
  { name: 'medium', width: 800, height: 1000 },
  { name: 'large', width: 1280, height: 800 },
] as const
