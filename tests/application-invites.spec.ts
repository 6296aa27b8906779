import type { Locator, Page } from '@playwright/test'
import sharp from 'sharp'
import {
  axe,
  copyIn,
  test,
  expect,
  hydrateIslands,
  LANGS,
  observeShifts,
  VIEWPORTS,
  visit,
  type HubSpotControl,
  type Lang,
} from './fixtures'
import { form } from './own-form'
import { DRAFT_KEY } from '../src/application/draft'
import { packageSlug } from '../src/application/package'
import { PACKAGE_FIELD } from '../src/content/application-fields'

const STAND_IN_FORM = 'Stand-in HubSpot form'
const standIn = (page: Page) => page.getByRole('form', { name: STAND_IN_FORM })
const withPackage = (lang: Lang, name: string) => `${copyIn(lang).at('/get-started')}?package=${packageSlug(name)}`
const packageOption = (page: Page, lang: Lang, name: string) => {
  const field = copyIn(lang).applicationFields.find((candidate) => candidate.name === PACKAGE_FIELD)!
  const values = field.kind === 'choice' ? field.values : []
  return page.getByRole('radio', { name: field.options?.[values.indexOf(name)] ?? name, exact: true })
}

/** The viewport ends just below the footer's top: a form of another size than the skeleton would move it into view. */
async function footerInView(page: Page) {
  const footer = (await page.getByRole('contentinfo').boundingBox())!
  await page.setViewportSize({ width: page.viewportSize()!.width, height: Math.round(footer.y + 120) })
}

/** The share of a box's pixels unlike the ground colour (rgb): what is drawn in it. */
async function drawnIn(page: Page, box: { x: number; y: number; width: number; height: number }, ground: string) {
  const { data, info } = await sharp(await page.screenshot({ clip: box }))
    .raw()
    .toBuffer({ resolveWithObject: true })
  const [r, g, b] = ground.match(/\d+/g)!.map(Number)
  let drawn = 0
  for (let at = 0; at < data.length; at += info.channels)
    if (Math.abs(data[at]! - r!) + Math.abs(data[at + 1]! - g!) + Math.abs(data[at + 2]! - b!) > 12) drawn++
  return drawn / (info.width * info.height)
}

const card = (page: Page) => page.locator('[data-own-form-island]').locator('..').locator('..')

for (const viewport of [VIEWPORTS[0], VIEWPORTS[2]]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport })

    test('while HubSpot’s form loads, the visitor is told so without a WCAG violation, our form’s fields are drawn as grey blocks, and nothing moves when HubSpot’s renders', async ({
      page,
      hubspot,
    }) => {
      const shifts = await observeShifts(page)
      hubspot.mode = 'held'
      await visit(page, '/get-started')
      const { loading } = copyIn('en').applicationPage
      await expect(page.getByRole('main').getByRole('status')).toHaveText(loading)
      await expect(page.getByText(loading)).toBeVisible()
      // One scan of the loading state is enough: at the desktop width, where it has always been made.
      if (viewport.width === 1280) expect(await axe(page), 'the form loading').toEqual([])
      await expect(form(page)).toBeHidden()
      const surface = await card(page).evaluate((element) => getComputedStyle(element).backgroundColor)
      await footerInView(page)
      const first = (await page.locator('[data-own-form-island] [data-field]').first().boundingBox())!
      expect(await drawnIn(page, first, surface), 'the first field is drawn as blocks').toBeGreaterThan(0.3)
      await shifts.from()
      const before = (await card(page).boundingBox())!

      await hubspot.releaseScript()
      await expect(standIn(page)).toBeVisible()
      expect(await shifts.total()).toBeLessThanOrEqual(0.01)
      expect(await card(page).boundingBox()).toEqual(before)
    })

    test('when our form takes the place of HubSpot’s, it has exactly the skeleton’s room', async ({
      page,
      hubspot,
      allowConsole,
    }) => {
      allowConsole(/ERR_BLOCKED_BY_CLIENT/)
      const shifts = await observeShifts(page)
      hubspot.mode = 'held'
      await visit(page, '/get-started')
      await footerInView(page)
      await shifts.from()
      const before = (await card(page).boundingBox())!
      const skeleton = (await page.locator('[data-own-form-island] [data-field]').last().boundingBox())!
      await expect.poll(() => hubspot.heldScripts.length).toBe(1)
      await hubspot.heldScripts[0]!.abort('blockedbyclient')
      await expect(form(page)).toBeVisible()
      expect(await shifts.total()).toBeLessThanOrEqual(0.01)
      expect(await card(page).boundingBox()).toEqual(before)
      expect(await page.locator('[data-own-form-island] [data-field]').last().boundingBox()).toEqual(skeleton)
    })
  })
}

test('the loading skeleton pulses, but not where the visitor asks for reduced motion', async ({ page, hubspot }) => {
  hubspot.mode = 'hang'
  await visit(page, '/get-started')
  const animation = () =>
    page
      .locator('[data-own-form-island] [data-field]')
      .first()
      .evaluate((element) => getComputedStyle(element, '::after').animationName)
  expect(await animation()).not.toBe('none')
  await page.emulateMedia({ reducedMotion: 'reduce' })
  expect(await animation()).toBe('none')
})

