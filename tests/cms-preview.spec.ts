import type { Locator, Page } from '@playwright/test'
import { contentFiles, test, expect } from './cms'
import { copyIn } from './site'

// content/README.md, "Previewing and publishing": the editor's preview draws the entry with the site's own components and stylesheet.

/** What the site's stylesheet draws a box with. */
const drawn = (box: Locator) =>
  box.evaluate((element) => {
    const style = getComputedStyle(element)
    return {
      background: style.backgroundColor,
      border: `${style.borderTopWidth} ${style.borderTopStyle} ${style.borderTopColor}`,
      radius: style.borderStartStartRadius,
      padding: style.paddingBlockStart,
    }
  })

const preview = (page: Page) => page.frameLocator('iframe[title="Content Preview"]')

const openEntry = async (
  page: Page,
  cms: {
    open: () => Promise<unknown>
    seed: (files: ReturnType<typeof contentFiles>) => Promise<void>
    signIn: () => Promise<void>
  },
  collection: string,
  entry: string,
) => {
  await cms.open()
  await cms.seed(contentFiles())
  await cms.signIn()
  await page.getByRole('treeitem', { name: collection }).click()
  await page.getByRole('row', { name: entry }).click()
}

const showArabic = (page: Page) =>
  page
    .getByRole('group', { name: /^Edit.*English.*Content$/ })
    .getByRole('radio', { name: 'Arabic' })
    .click()

/** The site's components load when a preview first opens: 0.4 MB, seconds on a busy machine (the editor alone takes a minute there, as in cms.spec.ts). */
const FIRST_DRAWING = 30_000

test("the pricing section's preview is the site's, follows a price as it is typed, and reads right to left in Arabic", async ({
  page,
  cms,
}, testInfo) => {
  test.setTimeout(150_000)
  const en = copyIn('en')
  const ar = copyIn('ar')
  const standard = en.packages.findIndex((pkg) => pkg.popular)
  await page.goto('/')
  const site = await drawn(page.locator('#pricing li[data-popular]'))

  await openEntry(page, cms, 'Home page', 'Home: pricing')
  const pricing = preview(page).locator('#pricing')
  const card = pricing.locator('li[data-popular]')
  await expect(pricing.getByRole('heading', { level: 2 })).toHaveText(en.pricingSection.title, {
    timeout: FIRST_DRAWING,
  })
  await expect(card.getByRole('heading')).toHaveText(en.packages[standard]!.title)
  await expect(card).toContainText(en.price(en.packages[standard]!.price))
  expect(await drawn(card)).toEqual(site)
  await pricing.scrollIntoViewIfNeeded()
  await page.screenshot({ path: testInfo.outputPath('pricing-preview-en.png') })

  // Typed once for both languages; the list's items are drawn as they scroll into view.
  const english = page.getByRole('group', { name: /^Edit.*English.*Content$/ })
  const prices = english.getByRole('spinbutton', { name: 'Price in US dollars, before VAT' })
  await expect(async () => {
    await english.hover()
    await page.mouse.wheel(0, 600)
    await expect(prices).toHaveCount(en.packages.length, { timeout: 1000 })
  }).toPass()
  const price = en.packages[standard]!.price + 2500
  await prices.nth(standard).fill(String(price))
  await expect(card).toContainText(en.price(price))

  await showArabic(page)
  await expect(preview(page).locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(card.getByRole('heading')).toHaveText(ar.packages[standard]!.title)
  await expect(card).toContainText(ar.price(price))
  const heading = pricing.getByRole('heading', { level: 2 })
  expect(await heading.evaluate((element) => getComputedStyle(element).direction)).toBe('rtl')
  const [section, title] = await Promise.all([pricing.locator('> div').boundingBox(), heading.boundingBox()])
  expect(Math.abs(section!.x + section!.width - (title!.x + title!.width))).toBeLessThan(section!.width / 4)
  await pricing.scrollIntoViewIfNeeded()
  await page.screenshot({ path: testInfo.outputPath('pricing-preview-ar.png') })
})

test("a case study's preview is its page as the site draws it, with the entry's words", async ({ page, cms }) => {
  test.setTimeout(150_000)
  const [study] = copyIn('en').caseStudies
  const words = copyIn('en').caseStudyPage
  await page.goto(`/case-study/${study!.slug}`)
  const challenge = (root: Page | ReturnType<typeof preview>) => root.getByRole('region', { name: words.challenge })
  const site = await drawn(challenge(page))

  await openEntry(page, cms, 'Case studies', study!.company)
  const frame = preview(page)
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText(study!.company, { timeout: FIRST_DRAWING })
  await expect(challenge(frame)).toContainText(study!.challenge)
  expect(await drawn(challenge(frame))).toEqual(site)
  await expect(frame.getByRole('img', { name: study!.image.alt })).toBeVisible()

  const company = `${study!.company} Labs`
  await page
    .getByRole('group', { name: /^Edit.*English.*Content$/ })
    .getByRole('textbox', { name: 'Company' })
    .fill(company)
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText(company)
})

test("the sign-in screen carries the business's mark and name and a line of help for each way in, gone once signed in", async ({
  page,
  cms,
}) => {
  test.setTimeout(60_000)
  await cms.open()
  const logo = page.locator('#nc-root img[src="/favicon.svg"]')
  await expect(logo).toBeVisible()
  expect(await logo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(copyIn('en').site.name)
  const help = page.getByRole('complementary')
  await expect(help.getByRole('heading', { level: 2 })).toBeVisible()
  await expect(help.getByRole('listitem')).toHaveCount(3)
  const [buttons, words] = await Promise.all([
    page.getByRole('button', { name: 'Work with Test Repository' }).boundingBox(),
    help.boundingBox(),
  ])
  expect(buttons!.y + buttons!.height).toBeLessThanOrEqual(words!.y)
  await cms.signIn()
  await expect(help).toBeHidden()
})
