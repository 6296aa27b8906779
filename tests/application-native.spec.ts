import { test, expect, hydrated, axe, HUBSPOT_API, type HubSpotControl, type Submission } from './fixtures'
import { applicationFields, applicationForm as copy, consentField } from '../src/content/application'
import type { Page, Route } from '@playwright/test'

/** A complete application, as a visitor types it. */
const APPLICANT: Record<string, string> = {
  firstname: 'Ada',
  lastname: 'Lovelace',
  email: 'ada@example.com',
  phone: '+44 20 7946 0000',
  company: 'Analytical Engines',
  message: 'A marketplace for <b>engine</b> time, for small firms.',
  package_of_interest: 'STANDARD MVP',
}

const form = (page: Page) => page.getByRole('form', { name: copy.label })

/** Opens the application page with the embed blocked: our own form shows in its place. */
async function openWithEmbedBlocked(page: Page, hubspot: { mode: string }, allowConsole: (pattern: RegExp) => void) {
  allowConsole(/ERR_BLOCKED_BY_CLIENT/)
  hubspot.mode = 'fail'
  await page.goto('/get-started')
  await hydrated(page)
  await expect(form(page)).toBeVisible()
}

async function fillIn(page: Page, values: Record<string, string> = APPLICANT) {
  for (const field of applicationFields) {
    const value = values[field.name]
    if (value === undefined) continue
    // React Aria's radios and checkbox keep the native input visually hidden: press the label.
    if (field.kind === 'choice') await page.getByRole('radiogroup', { name: field.label }).getByText(value, { exact: true }).click()
    else await page.getByLabel(field.label, { exact: true }).fill(value)
  }
  await page.getByText(consentField.label, { exact: true }).click()
  await expect(page.getByRole('checkbox', { name: consentField.label })).toBeChecked()
}

function expectSubmission(submission: Submission | undefined) {
  expect(submission?.url).toBe('https://api.hsforms.com/submissions/v3/integration/submit/00000000/00000000-0000-4000-8000-000000000000')
  expect(submission?.body.fields).toEqual(Object.entries(APPLICANT).map(([name, value]) => ({ name, value })))
  expect(submission?.body.context).toEqual({ pageUri: expect.stringMatching(/\/get-started$/), pageName: expect.stringContaining('Apply') })
  expect(submission?.body.legalConsentOptions).toEqual({ consent: { consentToProcess: true, text: consentField.label } })
}

test('when the embed is blocked, our own form takes its place and sends the application to HubSpot', async ({ page, hubspot, allowConsole }) => {
  await openWithEmbedBlocked(page, hubspot, allowConsole)
  await expect(page.getByRole('link', { name: 'hello@launchloop.example' })).toBeVisible()
  await fillIn(page)
  await page.getByRole('button', { name: copy.submit }).click()
  await expect(page.getByRole('heading', { name: copy.sentTitle })).toBeFocused()
  expect(hubspot.submissions).toHaveLength(1)
  expectSubmission(hubspot.submissions[0])
  expect(await page.evaluate(() => localStorage.length)).toBe(0)
})

test('an empty submit puts a summary first, focused, with a link to each field; nothing typed is cleared', async ({ page, hubspot, allowConsole }) => {
  await openWithEmbedBlocked(page, hubspot, allowConsole)
  await page.getByLabel('Last name', { exact: true }).fill('Lovelace')
  await page.getByLabel('Email address', { exact: true }).fill('not-an-address')
  await page.getByRole('button', { name: copy.submit }).click()
  const summary = page.getByRole('region', { name: copy.errorSummaryTitle }).or(page.locator('[aria-labelledby="application-summary-title"]'))
  await expect(summary).toBeFocused()
  const links = summary.getByRole('link')
  await expect(links).toHaveText([
    'Enter your first name',
    'Enter an email address in the correct format, like name@example.com',
    'Enter your company or idea name',
    'Tell us what you want to build',
    'Choose a package, or Not sure yet',
    consentField.missing,
  ])
  // Each error is tied to its field, and what was typed stays.
  await expect(page.getByLabel('First name', { exact: true })).toHaveAccessibleDescription('Enter your first name')
  await expect(page.getByLabel('Email address', { exact: true })).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByLabel('Email address', { exact: true })).toHaveValue('not-an-address')
  await expect(page.getByLabel('Last name', { exact: true })).toHaveValue('Lovelace')
  await expect(page.getByRole('radiogroup', { name: 'Which package interests you?' })).toHaveAccessibleDescription('Choose a package, or Not sure yet')
  expect(await axe(page)).toEqual([])
  // A link in the summary takes the visitor to its field.
  await links.filter({ hasText: 'Enter your company or idea name' }).click()
  await expect(page.getByLabel('Company or idea name', { exact: true })).toBeFocused()
  expect(hubspot.submissions).toEqual([])
})

