import type { Locator, Page } from '@playwright/test'
import { AUTOPLAY_INTERVAL_MS, lastIndex } from '../src/ui/Carousel/carousel-logic'
import { fullyVisibleSlides } from './cross-browser/in-page'
import { copyIn, test, expect, LANGS, VIEWPORTS, visit } from './fixtures'

const { caseStudiesSection: carouselCopy, caseStudies, slide, at } = copyIn('en')

const region = (page: Page) => page.getByRole('region', { name: carouselCopy.carouselLabel })

const visible = (page: Page) => page.evaluate(fullyVisibleSlides)

const current = (page: Page) => region(page).locator('[data-current]').getAttribute('aria-label')

const perViewAt = (width: number) => (width < 768 ? 1 : width < 1024 ? 2 : 3)

test(`each card shows what the specification lists, ${VIEWPORTS.map((viewport) => `${perViewAt(viewport.width)} per view at ${viewport.width} px`).join(', ')}, and View Details opens its case study`, async ({
  page,
}) => {
  test.setTimeout(60_000)
  await page.setViewportSize(VIEWPORTS[0])
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await visit(page, '/#case-studies')
  for (const viewport of VIEWPORTS) {
    await test.step(`${perViewAt(viewport.width)} card(s) per view at ${viewport.width} px`, async () => {
      await page.setViewportSize(viewport)
      const perView = perViewAt(viewport.width)
      await expect.poll(() => visible(page)).toEqual([1, 2, 3].slice(0, perView).map(slide))
      const arrows = [
        region(page).getByRole('button', { name: carouselCopy.previous }),
        region(page).getByRole('button', { name: carouselCopy.next }),
      ]
      for (const arrow of arrows) {
        if (perView === 1) await expect(arrow).toBeHidden()
        else await expect(arrow).toBeVisible()
      }
    })
  }
  await test.step('each card shows what the specification lists', async () => {
    for (const study of caseStudies) {
      const card = region(page).getByRole('article', { name: study.company })
      await expect(card.getByRole('img')).toHaveAttribute('alt', study.image.alt)
      await expect(card.getByText(study.industry, { exact: true })).toBeAttached()
      await expect(card.getByText(carouselCopy.challenge, { exact: true })).toBeAttached()
      await expect(card.getByText(carouselCopy.solution, { exact: true })).toBeAttached()
      await expect(
        card.getByRole('list', { name: copyIn('en').featuresOf(study.company) }).getByRole('listitem'),
      ).toHaveText(study.detailedFeatures.map((feature) => feature.name))
      await expect(card.getByText(carouselCopy.delivered)).toBeAttached()
      await expect(card.getByRole('link', { name: carouselCopy.viewDetails })).toHaveAttribute(
        'href',
        at(`/case-study/${study.slug}`),
      )
    }
    await expect(page.getByText(carouselCopy.footnote)).toBeVisible()
  })
  await test.step('View Details opens the case study', async () => {
    const [study] = caseStudies
    await region(page)
      .getByRole('article', { name: study!.company })
      .getByRole('link', { name: carouselCopy.viewDetails })
      .click()
    await expect(page).toHaveURL(new RegExp(`${at(`/case-study/${study!.slug}`)}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(study!.company)
  })
})

test('autoplays once in view, then stops for good when the visitor interacts', async ({ page }) => {
  await page.clock.install()
  await page.setViewportSize({ width: 390, height: 844 })
  await visit(page, '/')
  await page.clock.runFor(3 * AUTOPLAY_INTERVAL_MS)
  expect(await current(page)).toBe(slide(1))
  await region(page).scrollIntoViewIfNeeded()
  await region(page).getByRole('button', { name: carouselCopy.stopRotation }).waitFor()
  expect(await current(page)).toBe(slide(1))
  await page.clock.runFor(AUTOPLAY_INTERVAL_MS)
  await expect.poll(() => current(page)).toBe(slide(2))
  await region(page).getByRole('button', { name: carouselCopy.stopRotation }).waitFor()
  await region(page)
    .getByRole('group', { name: slide(2) })
    .hover()
  await page.mouse.down()
  await page.mouse.up()
  await expect(region(page).getByRole('button', { name: carouselCopy.startRotation })).toBeVisible()
  await page.mouse.move(0, 0)
  await page.clock.runFor(3 * AUTOPLAY_INTERVAL_MS)
  expect(await current(page)).toBe(slide(2))
})

async function belowHeader(page: Page) {
  const header = (await page.getByRole('banner').boundingBox())!
  return { top: header.y + header.height, bottom: page.viewportSize()!.height }
}

/** Scrolls the page at once so that the point `at` of `locator` (0 its top, 1 its bottom) is `y` px from the viewport's top. */
async function place(page: Page, locator: Locator, at: number, y: number) {
  const box = (await locator.boundingBox())!
  await page.evaluate((by) => window.scrollBy({ top: by, behavior: 'instant' }), box.y + box.height * at - y)
}

// Live announcements are off exactly while the slides move by themselves (APG).
const turning = (page: Page) => expect(region(page).locator('[aria-live]')).toHaveAttribute('aria-live', 'off')
const held = (page: Page) => expect(region(page).locator('[aria-live]')).toHaveAttribute('aria-live', 'polite')
const stopControl = (page: Page) => region(page).getByRole('button', { name: carouselCopy.stopRotation })
const startControl = (page: Page) => region(page).getByRole('button', { name: carouselCopy.startRotation })

async function turningWhollyInViewAt1280(page: Page) {
  await page.clock.install()
  await visit(page, '/')
  const { top } = await belowHeader(page)
  await place(page, region(page), 0, top + 24)
  await stopControl(page).waitFor()
  await turning(page)
  expect(await visible(page)).toEqual([slide(1), slide(2), slide(3)])
}

async function staysStoppedUnheldInView(page: Page, shown: string[]) {
  await page.mouse.move(1, 1)
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
  const { top } = await belowHeader(page)
  await place(page, region(page), 0, top + 24)
  await expect(startControl(page)).toBeVisible()
  await held(page)
  await page.clock.runFor(3 * AUTOPLAY_INTERVAL_MS)
  expect(await current(page)).toBe(shown[0])
  expect(await visible(page)).toEqual(shown)
}

test('a card being read with part of it off screen never moves by itself', async ({ page }) => {
  await page.clock.install()
  await page.setViewportSize({ width: 390, height: 844 })
  await visit(page, '/')
  const card = region(page).getByRole('article').first()
  const { top, bottom } = await belowHeader(page)
  await place(page, card, 0.5, top + 60)
  await stopControl(page).waitFor({ state: 'attached' })
  expect((await card.boundingBox())!.y).toBeLessThan(top)
  await held(page)
  await page.clock.runFor(3 * AUTOPLAY_INTERVAL_MS)
  expect(await current(page)).toBe(slide(1))
  expect(await visible(page)).toEqual([slide(1)])
  await place(page, region(page), 0, top + 24)
  expect((await region(page).boundingBox())!.height).toBeLessThan(bottom - top - 24)
  await turning(page)
  await page.clock.runFor(AUTOPLAY_INTERVAL_MS)
  await expect.poll(() => visible(page)).toEqual([slide(2)])
})

test('a card taller than the screen never moves by itself', async ({ page }) => {
  await page.clock.install()
  await page.setViewportSize({ width: 390, height: 500 })
  await visit(page, '/')
  const card = region(page).getByRole('article').first()
  await place(page, card, 0.5, 250)
  await stopControl(page).waitFor({ state: 'attached' })
  const { top, bottom } = await belowHeader(page)
  const box = (await card.boundingBox())!
  expect(box.y).toBeLessThan(top)
  expect(box.y + box.height).toBeGreaterThan(bottom)
  await held(page)
  for (let interval = 0; interval < 3; interval++) {
    await page.clock.runFor(AUTOPLAY_INTERVAL_MS)
    expect(await current(page)).toBe(slide(1))
  }
  expect(await visible(page)).toEqual([slide(1)])
})

test('at 1280 × 800 a whole card shows below the header, and the carousel turns every 4 s with its stop control on screen', async ({
  page,
}) => {
  await turningWhollyInViewAt1280(page)
  const { top, bottom } = await belowHeader(page)
  const within = async (locator: Locator) => {
    const box = (await locator.boundingBox())!
    expect(box.y).toBeGreaterThanOrEqual(top)
    expect(box.y + box.height).toBeLessThanOrEqual(bottom)
  }
  // The page's clock also runs on by itself: the exact interval is the unit tests'.
  await page.clock.runFor(AUTOPLAY_INTERVAL_MS)
  await expect.poll(() => visible(page)).toEqual([slide(2), slide(3), slide(4)])
  for (const name of await visible(page))
    await within(region(page).getByRole('group', { name: name!, exact: true }).getByRole('article'))
  await within(stopControl(page))
  await page.clock.runFor(AUTOPLAY_INTERVAL_MS)
  await expect.poll(() => visible(page)).toEqual([slide(1), slide(2), slide(3)])
  await within(stopControl(page))
})

test('a mouse over the carousel holds it, and it turns again when the mouse leaves', async ({ page }) => {
  await turningWhollyInViewAt1280(page)
  const card = (await region(page).getByRole('article').first().boundingBox())!
  await page.mouse.move(card.x + card.width / 2, card.y + card.height / 2)
  await held(page)
  await page.clock.runFor(3 * AUTOPLAY_INTERVAL_MS)
  expect(await current(page)).toBe(slide(1))
  await expect(stopControl(page)).toBeVisible()
  await page.mouse.move(1, page.viewportSize()!.height - 1)
  await turning(page)
  await page.clock.runFor(AUTOPLAY_INTERVAL_MS)
  await expect.poll(() => visible(page)).toEqual([slide(2), slide(3), slide(4)])
})

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true })

  test('a tap on a card stops the carousel for good', async ({ page }) => {
    await turningWhollyInViewAt1280(page)
    await region(page).getByRole('article').first().getByText(caseStudies[0]!.description).tap()
    await staysStoppedUnheldInView(page, [slide(1), slide(2), slide(3)])
  })
})

test('a key: tabbing into the carousel stops it for good, also once focus has left', async ({ page }) => {
  await turningWhollyInViewAt1280(page)
  // The first Tab stop of whatever section follows the carousel's.
  const after = page.locator('#case-studies + section').locator('a[href], summary, button').first()
  await after.evaluate((link: HTMLElement) => link.focus({ preventScroll: true }))
  await page.keyboard.press('Shift+Tab')
  await expect(
    region(page)
      .getByRole('group', { name: slide(3), exact: true })
      .getByRole('link', { name: carouselCopy.viewDetails }),
  ).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(after).toBeFocused()
  await staysStoppedUnheldInView(page, [slide(1), slide(2), slide(3)])
})

test('focus moved into the carousel stops it for good, also once focus has left', async ({ page }) => {
  await turningWhollyInViewAt1280(page)
  await region(page).getByRole('link', { name: carouselCopy.viewDetails }).first().focus()
  await staysStoppedUnheldInView(page, [slide(1), slide(2), slide(3)])
})

for (const lang of LANGS) {
  const copy = copyIn(lang)
  const { slide, pickSlide } = copy
  const words = copy.caseStudiesSection
  const count = copy.caseStudies.length
  const carousel = (page: Page) => page.getByRole('region', { name: words.carouselLabel })
  const rtl = lang === 'ar'

  test.describe(`in ${lang}${rtl ? ', right to left' : ''}`, () => {
    test('previous and next move the view and are disabled at the ends; the first slide is at the start side', async ({
      page,
    }) => {
      await visit(page, copy.at('/#case-studies'))
      const previous = carousel(page).getByRole('button', { name: words.previous })
      const next = carousel(page).getByRole('button', { name: words.next })
      // Right to left, the first slide is on the right and Previous sits to the right of Next.
      const [first, second] = await Promise.all(
        [1, 2].map(
          async (n) =>
            (await carousel(page)
              .getByRole('group', { name: slide(n), exact: true })
              .boundingBox())!.x,
        ),
      )
      expect(rtl ? first! > second! : first! < second!).toBe(true)
      const [previousBox, nextBox] = [await previous.boundingBox(), await next.boundingBox()]
      expect(rtl ? previousBox!.x > nextBox!.x : previousBox!.x < nextBox!.x).toBe(true)
      await expect(previous).toBeDisabled()
      await next.click()
      await expect.poll(() => visible(page)).toEqual([slide(2), slide(3), slide(4)])
      // A slide a press, three to a view: to the last three.
      for (let press = 1; press < lastIndex(count, 3); press++) await next.click()
      await expect.poll(() => visible(page)).toEqual([slide(count - 2), slide(count - 1), slide(count)])
      await expect(next).toBeDisabled()
      for (let press = 0; press < lastIndex(count, 3); press++) await previous.click()
      await expect.poll(() => visible(page)).toEqual([slide(1), slide(2), slide(3)])
      await expect(previous).toBeDisabled()
    })

    test('the arrow keys move the slides the way they point when focus is inside', async ({ page }) => {
      const [forward, back] = rtl ? ['ArrowLeft', 'ArrowRight'] : ['ArrowRight', 'ArrowLeft']
      await page.setViewportSize({ width: 800, height: 1000 })
      await visit(page, copy.at('/#case-studies'))
      await carousel(page).getByRole('link', { name: words.viewDetails }).first().focus()
      await page.keyboard.press(forward)
      await expect.poll(() => visible(page)).toEqual([slide(2), slide(3)])
      await page.keyboard.press(forward)
      await expect.poll(() => visible(page)).toEqual([slide(3), slide(4)])
      await page.keyboard.press(back)
      await expect.poll(() => visible(page)).toEqual([slide(2), slide(3)])
      await expect(
        carousel(page)
          .getByRole('group', { name: slide(3) })
          .getByRole('link', { name: words.viewDetails }),
      ).toBeFocused()
    })

    test('on a small screen a swipe moves the carousel and the picker follows', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 })
      await page.emulateMedia({ reducedMotion: 'reduce' })
      await visit(page, copy.at('/#case-studies'))
      // A swipe towards the end: leftwards in scroll terms right to left.
      await carousel(page)
        .locator('[aria-live]')
        .evaluate((track, sign) => track.scrollBy({ left: sign * track.clientWidth * 2 }), rtl ? -1 : 1)
      await expect.poll(() => carousel(page).locator('[data-current]').getAttribute('aria-label')).toBe(slide(3))
      await expect(carousel(page).getByRole('button', { name: pickSlide(3) })).toHaveAttribute('aria-current', 'true')
      await carousel(page)
        .getByRole('button', { name: pickSlide(1) })
        .click()
      await expect.poll(() => visible(page)).toEqual([slide(1)])
    })
  })
}
