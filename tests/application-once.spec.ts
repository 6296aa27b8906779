// Issue 44: one Send is one stored submission when HubSpot answers late or not at all, or the tab closes, and nothing typed stays once sent.
import type { Page } from '@playwright/test'
import {
  copyIn,
  expect,
  hydrated,
  queuedApplications,
  test,
  visit,
  workerControls,
  type HubSpotControl,
} from './fixtures'
import { backOnline, fillIn, fiveViews, ledgerRecords, openWithEmbedBlocked, send, type AllowConsole } from './own-form'
import { APPLICANT } from './site'
import { hubspotConfig, submissionUrl } from '../src/application/hubspot'
import { BACKOFF_MS } from '../src/application/ledger'
import { STILL_SENDING_MS } from '../src/application/send'
import { SETTLE_MS } from '../src/lib/settle'

const { applicationForm: copy, pwa } = copyIn('en')
/** The build's form, as the build read it. */
const applyPath = new URL(submissionUrl(hubspotConfig(process.env), 'http://site')).pathname
const heading = (page: Page, name: string) => page.getByRole('heading', { name })
/** What was typed, but the first name: "Ada" is in words of the site's own. */
const TYPED = ['lastname', 'email', 'phone', 'company', 'message'].map((name) => APPLICANT[name]!)

/** The longest wait the ledger holds, in ms from now (by the real clock, the worker's). */
const ledgerRest = async (page: Page) => {
  const now = Date.now()
  return Math.max(0, ...(await ledgerRecords(page)).map((record) => (record.until ?? now) - now))
}

/** Every place a page of the site can keep something (localStorage, each IndexedDB database, each cache), where it holds any of `values`. */
function tracesOf(values: string[]) {
  const found: string[] = []
  const look = (where: string, text: string) =>
    values.filter((value) => text.includes(value)).forEach((value) => found.push(`${where}: ${value}`))
  // A request body may be kept as bytes.
  const asText = (_key: string, value: unknown) =>
    value instanceof ArrayBuffer ? new TextDecoder().decode(value) : value
  const request = <T>(made: IDBRequest<T>) =>
    new Promise<T>(
      (done, fail) => ((made.onsuccess = () => done(made.result)), (made.onerror = () => fail(made.error))),
    )
  return (async () => {
    for (let index = 0; index < localStorage.length; index++)
      look(
        `localStorage ${localStorage.key(index)}`,
        `${localStorage.key(index)} ${localStorage.getItem(localStorage.key(index)!)}`,
      )
    for (const { name } of await indexedDB.databases()) {
      const db = await request(indexedDB.open(name!))
      for (const store of db.objectStoreNames)
        look(
          `IndexedDB ${name}/${store}`,
          JSON.stringify(await request(db.transaction(store).objectStore(store).getAll()), asText),
        )
      db.close()
    }
    for (const name of await caches.keys()) {
      const cache = await caches.open(name)
      for (const cached of await cache.keys())
        look(`cache ${name} ${cached.url}`, await (await cache.match(cached))!.text())
    }
    return found
  })()
}

for (const worker of [true, false]) {
  test.describe(worker ? 'with a service worker in control' : 'with no service worker', () => {
    test.use({ serviceWorkers: worker ? 'allow' : 'block' })

    async function ready(page: Page, hubspot: HubSpotControl, allowConsole: AllowConsole) {
      // Five page views and more, on a busy machine.
      test.slow()
      allowConsole(/ERR_CONNECTION_RESET|Failed to fetch|Failed to update a ServiceWorker/)
      if (!worker) await page.clock.install()
      await openWithEmbedBlocked(page, hubspot, allowConsole)
      if (worker) await workerControls(page)
      await fillIn(page)
    }

    test('HubSpot stores it and answers after 20 s: the form says it is still sending, then sent; five page views later, one stored submission', async ({
      page,
      context,
      hubspot,
      allowConsole,
    }) => {
      await ready(page, hubspot, allowConsole)
      hubspot.api = 'slow'
      await send(page)
      await expect.poll(() => hubspot.submissions.length).toBe(1)
      expect(hubspot.submissions[0]!.worker).toBe(worker)
      await expect(page.getByRole('button', { name: copy.sending })).toBeVisible()
      await expect(page.getByText(copy.stillSending)).toBeHidden()
      await page.clock.fastForward(STILL_SENDING_MS)
      await expect(page.getByRole('status').filter({ hasText: copy.stillSending })).toBeVisible()
      await page.clock.fastForward(20_000 - STILL_SENDING_MS)
      // A form opened meanwhile shows the send under way (the worker's, or this page's lock), and sends nothing itself.
      await fiveViews(context, hubspot, async (view) => {
        await expect(view.getByRole('button', { name: copy.sending })).toBeVisible()
      })
      hubspot.release()
      await expect(heading(page, copy.sentTitle)).toBeFocused()
      await expect(page.getByText(pwa.toasts.applicationSent)).toHaveCount(0)
      // Nothing waits any more: the form is empty again, and sends nothing.
      await page.reload()
      await hydrated(page)
      await expect(page.getByRole('form', { name: copy.label })).toBeVisible()
      expect(hubspot.attempts).toBe(1)
      expect(hubspot.submissions).toHaveLength(1)
      expect(await page.evaluate(() => localStorage.length)).toBe(0)
    })

    // With no worker, a reset is to the page the 502 of any send with no answer: application-own-form.spec.ts's no-worker resting test checks that.
    if (worker)
      test('the connection reset after HubSpot read it: it rests, and no page view or hand-over sends it again within the backoff', async ({
        page,
        context,
        hubspot,
        allowConsole,
      }) => {
        await ready(page, hubspot, allowConsole)
        hubspot.api = 'reset'
        await send(page)
        await expect(heading(page, copy.waitingTitle.unreachable)).toBeFocused()
        // The visitor's own Try again may still go at once.
        await expect(page.getByRole('button', { name: copy.retry })).toBeVisible()
        expect(await ledgerRest(page)).toBeGreaterThan(BACKOFF_MS - 10_000)
        hubspot.api = 'accept'
        await fiveViews(context, hubspot, async (view) => {
          await expect(heading(view, copy.waitingTitle.unreachable)).toBeVisible()
        })
        await page.reload()
        await expect(heading(page, copy.waitingTitle.unreachable)).toBeVisible()
        expect(hubspot.attempts).toBe(1)
        expect(hubspot.submissions).toHaveLength(1)
      })
  })
}

