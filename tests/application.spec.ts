import type { Page } from '@playwright/test'
import { copyIn, test, expect, hold, HUBSPOT_SCRIPT, visit } from './fixtures'
import { FORM_TIMEOUT_MS } from '../src/application/embed'
import { site } from '../src/content/site'

const { applicationForm, applicationPage, hero } = copyIn('en')
/** The first words our form shows: above its fields, only what they need. */
const firstLineOf = (page: Page) => page.getByRole('form', { name: applicationForm.label }).locator('p:visible').first()

interface RecordedCall {
  region: string
  portalId: string
  formId: string
  target: string
  onFormReady: string
}

test('the form provider is loaded on the application page only, with the configured ids', async ({ page, hubspot }) => {
  await visit(page, '/')
  expect(hubspot.requests).toEqual([])

  await page.getByRole('link', { name: hero.cta }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(applicationPage.title)
  await expect(page.getByText(applicationPage.text)).toBeVisible()
  const form = page.getByRole('form', { name: 'Stand-in HubSpot form' })
  await expect(form).toBeVisible()
  await expect(form.getByRole('textbox', { name: 'Work email' })).toBeEditable()
  await expect(page.getByText(applicationPage.loading)).toBeHidden()
  expect(hubspot.requests).toEqual([HUBSPOT_SCRIPT])
  const calls = await page.evaluate(() => (window as unknown as { __hubspotCalls: RecordedCall[] }).__hubspotCalls)
  expect(calls).toEqual([
    expect.objectContaining({
      region: 'na1',
      portalId: '00000000',
      formId: '00000000-0000-4000-8000-000000000000',
      target: '#application-form',
      onFormReady: 'function',
    }),
  ])
  await expect(page.getByRole('link', { name: applicationPage.back })).toHaveAttribute('href', '/')
})

test('when the provider fails, our own form shows in its place, beside the email link', async ({
  page,
  hubspot,
  allowConsole,
}) => {
  allowConsole(/ERR_BLOCKED_BY_CLIENT/)
  hubspot.mode = 'fail'
  await visit(page, '/get-started')
  await expect(page.getByRole('form', { name: applicationForm.label })).toBeVisible()
  await expect(firstLineOf(page), 'our form simply is the form: no word of another one').toHaveText(
    applicationForm.intro,
  )
  await expect(page.getByRole('link', { name: site.contactEmail })).toHaveAttribute(
    'href',
    `mailto:${site.contactEmail}?subject=${encodeURIComponent(applicationPage.emailSubject)}`,
  )
  await expect(page.getByText(applicationPage.loading)).toBeHidden()
  expect(hubspot.requests).toEqual([HUBSPOT_SCRIPT])
})

test('when the provider fails, our own form shows before our page’s code has come', async ({
  page,
  hubspot,
  allowConsole,
}) => {
  allowConsole(/ERR_BLOCKED_BY_CLIENT/)
  hubspot.mode = 'fail'
  const code = await hold(page)
  await page.goto('/get-started', { waitUntil: 'commit' })
  await expect(page.getByRole('form', { name: applicationForm.label })).toBeVisible()
  await expect(firstLineOf(page)).toHaveText(applicationForm.intro)
  expect(hubspot.requests).toEqual([HUBSPOT_SCRIPT])
  await expect.poll(() => code.count()).toBeGreaterThan(0)
  await code.release()
})

test('when the provider is too slow, our own form shows after a few seconds, whether or not our page’s code has come', async ({
  page,
  hubspot,
}) => {
  hubspot.mode = 'hang'
  await page.clock.install()
  const code = await hold(page)
  await page.goto('/get-started')
  await expect(page.getByRole('main').getByRole('status')).toHaveText(applicationPage.loading)
  await expect.poll(() => hubspot.requests).toEqual([HUBSPOT_SCRIPT])
  await page.clock.runFor(FORM_TIMEOUT_MS)
  await expect(page.getByRole('form', { name: applicationForm.label })).toBeVisible()
  await expect.poll(() => code.count()).toBeGreaterThan(0)
  await code.release()
})

test('offline, our own form shows at once and the embed is not tried', async ({ page, hubspot }) => {
  // Stand in for the browser's connection state; the real offline path is covered with the service worker.
  await page.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'onLine', { get: () => false, configurable: true }),
  )
  await visit(page, '/get-started')
  await expect(page.getByRole('form', { name: applicationForm.label })).toBeVisible()
  await expect(page.getByText(applicationForm.offlineNote)).toBeVisible()
  await expect(firstLineOf(page)).toHaveText(applicationForm.offlineNote)
  expect(hubspot.requests).toEqual([])
})