test.describe('a package chosen on a pricing card', () => {
  const { packages } = copyIn('en')

  test('each pricing card’s button names its package; the premium box’s leaves it open', async ({ page }) => {
    await visit(page, '/')
    const pricing = page.locator('#pricing')
    for (const offer of packages) {
      const button = pricing.getByRole('article', { name: offer.name }).getByRole('link', { name: offer.ctaLabel })
      await expect(button).toHaveAttribute('href', withPackage('en', offer.name))
    }
    await expect(pricing.getByRole('link', { name: copyIn('en').premium.ctaLabel })).toHaveAttribute(
      'href',
      '/get-started',
    )
  })

  for (const lang of LANGS) {
    test(`${lang}: it is chosen in HubSpot’s form, as a visitor’s choice would be`, async ({ page }) => {
      const chosen = copyIn(lang).packages[2]!.name
      await visit(page, withPackage(lang, chosen))
      await expect(standIn(page).getByRole('combobox', { name: 'Package' })).toHaveValue(chosen)
      expect(
        (await page.evaluate(() => (window as unknown as { __hubspotChanged?: string[] }).__hubspotChanged))?.filter(
          (change) => change.startsWith(`${PACKAGE_FIELD}=`),
        ),
      ).toEqual([`${PACKAGE_FIELD}=${chosen}`])
    })

    test(`${lang}: it is chosen in our form, before its code and after, and is no draft of its own`, async ({
      page,
      hubspot,
      allowConsole,
    }) => {
      await openOwnForm(page, hubspot, allowConsole, withPackage(lang, copyIn(lang).packages[0]!.name))
      const option = packageOption(page, lang, copyIn(lang).packages[0]!.name)
      await expect(option).toBeChecked()
      await hydrateIslands(page)
      await expect(option).toBeChecked()
      expect(await page.evaluate((key) => localStorage.getItem(key), DRAFT_KEY)).toBeNull()
    })
  }

  test('an unknown package is ignored: nothing chosen in either form, no error', async ({
    page,
    hubspot,
    allowConsole,
  }) => {
    await visit(page, '/get-started?package=premium')
    await expect(standIn(page).getByRole('combobox', { name: 'Package' })).toHaveValue('')
    await page.goto('about:blank')
    await openOwnForm(page, hubspot, allowConsole, '/get-started?package=premium')
    for (const offer of packages) await expect(packageOption(page, 'en', offer.name)).not.toBeChecked()
  })
})

async function openOwnForm(page: Page, hubspot: HubSpotControl, allowConsole: (pattern: RegExp) => void, url: string) {
  allowConsole(/ERR_BLOCKED_BY_CLIENT/)
  hubspot.mode = 'fail'
  await visit(page, url)
  await expect(form(page, url.startsWith('/ar/') ? 'ar' : 'en')).toBeVisible()
}

test('Arabic: an email address and a phone number are typed left to right; names stay right to left', async ({
  page,
  hubspot,
  allowConsole,
}) => {
  await openOwnForm(page, hubspot, allowConsole, '/ar/get-started')
  const { applicationFields } = copyIn('ar')
  const control = (name: string) =>
    page.getByLabel(applicationFields.find((field) => field.name === name)!.label, { exact: true })
  const direction = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).direction)
  for (const name of ['email', 'phone']) {
    await expect(control(name)).toHaveAttribute('dir', 'ltr')
    await control(name).fill('+44 20 7946 0000 ada@example.com')
    expect(await direction(control(name))).toBe('ltr')
  }
  expect(await direction(control('firstname'))).toBe('rtl')
})

test.describe('what happens next', () => {
  const nextSteps = (page: Page) => page.getByRole('region', { name: copyIn('en').applicationPage.nextSteps.title })

  test('three steps and their times, beside the form at 1280 px', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await visit(page, '/get-started')
    const steps = nextSteps(page).getByRole('listitem')
    await expect(steps).toHaveCount(3)
    for (const [at, step] of copyIn('en').applicationPage.nextSteps.steps.entries()) {
      await expect(steps.nth(at)).toBeVisible()
      await expect(steps.nth(at)).toContainText(step.title)
      await expect(steps.nth(at)).toContainText(step.when)
    }
    const [aside, forms] = [(await nextSteps(page).boundingBox())!, (await card(page).boundingBox())!]
    expect(aside.x, 'after the form, on the same line').toBeGreaterThanOrEqual(forms.x + forms.width)
    expect(aside.y).toBeLessThan(forms.y + 1)
    expect(aside.y + aside.height).toBeLessThanOrEqual(800)
  })

  test('above the form at 390 px', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await visit(page, '/ar/get-started')
    const aside = (await page
      .getByRole('region', { name: copyIn('ar').applicationPage.nextSteps.title })
      .boundingBox())!
    const forms = (await card(page).boundingBox())!
    expect(aside.y + aside.height).toBeLessThanOrEqual(forms.y)
    expect(aside.x).toBeGreaterThanOrEqual(0)
    expect(aside.x + aside.width).toBeLessThanOrEqual(390)
  })
})