test('a keyboard-only visitor can fill in and send the application', async ({ page, hubspot, allowConsole }) => {
  await openWithEmbedBlocked(page, hubspot, allowConsole)
  await page.getByLabel('First name', { exact: true }).focus()
  await page.keyboard.type(APPLICANT.firstname!)
  for (const name of ['lastname', 'email', 'phone', 'company', 'message']) {
    await page.keyboard.press('Tab')
    await page.keyboard.type(APPLICANT[name]!)
  }
  // Into the radio group: the first option, then down to the second.
  await page.keyboard.press('Tab')
  await page.keyboard.press('ArrowDown')
  await expect(page.getByRole('radio', { name: 'STANDARD MVP' })).toBeChecked()
  await page.keyboard.press('Tab')
  await page.keyboard.press('Space')
  await expect(page.getByRole('checkbox', { name: consentField.label })).toBeChecked()
  await page.keyboard.press('Tab')
  await expect(page.getByRole('button', { name: copy.submit })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { name: copy.sentTitle })).toBeFocused()
  expect(hubspot.submissions).toHaveLength(1)
  expectSubmission(hubspot.submissions[0])
})

test("HubSpot's refusal of the email address shows on the email field, with the summary", async ({ page, hubspot, allowConsole }) => {
  allowConsole(/status of 400/)
  hubspot.api = 'invalid-email'
  await openWithEmbedBlocked(page, hubspot, allowConsole)
  await fillIn(page)
  await page.getByRole('button', { name: copy.submit }).click()
  const email = page.getByLabel('Email address', { exact: true })
  await expect(email).toHaveAccessibleDescription(/Enter an email address in the correct format/)
  await expect(email).toHaveAttribute('aria-invalid', 'true')
  await expect(page.locator('[aria-labelledby="application-summary-title"]')).toBeFocused()
  await expect(email).toHaveValue(APPLICANT.email!)
  expect(await axe(page)).toEqual([])
})

test('when HubSpot fails, the application is kept and can be sent again', async ({ page, hubspot, allowConsole }) => {
  allowConsole(/status of 503/)
  hubspot.api = 'server-error'
  await openWithEmbedBlocked(page, hubspot, allowConsole)
  await fillIn(page)
  await page.getByRole('button', { name: copy.submit }).click()
  await expect(page.getByRole('alert')).toContainText(copy.failedTitle)
  await expect(page.getByLabel('First name', { exact: true })).toHaveValue(APPLICANT.firstname!)
  expect(await axe(page)).toEqual([])
  hubspot.api = 'accept'
  await page.getByRole('button', { name: copy.retry }).click()
  await expect(page.getByRole('heading', { name: copy.sentTitle })).toBeFocused()
  expect(hubspot.submissions).toHaveLength(2)
})

