import type { Page } from '@playwright/test'
import { copyIn, test, expect, hold } from './fixtures'
import { openWithEmbedBlocked, tookAPersonsTime } from './own-form'
import { APPLICANT, typedFields } from './site'
import { emulateSlowPhone } from '../scripts/measure/slow-phone.mjs'
import { DRAFT_KEY } from '../src/application/draft'

const { applicationFields, consentField, applicationForm: copy } = copyIn('en')
const label = (name: string) => applicationFields.find((field) => field.name === name)!.label
const field = (page: Page, name: string) => page.getByLabel(label(name), { exact: true })
const ownForm = (page: Page) => page.locator('[data-island="OwnForm"]')
/** The code that makes our form React's: held, the form is the served HTML alone. */
const FORM_CODE = /\/assets\/(mount|OwnForm)[^/]*\.js$/

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true })

test('with a draft, our form shows it at first paint, and what is typed before any script runs is kept, with the caret and focus', async ({
  page,
}) => {
  await page.goto('/privacy')
  await page.evaluate(([key, values]) => localStorage.setItem(key, JSON.stringify({ savedAt: Date.now(), values })), [
    DRAFT_KEY,
    { firstname: APPLICANT.firstname },
  ] as const)
  await emulateSlowPhone(await page.context().newCDPSession(page))
  const scripts = await hold(page)
  await page.goto('/get-started', { waitUntil: 'commit' })
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0)
  await expect(field(page, 'firstname')).toHaveValue(APPLICANT.firstname!)

  const company = field(page, 'company')
  await company.click()
  await page.keyboard.type(APPLICANT.company!)
  for (let step = 0; step < 3; step++) await page.keyboard.press('ArrowLeft')
  await expect(ownForm(page)).not.toHaveAttribute('data-hydrated')
  await scripts.release()

  await expect(ownForm(page)).toHaveAttribute('data-hydrated')
  await expect(company).toBeFocused()
  const caret = APPLICANT.company!.length - 3
  expect(await company.evaluate((input: HTMLInputElement) => [input.selectionStart, input.selectionEnd])).toEqual([
    caret,
    caret,
  ])
  await page.keyboard.type('X')
  const typed = `${APPLICANT.company!.slice(0, caret)}X${APPLICANT.company!.slice(caret)}`
  await expect(company).toHaveValue(typed)
  // The form's own state holds it: it keeps it in the draft, beside the one put back.
  const draft = await page.evaluate((key) => JSON.parse(localStorage.getItem(key)!).values, DRAFT_KEY)
  expect(draft).toMatchObject({ firstname: APPLICANT.firstname, company: typed })
})

test('HubSpot’s form blocked, ours works as HTML before its code arrives: what is typed and the Send pressed meanwhile go, once', async ({
  page,
  hubspot,
  allowConsole,
}) => {
  await page.clock.install()
  const code = await hold(page, FORM_CODE)
  await openWithEmbedBlocked(page, hubspot, allowConsole)
  for (const [name, value] of Object.entries(APPLICANT)) {
    const spec = applicationFields.find((candidate) => candidate.name === name)!
    if (spec.kind === 'choice')
      await page.getByText(spec.options![spec.values.indexOf(value)]!, { exact: true }).click()
    else await field(page, name).fill(value)
  }
  await page.getByText(consentField.label, { exact: true }).click()
  await expect(page.getByRole('checkbox', { name: consentField.label })).toBeChecked()
  const send = page.getByRole('button', { name: copy.submit })
  await tookAPersonsTime(page)
  await send.click()
  await expect(send).toHaveAttribute('data-pending', 'true')
  expect(code.count()).toBeGreaterThan(0)
  expect(hubspot.attempts).toBe(0)

  await code.release()
  await expect(page.getByRole('heading', { name: copy.sentTitle })).toBeFocused()
  expect(hubspot.submissions).toHaveLength(1)
  expect(typedFields(hubspot.submissions[0]!.body.fields)).toEqual(
    Object.entries(APPLICANT).map(([name, value]) => ({ name, value })),
  )
})
