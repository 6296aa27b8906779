import type { BrowserContext, Page } from '@playwright/test'
import { copyIn, expect, type HubSpotControl, type Lang, visit } from './fixtures'
import { APPLICANT } from './site'
import { LEDGER_DB } from '../src/application/ledger'
import { MIN_FILL_MS } from '../src/application/spam'
import { PAINTED_ATTRIBUTE } from '../src/application/traps'

export type AllowConsole = (pattern: RegExp) => void
export const form = (page: Page, lang: Lang = 'en') =>
  page.getByRole('form', { name: copyIn(lang).applicationForm.label })
export async function send(page: Page, lang: Lang = 'en') {
  await tookAPersonsTime(page)
  await page.getByRole('button', { name: copyIn(lang).applicationForm.submit }).click()
}

/** Until a person's minimum time from the form's first paint has passed (src/application/spam.ts): a test's clock is run on, a real one waited for. */
export async function tookAPersonsTime(page: Page) {
  const left = await page.evaluate(
    ([attribute, min]) => min - (Date.now() - Number(document.documentElement.getAttribute(attribute))),
    [PAINTED_ATTRIBUTE, MIN_FILL_MS] as const,
  )
  if (left <= 0) return
  if (await page.evaluate(() => !String(Date.now).includes('[native code]'))) return page.clock.fastForward(left)
  await page.waitForFunction(
    ([attribute, min]) => Date.now() - Number(document.documentElement.getAttribute(attribute)) >= min,
    [PAINTED_ATTRIBUTE, MIN_FILL_MS] as const,
  )
}

export async function openWithEmbedBlocked(
  page: Page,
  hubspot: HubSpotControl,
  allowConsole: AllowConsole,
  lang: Lang = 'en',
  base = '',
) {
  allowConsole(/ERR_BLOCKED_BY_CLIENT/)
  hubspot.mode = 'fail'
  await visit(page, `${base}${copyIn(lang).at('/get-started')}`)
  await expect(form(page, lang)).toBeVisible()
}

export async function fillIn(page: Page, values: Record<string, string> = APPLICANT, lang: Lang = 'en') {
  const { applicationFields: fields, consentField: consent } = copyIn(lang)
  for (const field of fields) {
    const value = values[field.name]
    if (value === undefined) continue
    // React Aria's radios and checkbox keep the native input visually hidden: press the label.
    if (field.kind === 'choice')
      await page
        .getByRole('radiogroup', { name: field.label })
        .getByText(field.options?.[field.values.indexOf(value)] ?? value, { exact: true })
        .click()
    else await page.getByLabel(field.label, { exact: true }).fill(value)
  }
  const checkbox = page.getByRole('checkbox', { name: consent.label })
  // Its label, whose text gains the field's error once a send found it unticked.
  await page.locator('label').filter({ has: checkbox }).click()
  await expect(checkbox).toBeChecked()
}

/**
 * Back online as a browser comes back, pages and worker together. Playwright turns the pages' network on before the
 * worker's, and the worker's comes on some time after: a page's `online` could set the worker sending while its network
 * is still off, a send that fails as one with no answer and rests. The pages' scripts are paused until the worker
 * reaches the server: Chromium runs a window's `online` listeners in the order added, capture or not, so no listener
 * of the test's can hold the site's back.
 */
export async function backOnline(context: BrowserContext) {
  const pages = await Promise.all(context.pages().map((page) => context.newCDPSession(page)))
  for (const cdp of pages) {
    await cdp.send('Debugger.enable')
    await cdp.send('Debugger.pause')
  }
  await context.setOffline(false)
  for (const worker of context.serviceWorkers()) {
    const reaches = () =>
      worker.evaluate(() =>
        fetch('/noscript.css', { cache: 'no-store' }).then(
          ({ ok }) => ok,
          () => false,
        ),
      )
    await expect.poll(reaches).toBe(true)
  }
  // Disabling resumes a page paused in its listeners, and drops the pause of one that ran no script meanwhile.
  for (const cdp of pages) await cdp.send('Debugger.disable')
  await Promise.all(pages.map((cdp) => cdp.detach()))
}

/** The ledger's records (src/application/ledger.ts), read in the page. */
export const ledgerRecords = (page: Page) =>
  page.evaluate(
    (name) =>
      new Promise<{ status?: string; until?: number; unanswered?: boolean }[]>((done) => {
        const open = indexedDB.open(name)
        open.onsuccess = () => {
          const all = open.result.transaction('applications').objectStore('applications').getAll()
          all.onsuccess = () => (open.result.close(), done(all.result))
        }
      }),
    LEDGER_DB,
  )

const studyPath = copyIn('en').at(`/case-study/${copyIn('en').caseStudies[0]!.slug}`)
/** Page views of every kind: each sets a worker trying what waits, and a form tries or hands over what the device keeps. */
const VIEWS = ['/', '/get-started', studyPath, '/get-started', '/']

/** Five page views in new tabs, `heard` on each form; the one application is still sent only once. */
export async function fiveViews(
  context: BrowserContext,
  hubspot: HubSpotControl,
  heard: (page: Page) => Promise<void>,
) {
  for (const path of VIEWS) {
    const view = await context.newPage()
    await visit(view, path)
    if (path === '/get-started') await heard(view)
    await view.close()
  }
  expect(hubspot.attempts).toBe(1)
}