test('what the visitor typed survives a reload, until they discard it', async ({ page, hubspot, allowConsole }) => {
  await openWithEmbedBlocked(page, hubspot, allowConsole)
  await page.getByLabel('First name', { exact: true }).fill('Ada')
  await page.getByLabel('What do you want to build?', { exact: true }).fill('A <script>alert(1)</script> marketplace')
  await page.reload()
  await hydrated(page)
  await expect(page.getByText(copy.restored)).toBeVisible()
  await expect(page.getByLabel('First name', { exact: true })).toHaveValue('Ada')
  // Kept as text, never as markup.
  await expect(page.getByLabel('What do you want to build?', { exact: true })).toHaveValue('A <script>alert(1)</script> marketplace')
  await page.getByRole('button', { name: copy.discard }).click()
  await expect(page.getByRole('heading', { name: copy.discardTitle })).toBeFocused()
  expect(await axe(page)).toEqual([])
  await page.getByRole('button', { name: copy.discardConfirm }).click()
  await expect(page.getByLabel('First name', { exact: true })).toHaveValue('')
  await page.reload()
  await hydrated(page)
  await expect(page.getByLabel('First name', { exact: true })).toHaveValue('')
  await expect(page.getByText(copy.restored)).toBeHidden()
})

/** With no service worker: an application submitted while HubSpot cannot be reached, kept on the device. */
async function submitWhileUnreachable(page: Page, hubspot: HubSpotControl, allowConsole: (pattern: RegExp) => void) {
  allowConsole(/ERR_INTERNET_DISCONNECTED|Failed to fetch/)
  await openWithEmbedBlocked(page, hubspot, allowConsole)
  await fillIn(page)
  hubspot.api = 'unreachable'
  await page.getByRole('button', { name: copy.submit }).click()
  await expect(page.getByRole('heading', { name: copy.queuedTitle })).toBeFocused()
}

test('with no service worker, the page keeps an application it could not send and sends it when back online', async ({ page, context, hubspot, allowConsole }) => {
  await submitWhileUnreachable(page, hubspot, allowConsole)
  // Kept on the device: a reload brings it back, still waiting.
  await page.reload()
  await hydrated(page)
  await expect(page.getByRole('heading', { name: copy.queuedTitle })).toBeVisible()
  // The page tries again as it opens, and still cannot reach HubSpot.
  await expect.poll(() => hubspot.attempts).toBe(2)
  hubspot.api = 'accept'
  await context.setOffline(true)
  await context.setOffline(false)
  await expect(page.getByRole('heading', { name: copy.sentTitle })).toBeFocused()
  expect(hubspot.submissions).toHaveLength(1)
  expectSubmission(hubspot.submissions[0])
})

/**
 * With no service worker: an application submitted while HubSpot cannot be reached, then the page
 * opened again, which tries to send it; every try from then on is held on its way (the list).
 */
async function holdTriesAfterReload(page: Page, hubspot: HubSpotControl, allowConsole: (pattern: RegExp) => void) {
  await submitWhileUnreachable(page, hubspot, allowConsole)
  const held: Route[] = []
  await page.route(`${HUBSPOT_API}**`, (route) => (route.request().method() === 'POST' ? void held.push(route) : route.fallback()))
  hubspot.api = 'accept'
  await page.reload()
  await hydrated(page)
  await expect.poll(() => held.length).toBe(1)
  return held
}

test('with no service worker, an application is sent once when the connection comes back while a try is on its way', async ({ page, hubspot, allowConsole }) => {
  const held = await holdTriesAfterReload(page, hubspot, allowConsole)
  // Once sent a second copy at once: both reached HubSpot.
  await page.evaluate(() => dispatchEvent(new Event('online')))
  await Promise.all(held.map((route) => route.fallback()))
  await expect(page.getByRole('heading', { name: copy.sentTitle })).toBeFocused()
  expect(held).toHaveLength(1)
  expect(hubspot.submissions).toHaveLength(1)
  expectSubmission(hubspot.submissions[0])
})

test('with no service worker, a try that fails while the connection comes back is made again at once', async ({ page, hubspot, allowConsole }) => {
  const held = await holdTriesAfterReload(page, hubspot, allowConsole)
  await page.evaluate(() => dispatchEvent(new Event('online')))
  // The try on its way fails; the connection is back, so the page tries again without waiting.
  await held[0]!.abort('internetdisconnected')
  await expect.poll(() => held.length).toBe(2)
  await held[1]!.fallback()
  await expect(page.getByRole('heading', { name: copy.sentTitle })).toBeFocused()
  expect(hubspot.submissions).toHaveLength(1)
  expectSubmission(hubspot.submissions[0])
})

