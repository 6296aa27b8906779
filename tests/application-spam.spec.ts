import type { Page } from '@playwright/test'
import { copyIn, expect, test, type Submission } from './fixtures'
import { form, openWithEmbedBlocked } from './own-form'
import { fillApplication } from './cross-browser/in-page'
import { APPLICANT, typedFields } from './site'
import { HONEYPOT_NAME, MIN_FILL_MS } from '../src/application/spam'
import { PAINTED_ATTRIBUTE } from '../src/application/traps'

const { applicationFields, applicationForm: copy, applicationPage, consentField } = copyIn('en')
const honeypot = (page: Page) => page.locator(`input[name="${HONEYPOT_NAME}"]`)
const sendButton = (page: Page) => page.getByRole('button', { name: copy.submit })
const refusal = (page: Page) => page.getByRole('alert').getByRole('heading', { name: copy.refusedTitle })
const sentAll = (submissions: Submission[]) => submissions.map((submission) => typedFields(submission.body.fields))
const applicant = Object.entries(APPLICANT).map(([name, value]) => ({ name, value }))
/** What is left of a person's minimum time, by the page's clock. */
const timeLeft = (page: Page) =>
  page.evaluate(([attribute, min]) => min - (Date.now() - Number(document.documentElement.getAttribute(attribute))), [
    PAINTED_ATTRIBUTE,
    MIN_FILL_MS,
  ] as const)

test('a script that fills the hidden field is not sent, however long it takes, and is told only that the application could not be accepted', async ({
  page,
  hubspot,
  allowConsole,
}) => {
  await page.clock.install()
  await openWithEmbedBlocked(page, hubspot, allowConsole)
  await page.evaluate(fillApplication, APPLICANT)
  await honeypot(page).evaluate((input: HTMLInputElement, value) => (input.value = value), 'https://spam.example')
  await page.clock.fastForward(MIN_FILL_MS)
  await sendButton(page).click()
  await expect(refusal(page)).toBeFocused()
  await expect(page.getByRole('link', { name: copy.emailLink })).toBeVisible()
  expect(hubspot.attempts).toBe(0)
  expect(await page.evaluate(() => Object.values(localStorage).join())).not.toContain('spam.example')
})

test('Send pressed by a script with no time passed since the form was painted is not sent; the same Send once a person could have filled it is', async ({
  page,
  hubspot,
  allowConsole,
}) => {
  // The page's timers run; its clock does not move until told. A script's fill and press: no waiting on frames.
  await page.clock.setFixedTime(Date.now())
  await openWithEmbedBlocked(page, hubspot, allowConsole)
  await page.evaluate(fillApplication, APPLICANT)
  const press = () => sendButton(page).evaluate((button: HTMLButtonElement) => button.click())
  await press()
  await expect(refusal(page)).toBeFocused()
  expect(hubspot.attempts).toBe(0)
  await page.clock.setFixedTime(Date.now() + MIN_FILL_MS)
  await press()
  await expect(page.getByRole('heading', { name: copy.sentTitle })).toBeFocused()
  expect(sentAll(hubspot.submissions)).toEqual([applicant])
})

test("a browser's autofill of every field at once, sent after the minimum time, is sent", async ({
  page,
  hubspot,
  allowConsole,
}) => {
  await page.clock.install()
  await openWithEmbedBlocked(page, hubspot, allowConsole)
  await page.evaluate(fillApplication, APPLICANT)
  await page.clock.fastForward(Math.max(0, await timeLeft(page)))
  await sendButton(page).click()
  await expect(page.getByRole('heading', { name: copy.sentTitle })).toBeFocused()
  expect(sentAll(hubspot.submissions)).toEqual([applicant])
})

test('a fast keyboard user never reaches the hidden field, and is sent at the minimum time', async ({
  page,
  hubspot,
  allowConsole,
}) => {
  await page.clock.install()
  await openWithEmbedBlocked(page, hubspot, allowConsole)
  const focused = () =>
    page.evaluate(() => document.activeElement?.getAttribute('name') ?? document.activeElement?.textContent ?? '')
  const walked: string[] = []
  await page.getByLabel(applicationFields[0]!.label, { exact: true }).focus()
  for (const field of applicationFields) {
    walked.push(await focused())
    if (field.kind === 'choice') await page.keyboard.press('ArrowDown')
    else await page.keyboard.type(APPLICANT[field.name] ?? '')
    await page.keyboard.press('Tab')
  }
  walked.push(await focused())
  await page.keyboard.press('Space')
  for (let step = 0; step < 2; step++) {
    await page.keyboard.press('Tab')
    walked.push((await focused()).trim())
  }
  expect(walked).toEqual([
    ...applicationFields.map((field) => field.name),
    consentField.name,
    applicationPage.privacyLink,
    copy.submit,
  ])
  await page.clock.fastForward(Math.max(0, await timeLeft(page)))
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { name: copy.sentTitle })).toBeFocused()
  expect(hubspot.submissions).toHaveLength(1)
})

test('the hidden field is served in the page, drawn as nothing, and absent from what a screen reader is given', async ({
  page,
  hubspot,
  allowConsole,
}) => {
  const html = await (await page.request.get('/get-started')).text()
  await openWithEmbedBlocked(page, hubspot, allowConsole)
  const served = await page.evaluate(
    ([html, name]) => {
      const input = new DOMParser()
        .parseFromString(html, 'text/html')
        .querySelector<HTMLInputElement>(`form[data-own-form] input[name="${name}"]`)
      return (
        input && {
          inert: Boolean(input.closest('[inert][aria-hidden="true"]')),
          tabIndex: input.tabIndex,
          autocomplete: input.autocomplete,
        }
      )
    },
    [html, HONEYPOT_NAME] as const,
  )
  expect(served).toEqual({ inert: true, tabIndex: -1, autocomplete: 'off' })
  const box = (await honeypot(page).locator('..').boundingBox())!
  expect(box.width * box.height).toBeLessThanOrEqual(1)
  // Every text field a screen reader finds is one of the form's own, and the tree never names the hidden one.
  const textFields = applicationFields.filter((field) => field.kind !== 'choice').map((field) => field.label)
  await expect(form(page).getByRole('textbox')).toHaveCount(textFields.length)
  const tree = await form(page).ariaSnapshot()
  expect(tree.match(/- textbox/g)).toHaveLength(textFields.length)
  await honeypot(page).focus()
  await expect(honeypot(page)).not.toBeFocused()
})
