/** Issue 44, "what is typed is what is sent, or the visitor is told": no answer cut, nothing invisible sent, no trap on a refusal no answer fixes. */
import type { Locator, Page } from '@playwright/test'
import { copyIn, expect, hold, LANGS, test, type Lang } from './fixtures'
import { fillIn, openWithEmbedBlocked, send } from './own-form'
import { APPLICANT, typedFields } from './site'
import { applicationText } from '../src/content/application'
import { intlLocale } from '../src/ground/locale'
import { fill } from '../src/ground/fill'
import { countMessage, tooLongMessage } from '../src/application/CharacterCount'

const PASTED = 10_000
/** The code that makes our form React's: held, the form is the served HTML alone. */
const FORM_CODE = /\/assets\/(mount|OwnForm)[^/]*\.js$/

function wordsIn(lang: Lang) {
  const words = copyIn(lang)
  const field = (name: string) => words.applicationFields.find((candidate) => candidate.name === name)!
  const message = field('message')
  const max = message.kind === 'textarea' ? message.maxLength : 0
  const input = (page: Page, name: string) => page.getByLabel(field(name).label, { exact: true })
  return { words, field, message, max, input, count: (left: number) => countMessage(words.applicationForm, lang, left) }
}

/** As a visitor pastes: from the clipboard, with the field focused. */
async function paste(page: Page, into: Locator, text: string) {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.evaluate((text) => navigator.clipboard.writeText(text), text)
  await into.fill('')
  await into.focus()
  await page.keyboard.press('ControlOrMeta+V')
}

/** The count as drawn beneath a field (its words for screen readers are a live region of their own). */
const countUnder = (field: Locator) => field.locator('xpath=..').locator('[data-count]')

const colorOf = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).color)

for (const lang of LANGS) {
  test(`in ${lang}, a paste far over the limit is kept whole, counted as too many, and refused on Send with nothing sent`, async ({
    page,
    hubspot,
    allowConsole,
  }) => {
    await page.clock.install()
    const { words, message, max, input, count } = wordsIn(lang)
    await openWithEmbedBlocked(page, hubspot, allowConsole, lang)
    await fillIn(page, APPLICANT, lang)
    const field = input(page, 'message')
    const shown = countUnder(field)
    await expect(shown).toHaveText(count(max - [...APPLICANT.message!].length))
    await expect(shown).toBeVisible()
    const underColor = await colorOf(shown)

    const long = 'x'.repeat(PASTED)
    await paste(page, field, long)
    await expect(field).toHaveValue(long)
    await expect(shown).toHaveText(count(max - PASTED))
    await expect(shown).toBeVisible()
    expect(await colorOf(shown)).not.toBe(underColor)

    await send(page, lang)
    const summary = page.getByRole('region', { name: words.applicationForm.errorSummaryTitle })
    await expect(summary).toBeFocused()
    const error = tooLongMessage(message, applicationText(lang))!
    await expect(summary.getByRole('link')).toHaveText([error])
    await expect(field).toHaveAccessibleDescription(new RegExp(error.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    // The count over the limit is drawn as the error is.
    expect(await colorOf(shown)).toBe(await colorOf(field.locator('xpath=..').getByText(error, { exact: true })))
    await expect(field).toHaveValue(long)
    expect(hubspot.attempts).toBe(0)

    // Cut down to the limit by the visitor, it goes.
    await field.fill('x'.repeat(max))
    await expect(shown).toHaveText(count(0))
    await send(page, lang)
    await expect(page.getByRole('heading', { name: words.applicationForm.sentTitle })).toBeFocused()
    expect(hubspot.submissions[0]?.body.fields.find((sent) => sent.name === 'message')?.value).toHaveLength(max)
  })
}

test('an answer of a zero-width space alone is missing, and nothing is sent', async ({
  page,
  hubspot,
  allowConsole,
}) => {
  await page.clock.install()
  const { words, field } = wordsIn('en')
  await openWithEmbedBlocked(page, hubspot, allowConsole)
  await fillIn(page, { ...APPLICANT, lastname: '\u200B' })
  await send(page)
  const summary = page.getByRole('region', { name: words.applicationForm.errorSummaryTitle })
  await expect(summary).toBeFocused()
  await expect(summary.getByRole('link')).toHaveText([field('lastname').missing!])
  expect(hubspot.attempts).toBe(0)
})

test('no bidirectional override or other invisible character reaches HubSpot', async ({
  page,
  hubspot,
  allowConsole,
}) => {
  await page.clock.install()
  const { words } = wordsIn('en')
  await openWithEmbedBlocked(page, hubspot, allowConsole)
  await fillIn(page, {
    ...APPLICANT,
    firstname: `${APPLICANT.firstname}\u202E`,
    company: `\u2066${APPLICANT.company}\u2069`,
    message: `${APPLICANT.message}\u200B\u0007`,
  })
  await send(page)
  await expect(page.getByRole('heading', { name: words.applicationForm.sentTitle })).toBeFocused()
  const sent = Object.fromEntries(
    typedFields(hubspot.submissions[0]!.body.fields).map(({ name, value }) => [name, value]),
  )
  expect(sent).toEqual(APPLICANT)
})

test('a refusal no answer can fix (INVALID_OPTION) says it could not be accepted, with the email link, and marks no field', async ({
  page,
  hubspot,
  allowConsole,
}) => {
  await page.clock.install()
  const { words, input } = wordsIn('en')
  allowConsole(/status of 400/)
  await openWithEmbedBlocked(page, hubspot, allowConsole)
  await fillIn(page)
  hubspot.api = 'invalid-option'
  await send(page)
  await expect(page.getByRole('alert').getByRole('heading', { name: words.applicationForm.refusedTitle })).toBeFocused()
  const link = page.getByRole('link', { name: words.applicationForm.emailLink })
  await expect(link).toBeVisible()
  expect(new URL((await link.getAttribute('href'))!).searchParams.get('body')).toContain(APPLICANT.message)
  await expect(page.getByRole('region', { name: words.applicationForm.errorSummaryTitle })).toHaveCount(0)
  await expect(page.locator('[aria-invalid="true"]')).toHaveCount(0)
  await expect(input(page, 'firstname')).toHaveValue(APPLICANT.firstname!)
})

test('served before its code, the form cuts nothing pasted and states the limit; the count takes over when the code comes', async ({
  page,
  hubspot,
  allowConsole,
}) => {
  const { words, input, count, max } = wordsIn('en')
  const code = await hold(page, FORM_CODE)
  await openWithEmbedBlocked(page, hubspot, allowConsole)
  const field = input(page, 'message')
  const limit = page.getByText(
    fill(words.applicationForm.characterLimit, { count: new Intl.NumberFormat(intlLocale.en).format(max) }),
    { exact: true },
  )
  await expect(limit).toBeVisible()
  await expect(field).toHaveAccessibleDescription(new RegExp(await limit.innerText()))
  const long = 'x'.repeat(max + 1_000)
  await paste(page, field, long)
  await expect(field).toHaveValue(long)
  await expect.poll(() => code.count()).toBeGreaterThan(0)

  await code.release()
  await expect(countUnder(field)).toHaveText(count(-1_000))
  await expect(countUnder(field)).toBeVisible()
  await expect(field).toHaveValue(long)
  // Still read with the field, no longer drawn.
  await expect(field).toHaveAccessibleDescription(new RegExp(await limit.innerText()))
  expect((await limit.boundingBox())?.width).toBeLessThanOrEqual(1)
})
