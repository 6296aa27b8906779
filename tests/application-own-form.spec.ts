import {
  copyIn,
  escapeRegExp,
  test,
  expect,
  hydrated,
  axe,
  queuedApplications,
  LANGS,
  type Lang,
  type HubSpotApiMode,
  type HubSpotControl,
  type Submission,
  settled,
  workerControls,
  visit,
} from './fixtures'
import { APPLICANT, typedFields } from './site'
import {
  backOnline,
  fillIn,
  fiveViews,
  form,
  ledgerRecords,
  openWithEmbedBlocked,
  send,
  tookAPersonsTime,
  type AllowConsole,
} from './own-form'
import { STILL_SENDING_MS } from '../src/application/send'
import { BACKOFF_MS } from '../src/application/ledger'
import { DRAFT_KEY, EXPIRY_WARNING_MS, KEEP_DRAFT_MS, KEEP_WAITING_MS } from '../src/application/draft'
import type { BrowserContext, Page } from '@playwright/test'
import { site } from '../src/content/site'
import { applicationText } from '../src/content/application'

const { applicationFields, applicationForm: copy, consentField, pwa } = copyIn('en')

const label = (name: string) => applicationFields.find((field) => field.name === name)!.label
/** A value as the form shows it: a choice by its label, which may differ from the value HubSpot gets. */
const shown = (name: string, value: string) => {
  const field = applicationFields.find((candidate) => candidate.name === name)
  return (field?.kind === 'choice' && field.options?.[field.values.indexOf(value)]) || value
}
/** What the form says of an email address that is not one: HubSpot's refusal is shown in these words too. */
const notAnEmail = new RegExp(escapeRegExp(applicationFields.find((field) => field.name === 'email')!.invalid!))
const studyPath = copyIn('en').at(`/case-study/${copyIn('en').caseStudies[0]!.slug}`)
const heading = (page: Page, name: string) => page.getByRole('heading', { name })
const toasts = (page: Page) => page.getByRole('region', { name: pwa.toasts.regionLabel })

async function sendAnswered(
  page: Page,
  hubspot: HubSpotControl,
  allowConsole: AllowConsole,
  answer: HubSpotApiMode,
  line: RegExp,
) {
  allowConsole(line)
  await openWithEmbedBlocked(page, hubspot, allowConsole)
  await fillIn(page)
  hubspot.api = answer
  await send(page)
}

/** What is typed before the form's code arrives is saved when it does. */
const draftSavedAt = async (page: Page) => {
  let savedAt: number | undefined
  await expect
    .poll(
      async () =>
        (savedAt = await page.evaluate(
          (key) => JSON.parse(localStorage.getItem(key) ?? 'null')?.savedAt as number | undefined,
          DRAFT_KEY,
        )) ?? 0,
    )
    .toBeGreaterThan(0)
  return savedAt!
}

const emailLink = async (page: Page) =>
  new URL((await page.getByRole('link', { name: copy.emailLink }).getAttribute('href'))!)

function expectSubmission(submission: Submission | undefined, lang: Lang = 'en') {
  const text = applicationText(lang).sentAs[lang]
  expect(submission?.sentTo).toBe('/api/apply/00000000/00000000-0000-4000-8000-000000000000')
  expect(submission?.url).toBe(
    'https://api.hsforms.com/submissions/v3/integration/submit/00000000/00000000-0000-4000-8000-000000000000',
  )
  expect(typedFields(submission?.body.fields ?? [])).toEqual(
    Object.entries(APPLICANT).map(([name, value]) => ({ name, value })),
  )
  expect(submission?.body.context).toEqual({
    pageUri: expect.stringMatching(new RegExp(`${text.pagePath}$`)),
    pageName: text.pageName,
  })
  expect(submission?.body.legalConsentOptions).toEqual({ consent: { consentToProcess: true, text: text.consent } })
}

async function fillStorage(page: Page) {
  const write = (size: number) =>
    page.evaluate(
      (size) =>
        new Promise<string>((done) => {
          const open = indexedDB.open('quota-probe')
          open.onupgradeneeded = () => open.result.createObjectStore('s')
          open.onsuccess = () => {
            const tx = open.result.transaction('s', 'readwrite')
            tx.objectStore('s').put('x'.repeat(size), size)
            tx.oncomplete = () => (open.result.close(), done('written'))
            tx.onabort = () => (open.result.close(), done(tx.error?.name ?? 'aborted'))
          }
          open.onerror = () => done(open.error?.name ?? 'not opened')
        }),
      size,
    )
  // Before the site's first IndexedDB write: Chromium checks the quota when a database first needs room (a quota of 0 is none).
  await page.evaluate(async () => (await caches.open('quota-probe')).put('/probe', new Response('x'.repeat(1_000))))
  const cdp = await page.context().newCDPSession(page)
  const origin = new URL(page.url()).origin
  const { usage } = await cdp.send('Storage.getUsageAndQuota', { origin })
  await cdp.send('Storage.overrideQuotaForOrigin', { origin, quotaSize: usage })
  expect(await write(10_000)).toBe('QuotaExceededError')
}