test('a service worker that does not take the application (one from before the outbox) leaves the page to send it', async ({ page, hubspot, allowConsole }) => {
  // An older release's worker, still in control until the visitor reloads, ignores the message.
  await page.addInitScript(() => Object.defineProperty(ServiceWorkerContainer.prototype, 'controller', { get: () => ({ postMessage: () => {} }) }))
  await openWithEmbedBlocked(page, hubspot, allowConsole)
  await fillIn(page)
  await page.getByRole('button', { name: copy.submit }).click()
  await expect(page.getByRole('button', { name: copy.sending })).toBeVisible()
  await expect(page.getByRole('heading', { name: copy.sentTitle })).toBeFocused({ timeout: 10_000 })
  expect(hubspot.submissions).toHaveLength(1)
  expectSubmission(hubspot.submissions[0])
})

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' })

  /** A first visit to the application page: the worker installs and takes control. */
  async function controlled(page: Page) {
    await page.goto('/get-started')
    await hydrated(page)
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 15_000 })
  }

  test('offline, the application is saved on the device and sent once when the connection returns', async ({ page, context, hubspot, allowConsole }) => {
    allowConsole(/ERR_INTERNET_DISCONNECTED|Failed to fetch|Failed to update a ServiceWorker/)
    await controlled(page)
    // Offline for the page; for the worker, whose requests Playwright routes whatever the page's
    // state, HubSpot becomes unreachable.
    await context.setOffline(true)
    hubspot.api = 'unreachable'
    await page.reload()
    await hydrated(page)
    await expect(form(page)).toBeVisible()
    await fillIn(page)
    await page.getByRole('button', { name: copy.submit }).click()
    await expect(page.getByRole('heading', { name: copy.queuedTitle })).toBeFocused()
    await expect(page.getByText(copy.queuedText)).toBeVisible()
    expect(await axe(page)).toEqual([])
    expect(hubspot.submissions).toEqual([])
    hubspot.api = 'accept'
    await context.setOffline(false)
    await expect(page.getByRole('heading', { name: copy.sentTitle })).toBeFocused()
    await expect(page.getByRole('region', { name: 'Notifications' }).getByText('Your application was sent')).toBeVisible()
    expect(hubspot.submissions).toHaveLength(1)
    expectSubmission(hubspot.submissions[0])
    expect(await page.evaluate(() => localStorage.length)).toBe(0)
  })

  test('a Background Sync and the page retrying together still send the application once', async ({ page, context, hubspot, allowConsole }) => {
    allowConsole(/ERR_INTERNET_DISCONNECTED|ERR_BLOCKED_BY_CLIENT|Failed to fetch|Failed to update a ServiceWorker/)
    hubspot.mode = 'fail'
    await controlled(page)
    expect(await page.evaluate(async () => 'sync' in (await navigator.serviceWorker.ready))).toBe(true)
    const cdp = await context.newCDPSession(page)
    const registration = new Promise<string>((found) =>
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const active = registrations.find((entry) => !entry.isDeleted)
        if (active) found(active.registrationId)
      }),
    )
    await cdp.send('ServiceWorker.enable')
    const registrationId = await registration
    await context.setOffline(true)
    hubspot.api = 'unreachable'
    await fillIn(page)
    await page.getByRole('button', { name: copy.submit }).click()
    await expect(page.getByRole('heading', { name: copy.queuedTitle })).toBeFocused()
    hubspot.api = 'accept'
    // The connection returns: the page asks the worker to send, and the browser fires its sync.
    await Promise.all([
      context.setOffline(false),
      cdp.send('ServiceWorker.dispatchSyncEvent', {
        origin: new URL(page.url()).origin,
        registrationId,
        tag: 'workbox-background-sync:applications',
        lastChance: false,
      }),
    ])
    await expect(page.getByRole('heading', { name: copy.sentTitle })).toBeFocused()
    // Whatever else was still to come has had time to arrive.
    await page.waitForTimeout(1_000)
    expect(hubspot.submissions).toHaveLength(1)
    expectSubmission(hubspot.submissions[0])
  })
})