test.describe('with a service worker in control', () => {
  test.use({ serviceWorkers: 'allow' })

  test('a tab closed during Send: the worker sends it, once, and the next page says it was sent', async ({
    page,
    context,
    hubspot,
    allowConsole,
  }) => {
    allowConsole(/Failed to update a ServiceWorker/)
    await openWithEmbedBlocked(page, hubspot, allowConsole)
    await workerControls(page)
    await fillIn(page)
    hubspot.api = 'slow'
    await send(page)
    await expect.poll(() => hubspot.submissions.length).toBe(1)
    // The worker's send, through the site's own /api/apply: closing the tab cannot cut it.
    expect(hubspot.submissions.map((submission) => [submission.worker, submission.sentTo])).toEqual([[true, applyPath]])
    await page.close()
    hubspot.release()
    const next = await context.newPage()
    await visit(next, '/')
    // A page with no draft hears of the worker's sends once it has settled (src/entry-client.tsx): SETTLE_MS, on a clock running on.
    await expect(
      next.getByRole('region', { name: pwa.toasts.regionLabel }).getByText(pwa.toasts.applicationSent),
    ).toBeVisible({ timeout: SETTLE_MS + 7_000 })
    await visit(next, '/get-started')
    await expect(next.getByRole('form', { name: copy.label })).toBeVisible()
    expect(hubspot.attempts).toBe(1)
    expect(hubspot.submissions).toHaveLength(1)
    expect(await next.evaluate(tracesOf, TYPED)).toEqual([])
  })

  test('sent by Background Sync with every page of the site closed: nothing typed is left in any storage of the site', async ({
    page,
    context,
    hubspot,
    allowConsole,
  }) => {
    allowConsole(/ERR_INTERNET_DISCONNECTED|Failed to fetch|Failed to update a ServiceWorker/)
    await openWithEmbedBlocked(page, hubspot, allowConsole)
    await workerControls(page)
    const origin = new URL(page.url()).origin
    // Not a page of the site: the browser's own session, from which Chromium's sync is fired once back online.
    const blank = await context.newPage()
    const cdp = await context.newCDPSession(blank)
    const registration = new Promise<string>((found) =>
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const active = registrations.find((entry) => !entry.isDeleted && entry.scopeURL.startsWith(origin))
        if (active) found(active.registrationId)
      }),
    )
    await cdp.send('ServiceWorker.enable')
    const registrationId = await registration
    await context.setOffline(true)
    hubspot.api = 'unreachable'
    await fillIn(page)
    await send(page)
    await expect(heading(page, copy.waitingTitle.offline)).toBeFocused()
    await expect.poll(() => queuedApplications(page)).toBe(1)
    await page.close()
    hubspot.api = 'accept'
    await backOnline(context)
    await cdp.send('ServiceWorker.dispatchSyncEvent', {
      origin,
      registrationId,
      tag: 'workbox-background-sync:applications',
      lastChance: false,
    })
    await expect.poll(() => hubspot.submissions.length).toBe(1)
    expect([hubspot.submissions[0]!.worker, hubspot.submissions[0]!.sentTo]).toEqual([true, applyPath])
    // A document of the site's origin that runs none of its code: what is kept, as the sync left it.
    await blank.goto('/noscript.css')
    await expect.poll(() => blank.evaluate(tracesOf, TYPED)).toEqual([])
    expect(hubspot.submissions).toHaveLength(1)
  })
})
