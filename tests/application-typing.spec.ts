import { cpSync, readdirSync, renameSync, rmSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import type { Page, TestInfo } from '@playwright/test'
import { axe, copyIn, test, expect, hold, LANGS, type Lang } from './fixtures'
import { fillIn, openWithEmbedBlocked, tookAPersonsTime, type AllowConsole } from './own-form'
import { APPLICANT, typedFields } from './site'
import { createStaticServer, stopServer } from '../scripts/hosting/serve.mjs'
import { applicationText } from '../src/content/application'
import { applicationEmail } from '../src/application/email'
import { DRAFT_KEY, type Draft } from '../src/application/draft'

/** The code that makes our form React's: held, the form is the served HTML alone. */
const FORM_CODE = /\/assets\/(mount|OwnForm)[^/]*\.js$/
const DIST = join(import.meta.dirname, '..', 'dist')

const field = (page: Page, name: string, lang: Lang = 'en') =>
  page.getByLabel(copyIn(lang).applicationFields.find((spec) => spec.name === name)!.label, { exact: true })
const sendButton = (page: Page, lang: Lang = 'en') =>
  page.getByRole('button', { name: copyIn(lang).applicationForm.submit })
const ownForm = (page: Page) => page.locator('[data-island="OwnForm"]')
const draft = (page: Page) =>
  page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null') as Draft | null, DRAFT_KEY)

/** Every field as typed, the package's label as chosen: what the visitor sees in the form. */
async function expectTyped(page: Page, lang: Lang = 'en') {
  for (const spec of copyIn(lang).applicationFields) {
    const value = APPLICANT[spec.name]!
    if (spec.kind === 'choice')
      await expect(
        page.getByRole('radio', { name: spec.options![spec.values.indexOf(value)]!, exact: true }),
      ).toBeChecked()
    else await expect(field(page, spec.name, lang)).toHaveValue(value)
  }
}

/** Not pending, and drawn still: no pulse. */
async function expectSendAtRest(page: Page) {
  await expect(sendButton(page)).not.toHaveAttribute('data-pending')
  await expect.poll(() => sendButton(page).evaluate((button) => button.getAnimations().length)).toBe(0)
  await expect(sendButton(page)).toBeVisible()
}

/** Offline or gone, the form's code fails to load; offline, so may the notices, which start once the page has settled. */
function allowFailedLoads(allowConsole: AllowConsole) {
  allowConsole(/The (OwnForm island|notifications) could not load|Failed to load resource|ERR_INTERNET_DISCONNECTED/)
}

/** This build on a server of its own, whose form chunk can be removed (a deploy) and brought back (the next release's page). */
async function release(testInfo: TestInfo) {
  const site = testInfo.outputPath('site')
  cpSync(DIST, site, { recursive: true })
  const server = createStaticServer(site)
  await new Promise<void>((done) => server.listen(0, 'localhost', done))
  const chunk = join(
    site,
    'assets',
    readdirSync(join(site, 'assets')).find((file) => /^OwnForm.*\.js$/.test(file))!,
  )
  return {
    base: `http://localhost:${(server.address() as AddressInfo).port}`,
    removeChunk: () => renameSync(chunk, `${chunk}.gone`),
    restoreChunk: () => renameSync(`${chunk}.gone`, chunk),
    close: async () => {
      await stopServer(server)
      rmSync(site, { recursive: true, force: true })
    },
  }
}

for (const lang of LANGS) {
  test(`${lang}: what is typed before the form's code arrives is kept as the draft, none of it the consent, and is back after a reload with no code ever loaded`, async ({
    page,
    hubspot,
    allowConsole,
  }) => {
    const code = await hold(page, FORM_CODE)
    await openWithEmbedBlocked(page, hubspot, allowConsole, lang)
    await fillIn(page, APPLICANT, lang)
    await expect.poll(code.count).toBeGreaterThan(0)
    await expect(ownForm(page)).not.toHaveAttribute('data-hydrated')

    const kept = await draft(page)
    expect(kept).toEqual({ savedAt: expect.any(Number), values: APPLICANT, lang })

    await page.reload()
    await expectTyped(page, lang)
    await expect(page.getByRole('checkbox', { name: copyIn(lang).consentField.label })).not.toBeChecked()
    await expect(page.getByText(copyIn(lang).applicationForm.restored)).toBeVisible()
    await expect(ownForm(page)).not.toHaveAttribute('data-hydrated')
  })
}

test('the form’s code takes over the draft with one write per keystroke, and nothing typed on this page is called put back', async ({
  page,
  hubspot,
  allowConsole,
}) => {
  await page.addInitScript((key) => {
    const writes: string[] = ((window as unknown as { draftWrites: string[] }).draftWrites = [])
    const setItem = Storage.prototype.setItem
    Storage.prototype.setItem = function (name: string, value: string) {
      if (name === key) writes.push(value)
      setItem.call(this, name, value)
    }
  }, DRAFT_KEY)
  const writes = () => page.evaluate(() => (window as unknown as { draftWrites: string[] }).draftWrites.length)
  const code = await hold(page, FORM_CODE)
  await openWithEmbedBlocked(page, hubspot, allowConsole)
  const firstname = field(page, 'firstname')
  await firstname.click()
  await page.keyboard.type('Ad')
  expect(await writes()).toBe(2)

  await code.release()
  await expect(ownForm(page)).toHaveAttribute('data-hydrated')
  // The island had it all already: nothing to write as it takes over.
  expect(await writes()).toBe(2)
  await page.keyboard.type('a')
  await expect(firstname).toHaveValue('Ada')
  await expect.poll(writes).toBe(3)
  expect((await draft(page))?.values).toEqual({ firstname: 'Ada' })
  await expect(page.getByText(copyIn('en').applicationForm.restored)).toBeHidden()
})

test('typing before the form’s code arrives never replaces another application waiting to be sent', async ({
  page,
  hubspot,
  allowConsole,
}) => {
  await hold(page, FORM_CODE)
  await openWithEmbedBlocked(page, hubspot, allowConsole)
  await field(page, 'firstname').fill('Ad')
  expect((await draft(page))?.values).toEqual({ firstname: 'Ad' })
  const waiting: Draft = { id: 'another-tab', savedAt: Date.now(), values: { firstname: 'Grace' }, lang: 'en' }
  // Sent from another tab meanwhile: it is in the storage they share.
  await page.evaluate(([key, value]) => localStorage.setItem(key, JSON.stringify(value)), [DRAFT_KEY, waiting] as const)
  await field(page, 'firstname').fill('Ada')
  await expect(field(page, 'firstname')).toHaveValue('Ada')
  expect(await draft(page)).toEqual(waiting)
})

test('offline before the form’s code came, Send is kept and said so; back online the code loads and the application goes, once', async ({
  page,
  context,
  hubspot,
  allowConsole,
}) => {
  await page.clock.install()
  allowFailedLoads(allowConsole)
  const words = copyIn('en').applicationPage.unavailable
  await openWithEmbedBlocked(page, hubspot, allowConsole)
  await context.setOffline(true)
  await fillIn(page)
  await tookAPersonsTime(page)
  await sendButton(page).click()

  await expect(page.getByRole('heading', { name: words.offlineTitle })).toBeFocused()
  await expect(page.getByText(words.offlineText)).toBeVisible()
  await expect(sendButton(page)).toHaveAttribute('data-pending', 'true')
  await expect(ownForm(page)).not.toHaveAttribute('data-hydrated')
  expect((await draft(page))?.values).toEqual(APPLICANT)

  await context.setOffline(false)
  await expect(page.getByRole('heading', { name: copyIn('en').applicationForm.sentTitle })).toBeFocused()
  await expect(page.getByText(words.offlineText)).toBeHidden()
  expect(hubspot.submissions).toHaveLength(1)
  expect(typedFields(hubspot.submissions[0]!.body.fields)).toEqual(
    Object.entries(APPLICANT).map(([name, value]) => ({ name, value })),
  )
})

for (const when of ['between load and the first touch', 'while offline']) {
  test(`the form’s chunk gone ${when}: Send says so in words with the email link and stops pulsing, and a reload brings back what was typed`, async ({
    page,
    context,
    hubspot,
    allowConsole,
  }, testInfo) => {
    allowFailedLoads(allowConsole)
    const { applicationPage, applicationForm } = copyIn('en')
    const words = applicationPage.unavailable
    const site = await release(testInfo)
    try {
      await openWithEmbedBlocked(page, hubspot, allowConsole, 'en', site.base)
      if (when === 'while offline') {
        await context.setOffline(true)
        await fillIn(page)
        await sendButton(page).click()
        await expect(page.getByRole('heading', { name: words.offlineTitle })).toBeFocused()
        site.removeChunk()
        await context.setOffline(false)
      } else {
        site.removeChunk()
        await fillIn(page)
        await sendButton(page).click()
      }

      await expect(page.getByRole('heading', { name: words.title })).toBeFocused()
      await expect(page.getByText(words.text)).toBeVisible()
      await expect(page.getByText(words.offlineText)).toBeHidden()
      const email = page.getByRole('link', { name: applicationForm.emailLink })
      await expect(email).toBeVisible()
      await expect(email).toHaveAttribute('href', applicationEmail(APPLICANT, applicationText('en')))
      await expectSendAtRest(page)
      expect(hubspot.attempts).toBe(0)
      expect(await axe(page)).toEqual([])

      // The next release is up: its page puts back what was typed.
      site.restoreChunk()
      await page.reload()
      await expectTyped(page)
      await expect(page.getByRole('heading', { name: words.title })).toBeHidden()
    } finally {
      await site.close()
    }
  })
}

test('where the browser keeps nothing, the message promises no safe reload, and still gives the email link', async ({
  page,
  hubspot,
  allowConsole,
}) => {
  allowFailedLoads(allowConsole)
  // Storage full, or turned off for this site.
  await page.addInitScript(() => {
    Storage.prototype.setItem = () => {
      throw new DOMException('Full', 'QuotaExceededError')
    }
  })
  const { applicationPage, applicationForm } = copyIn('en')
  await openWithEmbedBlocked(page, hubspot, allowConsole)
  await page.route(/\/assets\/OwnForm[^/]*\.js$/, (route) => route.fulfill({ status: 404, body: 'Not found' }))
  await fillIn(page)
  await sendButton(page).click()
  await expect(page.getByRole('heading', { name: applicationPage.unavailable.title })).toBeFocused()
  await expect(page.getByText(applicationPage.unavailable.text)).toBeHidden()
  await expect(page.getByRole('link', { name: applicationForm.emailLink })).toHaveAttribute(
    'href',
    applicationEmail(APPLICANT, applicationText('en')),
  )
  await expectSendAtRest(page)
})

test('an application waiting on the device whose form’s code cannot load: the page says so, never loading for ever', async ({
  page,
  allowConsole,
}) => {
  allowFailedLoads(allowConsole)
  const { applicationPage, applicationForm } = copyIn('en')
  await page.goto('/privacy')
  const waiting: Draft = { id: 'waiting-here', savedAt: Date.now(), values: APPLICANT, lang: 'en' }
  await page.evaluate(([key, value]) => localStorage.setItem(key, JSON.stringify(value)), [DRAFT_KEY, waiting] as const)
  await page.route(/\/assets\/OwnForm[^/]*\.js$/, (route) => route.fulfill({ status: 404, body: 'Not found' }))
  await page.goto('/get-started')
  await expect(page.getByRole('heading', { name: applicationPage.unavailable.title })).toBeVisible()
  await expect(page.getByText(applicationPage.loading)).toBeHidden()
  await expect(page.getByRole('link', { name: applicationForm.emailLink })).toHaveAttribute(
    'href',
    applicationEmail(APPLICANT, applicationText('en')),
  )
})