/** The longest wait the ledger holds, in ms from now; with `end`, every such wait is over. By the real clock, the worker's: the page's may be run on. */
const ledgerWaits = (page: Page, { end = false } = {}) =>
  page.evaluate(
    ({ end, now }) =>
      new Promise<number>((done) => {
        let longest = 0
        const open = indexedDB.open('launchloop-applications')
        open.onsuccess = () => {
          const tx = open.result.transaction('applications', 'readwrite')
          tx.objectStore('applications').openCursor().onsuccess = ({ target }) => {
            const cursor = (target as IDBRequest<IDBCursorWithValue | null>).result
            if (!cursor) return
            if (cursor.value.status === 'resting') {
              longest = Math.max(longest, cursor.value.until - now)
              if (end) cursor.update({ ...cursor.value, until: now - 1 })
            }
            cursor.continue()
          }
          tx.oncomplete = () => (open.result.close(), done(longest))
        }
      }),
    { end, now: Date.now() },
  )

async function expectNothingKept(page: Page) {
  await expect.poll(() => queuedApplications(page)).toBe(0)
  expect(await page.evaluate(() => localStorage.length)).toBe(0)
}

for (const lang of LANGS) {
  const words = copyIn(lang)
  const fields = words.applicationFields
  const fieldLabel = (name: string) => fields.find((field) => field.name === name)!.label

  test.describe(`in ${lang}`, () => {
    // English is sent by a keyboard-only visitor, Arabic by pointer: each language's form is sent once.
    const byKeyboard = lang === 'en'
    test(`when the embed is blocked, our own form takes its place${byKeyboard ? ' with no violations' : ''}; an empty submit puts a summary first, focused, with a link to each field, nothing typed cleared; then ${byKeyboard ? 'a keyboard-only visitor' : 'the visitor'} fills it in and sends the application to HubSpot`, async ({
      page,
      hubspot,
      allowConsole,
    }) => {
      await page.clock.install()
      await openWithEmbedBlocked(page, hubspot, allowConsole, lang)
      await expect(page.getByRole('link', { name: site.contactEmail })).toBeVisible()
      if (byKeyboard) expect(await axe(page)).toEqual([])

      await test.step('an empty submit', async () => {
        await page.getByLabel(fieldLabel('lastname'), { exact: true }).fill('Lovelace')
        await page.getByLabel(fieldLabel('email'), { exact: true }).fill('not-an-address')
        await send(page, lang)
        const summary = page.getByRole('region', { name: words.applicationForm.errorSummaryTitle })
        await expect(summary).toBeFocused()
        const links = summary.getByRole('link')
        const required = (name: string) => fields.find((field) => field.name === name)?.missing
        const email = fields.find((field) => field.name === 'email')
        await expect(links).toHaveText([
          required('firstname')!,
          email?.kind === 'text' ? email.invalid! : '',
          required('company')!,
          required('message')!,
          required('package_of_interest')!,
          words.consentField.missing,
        ])
        await expect(page.getByLabel(fieldLabel('firstname'), { exact: true })).toHaveAccessibleDescription(
          required('firstname')!,
        )
        await expect(page.getByLabel(fieldLabel('email'), { exact: true })).toHaveAttribute('aria-invalid', 'true')
        await expect(page.getByLabel(fieldLabel('email'), { exact: true })).toHaveValue('not-an-address')
        await expect(page.getByLabel(fieldLabel('lastname'), { exact: true })).toHaveValue('Lovelace')
        await expect(
          page.getByRole('radiogroup', { name: fieldLabel('package_of_interest') }),
        ).toHaveAccessibleDescription(required('package_of_interest')!)
        expect(await axe(page)).toEqual([])
        await links.filter({ hasText: required('company')! }).click()
        await expect(page.getByLabel(fieldLabel('company'), { exact: true })).toBeFocused()
        expect(hubspot.attempts).toBe(0)
      })

      await test.step(byKeyboard ? 'filled in and sent by keyboard only' : 'filled in and sent', async () => {
        if (byKeyboard) await typeAndSendByKeyboard(page)
        else {
          await fillIn(page, APPLICANT, lang)
          await send(page, lang)
        }
        await expect(heading(page, words.applicationForm.sentTitle)).toBeFocused()
        expect(hubspot.submissions).toHaveLength(1)
        expectSubmission(hubspot.submissions[0], lang)
        expect(await page.evaluate(() => localStorage.length)).toBe(0)
      })
    })
  })
}

/** Every field by the keyboard alone, from the first: Tab selects a field's text, so typing replaces what an empty submit left. */
async function typeAndSendByKeyboard(page: Page) {
  await page.getByLabel(label('firstname'), { exact: true }).focus()
  await page.keyboard.type(APPLICANT.firstname!)
  for (const name of ['lastname', 'email', 'phone', 'company', 'message']) {
    await page.keyboard.press('Tab')
    await page.keyboard.type(APPLICANT[name]!)
  }
  await page.keyboard.press('Tab')
  await page.keyboard.press('ArrowDown')
  const packageField = applicationFields.find((field) => field.name === 'package_of_interest')!
  await expect(page.getByRole('radio', { name: packageField.options![1], exact: true })).toBeChecked()
  await page.keyboard.press('Tab')
  await page.keyboard.press('Space')
  await expect(page.getByRole('checkbox', { name: consentField.label })).toBeChecked()
  await page.keyboard.press('Tab')
  await expect(page.getByRole('link', { name: copyIn('en').applicationPage.privacyLink })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(page.getByRole('button', { name: copy.submit })).toBeFocused()
  await tookAPersonsTime(page)
  await page.keyboard.press('Enter')
}

test("HubSpot's refusal of the email address shows on the email field, with the summary", async ({
  page,
  hubspot,
  allowConsole,
}) => {
  await page.clock.install()
  await sendAnswered(page, hubspot, allowConsole, 'invalid-email', /status of 400/)
  const email = page.getByLabel(label('email'), { exact: true })
  await expect(page.getByRole('region', { name: copy.errorSummaryTitle })).toBeFocused()
  await expect(email).toHaveAccessibleDescription(notAnEmail)
  await expect(email).toHaveAttribute('aria-invalid', 'true')
  await expect(email).toHaveValue(APPLICANT.email!)
  expect(await axe(page)).toEqual([])
  hubspot.api = 'accept'
  await email.fill('ada@lovelace.example')
  await expect(email).not.toHaveAttribute('aria-invalid', 'true')
  await send(page)
  await expect(heading(page, copy.sentTitle)).toBeFocused()
  expect(
    hubspot.submissions.map((submission) => submission.body.fields.find((field) => field.name === 'email')?.value),
  ).toEqual(['ada@lovelace.example'])
})

test('refused for no field of the form, the application can be emailed instead, nothing lost', async ({
  page,
  hubspot,
  allowConsole,
}) => {
  await page.clock.install()
  await sendAnswered(page, hubspot, allowConsole, 'refused', /status of 404/)
  await expect(page.getByRole('alert').getByRole('heading', { name: copy.refusedTitle })).toBeFocused()
  const body = (await emailLink(page)).searchParams.get('body')
  for (const [name, value] of Object.entries(APPLICANT)) expect(body).toContain(shown(name, value))
  await expect(page.getByLabel(label('firstname'), { exact: true })).toHaveValue(APPLICANT.firstname!)
  expect(await axe(page)).toEqual([])
})

test('blocked by the browser while online: no word of being offline, and an email link that carries the application', async ({
  page,
  hubspot,
  allowConsole,
}) => {
  await page.clock.install()
  await sendAnswered(page, hubspot, allowConsole, 'blocked', /ERR_BLOCKED_BY_CLIENT|Failed to fetch/)
  await expect(heading(page, copy.waitingTitle.unreachable)).toBeFocused()
  // Shown nowhere: the page serves its own offline message hidden, for when the form's code cannot load.
  await expect(page.getByText(copy.waitingTitle.offline).filter({ visible: true })).toHaveCount(0)
  await expect(page.getByText(copy.offlineNote)).toHaveCount(0)
  const link = await emailLink(page)
  expect(link.protocol).toBe('mailto:')
  expect(link.searchParams.get('subject')).toBeTruthy()
  for (const [name, value] of Object.entries(APPLICANT))
    expect(link.searchParams.get('body')).toContain(shown(name, value))
  expect(await axe(page)).toEqual([])
})

test('a send HubSpot is slow to answer is never cut: the form says it is still sending, and shows the answer when it comes', async ({
  page,
  hubspot,
  allowConsole,
}) => {
  await page.clock.install()
  await openWithEmbedBlocked(page, hubspot, allowConsole)
  await fillIn(page)
  hubspot.api = 'slow'
  await send(page)
  await expect(page.getByRole('button', { name: copy.sending })).toBeVisible()
  await expect.poll(() => hubspot.attempts).toBe(1)
  await page.clock.fastForward(STILL_SENDING_MS)
  await expect(page.getByRole('status').filter({ hasText: copy.stillSending })).toBeVisible()
  expect(await axe(page)).toEqual([])
  await page.clock.fastForward(60_000)
  await expect(page.getByRole('button', { name: copy.sending })).toBeVisible()
  hubspot.release()
  await expect(heading(page, copy.sentTitle)).toBeFocused()
  expect(hubspot.submissions).toHaveLength(1)
  expectSubmission(hubspot.submissions[0])
})

test('what the visitor typed survives a reload, never the consent, until they discard it', async ({
  page,
  hubspot,
  allowConsole,
}) => {
  await openWithEmbedBlocked(page, hubspot, allowConsole)
  await page.getByLabel(label('firstname'), { exact: true }).fill('Ada')
  await page.getByLabel(label('message'), { exact: true }).fill('A <script>alert(1)</script> marketplace')
  await page.getByText(consentField.label, { exact: true }).click()
  await draftSavedAt(page)
  await page.reload()
  await hydrated(page)
  await expect(page.getByText(copy.restored)).toBeVisible()
  await expect(page.getByLabel(label('firstname'), { exact: true })).toHaveValue('Ada')
  await expect(page.getByRole('checkbox', { name: consentField.label })).not.toBeChecked()
  expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toMatch(/consent/i)
  // Kept as text, never as markup.
  await expect(page.getByLabel(label('message'), { exact: true })).toHaveValue(
    'A <script>alert(1)</script> marketplace',
  )
  await page.getByRole('button', { name: copy.discard }).click()
  await expect(heading(page, copy.discardTitle)).toBeFocused()
  expect(await axe(page)).toEqual([])
  await page.getByRole('button', { name: copy.discardConfirm }).click()
  await expect(page.getByLabel(label('firstname'), { exact: true })).toHaveValue('')
  await page.reload()
  await hydrated(page)
  await expect(page.getByLabel(label('firstname'), { exact: true })).toHaveValue('')
  await expect(page.getByText(copy.restored)).toBeHidden()
})

test('an application near the end of its 7 days on the device is announced on the next page opened, and its form offers the email link', async ({
  page,
  hubspot,
  allowConsole,
}) => {
  await page.clock.install()
  await sendAnswered(page, hubspot, allowConsole, 'unreachable', /ERR_INTERNET_DISCONNECTED|Failed to fetch/)
  await expect(heading(page, copy.waitingTitle.unreachable)).toBeFocused()
  const [expiresSoon] = copy.expiresText.split('{date}')
  await expect(page.getByText(expiresSoon!)).toHaveCount(0)
  const sentAt = await page.evaluate(() => Date.now())
  await page.clock.setSystemTime(sentAt + KEEP_WAITING_MS - EXPIRY_WARNING_MS + 60_000)
  await visit(page, '/')
  await expect(toasts(page).getByText(pwa.toasts.applicationExpires)).toBeVisible()
  await page.getByRole('button', { name: pwa.toasts.openForm }).click()
  await hydrated(page)
  await expect(heading(page, copy.waitingTitle.unreachable)).toBeVisible()
  await expect(page.getByText(expiresSoon!)).toBeVisible()
  expect((await emailLink(page)).searchParams.get('body')).toContain(APPLICANT.email!)
})

test('a draft older than a day is deleted when any page opens, and never filled in again', async ({
  page,
  hubspot,
  allowConsole,
}) => {
  await page.clock.install()
  await openWithEmbedBlocked(page, hubspot, allowConsole)
  await page.getByLabel(label('firstname'), { exact: true }).fill('Ada')
  // Past the head script's save, the form's code takes the fields up: a clock moved before that would have it keep them as new.
  await page.locator('[data-own-form-island] [data-island][data-hydrated]').waitFor({ state: 'attached' })
  const saved = await draftSavedAt(page)
  await page.clock.setSystemTime(saved + KEEP_DRAFT_MS + 60 * 60 * 1000)
  await visit(page, '/')
  await expect.poll(() => page.evaluate(() => localStorage.length)).toBe(0)
  await visit(page, '/get-started')
  await expect(page.getByLabel(label('firstname'), { exact: true })).toHaveValue('')
  await expect(page.getByText(copy.restored)).toBeHidden()
})

test('with no service worker, an application that had no answer rests: not sent again by five page views, as the page opens or comes back online before its backoff, then sent once', async ({
  page,
  context,
  hubspot,
  allowConsole,
}) => {
  // Five page views and more, on a busy machine.
  test.slow()
  await page.clock.install()
  await sendAnswered(page, hubspot, allowConsole, 'unreachable', /ERR_INTERNET_DISCONNECTED|Failed to fetch/)
  await expect(heading(page, copy.waitingTitle.unreachable)).toBeFocused()
  await expect(page.getByText(copy.waitingText.page)).toBeVisible()
  // The visitor's own Try again may still go at once.
  await expect(page.getByRole('button', { name: copy.retry })).toBeVisible()
  expect(await ledgerWaits(page)).toBeGreaterThan(BACKOFF_MS - 10_000)
  hubspot.api = 'accept'
  await fiveViews(context, hubspot, async (view) => {
    await expect(heading(view, copy.waitingTitle.unreachable)).toBeVisible()
  })
  await page.reload()
  await hydrated(page)
  await expect(heading(page, copy.waitingTitle.unreachable)).toBeVisible()
  await context.setOffline(true)
  await context.setOffline(false)
  await expect(heading(page, copy.waitingTitle.unreachable)).toBeVisible()
  expect(hubspot.attempts).toBe(1)
  await page.clock.fastForward(BACKOFF_MS)
  await expect(heading(page, copy.sentTitle)).toBeFocused()
  expect(hubspot.attempts).toBe(2)
  expectSubmission(hubspot.submissions[0])
  expect(await page.evaluate(() => localStorage.length)).toBe(0)
})

test('a worker that does not answer (a release before this one, still in control) leaves the application to this page, which says so', async ({
  page,
  hubspot,
  allowConsole,
}) => {
  await page.clock.install()
  await page.addInitScript(() => {
    ServiceWorkerContainer.prototype.getRegistration = async () =>
      ({ active: { postMessage: () => {} } }) as unknown as ServiceWorkerRegistration
  })
  await sendAnswered(page, hubspot, allowConsole, 'unreachable', /ERR_INTERNET_DISCONNECTED|Failed to fetch/)
  await expect(heading(page, copy.waitingTitle.unreachable)).toBeFocused()
  await expect(page.getByText(copy.waitingText.page)).toBeVisible()
})

test('with the device’s storage full, an application is sent straight away when HubSpot answers, once', async ({
  page,
  hubspot,
  allowConsole,
}) => {
  await page.clock.install()
  await openWithEmbedBlocked(page, hubspot, allowConsole)
  await fillStorage(page)
  await fillIn(page)
  await send(page)
  await expect(heading(page, copy.sentTitle)).toBeFocused()
  expect(hubspot.submissions).toHaveLength(1)
  expectSubmission(hubspot.submissions[0])
})

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' })

  async function controlled(page: Page, hubspot: HubSpotControl, allowConsole: AllowConsole) {
    allowConsole(/ERR_INTERNET_DISCONNECTED|Failed to fetch|Failed to update a ServiceWorker/)
    await openWithEmbedBlocked(page, hubspot, allowConsole)
    await workerControls(page)
  }

  /** The ledger's word on the one application (src/application/ledger.ts). */
  const ledgerStatus = async (page: Page) =>
    (await ledgerRecords(page)).map((record) => `${record.status}${record.unanswered ? ', unanswered' : ''}`).join()

  /** Once a page hears the worker: its notices start once it has settled, just before it registers the worker (src/notifications.ts). */
  async function notified(page: Page) {
    await settled(page)
    await expect(page.locator('html[data-worker="registered"]')).toBeAttached()
  }

  /** Background Sync's event for the applications' queue, as Chromium fires it once back online (which Playwright's offline does not). */
  async function syncEvents(page: Page) {
    const cdp = await page.context().newCDPSession(page)
    const registration = new Promise<string>((found) =>
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const active = registrations.find((entry) => !entry.isDeleted)
        if (active) found(active.registrationId)
      }),
    )
    await cdp.send('ServiceWorker.enable')
    const registrationId = await registration
    const origin = new URL(page.url()).origin
    return {
      dispatch: () =>
        cdp.send('ServiceWorker.dispatchSyncEvent', {
          origin,
          registrationId,
          tag: 'workbox-background-sync:applications',
          lastChance: false,
        }),
    }
  }

  /** Offline for the page; for the worker, whose requests Playwright routes whatever the page's state, HubSpot cannot be reached. */
  async function submitOffline(page: Page, context: BrowserContext, hubspot: HubSpotControl) {
    await context.setOffline(true)
    hubspot.api = 'unreachable'
    await fillIn(page)
    await send(page)
    await expect(heading(page, copy.waitingTitle.offline)).toBeFocused()
  }

  test('an ordinary send shows one confirmation, nothing about waiting, and keeps nothing; the worker posts only the fields of a well-formed application, and only to HubSpot', async ({
    page,
    context,
    hubspot,
    allowConsole,
  }) => {
    await controlled(page, hubspot, allowConsole)
    await test.step('an ordinary send', async () => {
      await fillIn(page)
      await send(page)
      await expect(heading(page, copy.sentTitle)).toBeFocused()
      await expectNothingKept(page)
      // The worker never had it, so it can announce nothing later.
      await expect(page.getByText(pwa.toasts.applicationSent)).toHaveCount(0)
      for (const title of Object.values(copy.waitingTitle))
        await expect(page.getByText(title).filter({ visible: true })).toHaveCount(0)
      expect(hubspot.attempts).toBe(1)
      expectSubmission(hubspot.submissions[0])
    })

    await test.step('what pages post to the worker', async () => {
      const elsewhere: string[] = []
      await context.route('https://evil.example/**', (route) => {
        elsewhere.push(route.request().url())
        return route.abort()
      })
      await page.evaluate(async (values) => {
        const worker = (await navigator.serviceWorker.ready).active!
        const application = { id: 'from-a-page', savedAt: Date.now(), values }
        // The message of the release before, which named the address to post to.
        worker.postMessage({ type: 'application-send', id: 'old', url: 'https://evil.example/old', body: '{}' })
        worker.postMessage({
          type: 'application',
          application: { ...application, id: 'too-long', values: { ...values, message: 'x'.repeat(100_000) } },
        })
        worker.postMessage({ type: 'application', application, url: 'https://evil.example/new' })
      }, APPLICANT)
      await expect.poll(() => hubspot.submissions.length).toBe(2)
      expect(hubspot.submissions[1]).toMatchObject({ worker: true })
      expectSubmission(hubspot.submissions[1])
      await expectNothingKept(page)
      expect(hubspot.attempts).toBe(2)
      expect(elsewhere).toEqual([])
    })
  })

  test('offline, the application is saved on the device and sent once when the connection returns', async ({
    page,
    context,
    hubspot,
    allowConsole,
  }) => {
    await controlled(page, hubspot, allowConsole)
    await submitOffline(page, context, hubspot)
    // Background Sync, or (where it is off: it is in this test's Chromium) the worker at the next visit.
    await expect(page.getByText(copy.waitingText.sync).or(page.getByText(copy.waitingText.worker))).toBeVisible()
    expect(await axe(page)).toEqual([])
    hubspot.api = 'accept'
    await backOnline(context)
    await expect(heading(page, copy.sentTitle)).toBeFocused()
    await expect(toasts(page).getByText(pwa.toasts.applicationSent)).toBeVisible()
    expect(hubspot.submissions).toHaveLength(1)
    expectSubmission(hubspot.submissions[0])
    await expectNothingKept(page)
  })

  // One status: send.test.ts shows 408, 429, 500 and 503 answered alike.
  for (const [answer, status] of [['too-many', 429]] as const) {
    test(`waiting with every page closed, an answer ${status} keeps it, nothing is sent again before the wait is over, then it arrives once`, async ({
      page,
      context,
      hubspot,
      allowConsole,
    }) => {
      allowConsole(new RegExp(`status of ${status}`))
      await controlled(page, hubspot, allowConsole)
      await submitOffline(page, context, hubspot)
      await page.close()
      await context.setOffline(false)
      hubspot.api = answer
      const before = hubspot.attempts
      const home = await context.newPage()
      await visit(home, '/')
      await expect.poll(() => hubspot.attempts).toBe(before + 1)
      const form = await context.newPage()
      await form.goto('/get-started')
      await expect(heading(form, copy.waitingTitle.later)).toBeVisible()
      expect(hubspot.attempts).toBe(before + 1)
      expect(hubspot.submissions).toEqual([])
      hubspot.api = 'accept'
      await ledgerWaits(form, { end: true })
      const study = await context.newPage()
      await visit(study, studyPath)
      await expect(toasts(home).getByText(pwa.toasts.applicationSent)).toBeVisible()
      await expectNothingKept(study)
      expect(hubspot.submissions).toHaveLength(1)
      expectSubmission(hubspot.submissions[0])
    })
  }

  test('asked to wait an hour (429, Retry-After), no page and no worker sends before then, and the visitor is told so', async ({
    page,
    context,
    hubspot,
    allowConsole,
  }) => {
    allowConsole(/status of 429/)
    await controlled(page, hubspot, allowConsole)
    hubspot.api = 'wait-an-hour'
    await fillIn(page)
    await send(page)
    await expect(heading(page, copy.waitingTitle.later)).toBeFocused()
    await expect(page.getByText(copy.waitingTitle.unreachable)).toHaveCount(0)
    await expect(page.getByRole('button', { name: copy.retry })).toHaveCount(0)
    await expect(page.getByRole('link', { name: copy.emailLink })).toBeVisible()
    // The hour HubSpot gave, not the minute of the backoff.
    expect(await ledgerWaits(page)).toBeGreaterThan(59 * 60_000)
    for (const path of ['/', studyPath, '/get-started']) {
      const other = await context.newPage()
      await visit(other, path)
      if (path === '/get-started') await expect(heading(other, copy.waitingTitle.later)).toBeVisible()
    }
    await page.reload()
    await expect(heading(page, copy.waitingTitle.later)).toBeVisible()
    expect(hubspot.attempts).toBe(1)
    hubspot.api = 'accept'
    await ledgerWaits(page, { end: true })
    await page.reload()
    // The form says so, and a toast too where the worker delivered it.
    await expect(
      heading(page, copy.sentTitle).or(toasts(page).getByText(pwa.toasts.applicationSent)).first(),
    ).toBeVisible()
    await expectNothingKept(page)
    expect(hubspot.submissions).toHaveLength(1)
  })

  test('a form that opens while the worker is sending its application says how that send ended, and sends nothing itself', async ({
    page,
    context,
    hubspot,
    allowConsole,
  }) => {
    allowConsole(/status of 429/)
    await controlled(page, hubspot, allowConsole)
    await submitOffline(page, context, hubspot)
    const before = hubspot.attempts
    hubspot.workerApi = 'held'
    // Back online, the worker sends at once; HubSpot holds the send until it answers.
    await backOnline(context)
    await expect.poll(() => hubspot.held.length).toBe(1)
    const form = await context.newPage()
    await visit(form, '/get-started')
    await expect(form.getByRole('button', { name: copy.sending })).toBeVisible()
    hubspot.release('wait-an-hour')
    await expect(heading(form, copy.waitingTitle.later)).toBeVisible()
    expect(hubspot.attempts).toBe(before + 1)
    expect(await ledgerWaits(form)).toBeGreaterThan(59 * 60_000)
  })

  test('storage full and HubSpot out of reach: the page says the application is only on this page, offers the email link, and sends it once when tried again', async ({
    page,
    hubspot,
    allowConsole,
  }) => {
    await controlled(page, hubspot, allowConsole)
    await fillStorage(page)
    await page.evaluate(() => {
      Storage.prototype.setItem = () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
      }
    })
    hubspot.api = 'unreachable'
    await fillIn(page)
    await send(page)
    await expect(heading(page, copy.waitingTitle.unreachable)).toBeFocused()
    await expect(page.getByText(copy.waitingText.memory)).toBeVisible()
    expect((await emailLink(page)).searchParams.get('body')).toContain(APPLICANT.email!)
    await expect(page.getByText(copy.waitingText.sync).or(page.getByText(copy.waitingText.worker))).toHaveCount(0)
    hubspot.api = 'accept'
    await page.getByRole('button', { name: copy.retry }).click()
    await expect(heading(page, copy.sentTitle)).toBeFocused()
    expect(hubspot.submissions).toHaveLength(1)
  })

  test('the service worker’s storage full, the application kept in the page’s draft: said so truly, and sent once when the form opens again', async ({
    page,
    hubspot,
    allowConsole,
  }) => {
    await controlled(page, hubspot, allowConsole)
    await fillStorage(page)
    hubspot.api = 'unreachable'
    await fillIn(page)
    await send(page)
    await expect(heading(page, copy.waitingTitle.unreachable)).toBeFocused()
    await expect(page.getByText(copy.waitingText.page)).toBeVisible()
    await expect(page.getByRole('link', { name: copy.emailLink })).toBeVisible()
    expect(await queuedApplications(page)).toBe(0)
    hubspot.api = 'accept'
    await page.reload()
    await expect(heading(page, copy.sentTitle)).toBeFocused()
    expect(hubspot.submissions).toHaveLength(1)
    expectSubmission(hubspot.submissions[0])
  })

  test('refused while waiting, the application is announced on any page, with a way to the form that shows why', async ({
    page,
    context,
    hubspot,
    allowConsole,
  }) => {
    allowConsole(/status of 400/)
    await controlled(page, hubspot, allowConsole)
    await submitOffline(page, context, hubspot)
    await page.close()
    await context.setOffline(false)
    hubspot.api = 'invalid-email'
    const home = await context.newPage()
    await visit(home, '/')
    await expect(toasts(home).getByText(pwa.toasts.applicationRefused)).toBeVisible()
    await expect(toasts(home)).toContainText(notAnEmail)
    await home.getByRole('button', { name: pwa.toasts.openForm }).click()
    await hydrated(home)
    const email = home.getByLabel(label('email'), { exact: true })
    await expect(email).toHaveValue(APPLICANT.email!)
    await expect(email).toHaveAccessibleDescription(notAnEmail)
    await expect(home.getByRole('region', { name: copy.errorSummaryTitle })).toBeVisible()
    expect(await queuedApplications(home)).toBe(0)
  })

  test('discarded while waiting, the application leaves the device, the worker’s copy too, and is never sent', async ({
    page,
    context,
    hubspot,
    allowConsole,
  }) => {
    await controlled(page, hubspot, allowConsole)
    await submitOffline(page, context, hubspot)
    await expect.poll(() => queuedApplications(page)).toBe(1)
    await page.getByRole('button', { name: copy.discard }).click()
    await page.getByRole('button', { name: copy.discardConfirm }).click()
    await expect(form(page)).toBeVisible()
    await expectNothingKept(page)
    hubspot.api = 'accept'
    await context.setOffline(false)
    await page.reload()
    await hydrated(page)
    await expectNothingKept(page)
    expect(hubspot.submissions).toEqual([])
  })

  test('a page in its first seconds, with no draft on the device, still says an application the worker kept was sent', async ({
    page,
    context,
    hubspot,
    allowConsole,
  }) => {
    allowConsole(/ERR_BLOCKED_BY_CLIENT/)
    await controlled(page, hubspot, allowConsole)
    const syncs = await syncEvents(page)
    await submitOffline(page, context, hubspot)
    await page.evaluate(() => localStorage.clear())
    const other = await context.newPage()
    await visit(other, '/')
    await expect(other.locator('html[data-worker]')).not.toBeAttached()
    hubspot.api = 'accept'
    await context.setOffline(false)
    await syncs.dispatch()
    await expect(toasts(other).getByText(pwa.toasts.applicationSent)).toBeVisible()
    expect(hubspot.submissions).toHaveLength(1)
  })

  test('two tabs and a Background Sync coming back online together send the application once', async ({
    page,
    context,
    hubspot,
    allowConsole,
  }) => {
    allowConsole(/ERR_BLOCKED_BY_CLIENT/)
    await controlled(page, hubspot, allowConsole)
    const other = await context.newPage()
    await other.goto('/')
    await notified(other)
    const syncs = await syncEvents(page)
    await submitOffline(page, context, hubspot)
    hubspot.api = 'accept'
    // Online first: a sync event before it would fail as sync does offline; then the pages' `online` and the sync race.
    await backOnline(context)
    await syncs.dispatch()
    await expect(heading(page, copy.sentTitle)).toBeFocused()
    await expect(toasts(other).getByText(pwa.toasts.applicationSent)).toBeVisible()
    await expectNothingKept(page)
    expect(hubspot.submissions).toHaveLength(1)
    expectSubmission(hubspot.submissions[0])
  })

  test('Try again goes at once, by the worker, after a send with no answer too; every other page hears it was sent', async ({
    page,
    context,
    hubspot,
    allowConsole,
  }) => {
    await controlled(page, hubspot, allowConsole)
    const other = await context.newPage()
    await other.goto('/')
    await notified(other)
    await submitOffline(page, context, hubspot)
    await context.setOffline(false)
    // Back online, the worker tries at once and gets no answer, so it rests. Where that try dies depends on when
    // Playwright turns the worker's network back on (after the pages'), so the ledger says it, not the stand-in.
    await expect.poll(() => ledgerStatus(page)).toBe('resting, unanswered')
    await expect(
      heading(page, copy.waitingTitle.waiting).or(heading(page, copy.waitingTitle.unreachable)),
    ).toBeVisible()
    hubspot.api = 'accept'
    await page.getByRole('button', { name: copy.retry }).click()
    await expect(heading(page, copy.sentTitle)).toBeFocused()
    await expect(toasts(other).getByText(pwa.toasts.applicationSent)).toBeVisible()
    await expect(page.getByText(pwa.toasts.applicationSent)).toHaveCount(0)
    await expectNothingKept(page)
    expect(hubspot.submissions).toEqual([expect.objectContaining({ worker: true })])
  })
})
