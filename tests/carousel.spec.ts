import type { Page } from '@playwright/test'
import { AUTOPLAY_INTERVAL_MS } from '../src/components/ui/Carousel/carousel-logic'
import { fullyVisibleSlides } from './cross-browser/in-page'
import { copyIn, test, expect, hydrated, LANGS, VIEWPORTS } from './fixtures'

const { caseStudiesSection: carouselCopy } = copyIn('en')

const region = (page: Page) => page.getByRole('region', { name: carouselCopy.carouselLabel })

/** Labels of the slides whose whole box lies within the track's visible box. */
const visible = (page: Page) => page.evaluate(fullyVisibleSlides)

const current = (page: Page) => region(page).locator('[data-current]').getAttribute('aria-label')

for (const viewport of VIEWPORTS) {
  test(`shows ${viewport.width < 768 ? 1 : viewport.width < 1024 ? 2 : 3} card(s) per view at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport)
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/#case-studies')
    await hydrated(page)
    const perView = viewport.width < 768 ? 1 : viewport.width < 1024 ? 2 : 3
    await expect.poll(() => visible(page)).toEqual(['1 of 4', '2 of 4', '3 of 4'].slice(0, perView))
    const arrows = [region(page).getByRole('button', { name: carouselCopy.previous }), region(page).getByRole('button', { name: carouselCopy.next })]
    for (const arrow of arrows) {
      if (perView === 1) await expect(arrow).toBeHidden()
      else await expect(arrow).toBeVisible()
    }
  })
}

test('each card shows what the specification lists', async ({ page }) => {
  await page.goto('/')
  const card = region(page).getByRole('article', { name: 'TechFlow Solutions' })
  await expect(card.getByRole('img')).toHaveAttribute('alt', /TechFlow Solutions/)
  await expect(card.getByText('B2B SaaS', { exact: true })).toBeAttached()
  await expect(card.getByText('Challenge', { exact: true })).toBeAttached()
  await expect(card.getByText('Our Solution', { exact: true })).toBeAttached()
  await expect(card.getByRole('listitem')).toHaveCount(5)
  await expect(card.getByText('Delivered in 4 weeks')).toBeAttached()
  await expect(card.getByRole('link', { name: 'View Details' })).toHaveAttribute('href', '/case-study/techflow-solutions')
  await expect(page.getByText(/These examples showcase our method.*traction, validation and investor readiness/)).toBeVisible()
})

test('autoplays once in view, then stops for good when the visitor interacts', async ({ page }) => {
  await page.clock.install()
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/')
  await hydrated(page)
  await page.clock.runFor(3 * AUTOPLAY_INTERVAL_MS)
  expect(await current(page)).toBe('1 of 4')
  // Scrolled to, it hydrates and starts rotating.
  await region(page).scrollIntoViewIfNeeded()
  await region(page).getByRole('button', { name: carouselCopy.stopRotation }).waitFor()
  expect(await current(page)).toBe('1 of 4')
  await page.clock.runFor(AUTOPLAY_INTERVAL_MS)
  await expect.poll(() => current(page)).toBe('2 of 4')
  await region(page).getByRole('button', { name: carouselCopy.stopRotation }).waitFor()
  await region(page).getByRole('group', { name: '2 of 4' }).hover()
  await page.mouse.down()
  await page.mouse.up()
  await expect(region(page).getByRole('button', { name: carouselCopy.startRotation })).toBeVisible()
  await page.mouse.move(0, 0)
  await page.clock.runFor(3 * AUTOPLAY_INTERVAL_MS)
  expect(await current(page)).toBe('2 of 4')
})

for (const lang of LANGS) {
  const copy = copyIn(lang)
  const words = copy.caseStudiesSection
  const slide = (n: number) => words.slideLabel.replace('{n}', String(n)).replace('{total}', '4')
  const carousel = (page: Page) => page.getByRole('region', { name: words.carouselLabel })
  const rtl = lang === 'ar'
  const slides = (page: Page) => carousel(page).getByRole('group', { name: new RegExp(`${slide(4).slice(1)}$`) })

  test.describe(`in ${lang}${rtl ? ', right to left' : ''}`, () => {
    test('previous and next move the view and are disabled at the ends; the first slide is at the start side', async ({ page }) => {
      await page.goto(copy.at('/#case-studies'))
      await hydrated(page)
      const previous = carousel(page).getByRole('button', { name: words.previous })
      const next = carousel(page).getByRole('button', { name: words.next })
      // Right to left, the first slide is on the right and Previous sits to the right of Next.
      const [first, second] = await slides(page).evaluateAll((slides) => slides.slice(0, 2).map((item) => item.getBoundingClientRect().left))
      expect(rtl ? first! > second! : first! < second!).toBe(true)
      const [previousBox, nextBox] = [await previous.boundingBox(), await next.boundingBox()]
      expect(rtl ? previousBox!.x > nextBox!.x : previousBox!.x < nextBox!.x).toBe(true)
      await expect(previous).toBeDisabled()
      await next.click()
      await expect.poll(() => visible(page)).toEqual([slide(2), slide(3), slide(4)])
      await expect(next).toBeDisabled()
      await previous.click()
      await expect.poll(() => visible(page)).toEqual([slide(1), slide(2), slide(3)])
      await expect(previous).toBeDisabled()
    })

    test('the arrow keys move the slides the way they point when focus is inside', async ({ page }) => {
      const [forward, back] = rtl ? ['ArrowLeft', 'ArrowRight'] : ['ArrowRight', 'ArrowLeft']
      await page.setViewportSize({ width: 800, height: 1000 })
      await page.goto(copy.at('/#case-studies'))
      await hydrated(page)
      await carousel(page).getByRole('link', { name: words.viewDetails }).first().focus()
      await page.keyboard.press(forward)
      await expect.poll(() => visible(page)).toEqual([slide(2), slide(3)])
      await page.keyboard.press(forward)
      await expect.poll(() => visible(page)).toEqual([slide(3), slide(4)])
      await page.keyboard.press(back)
      await expect.poll(() => visible(page)).toEqual([slide(2), slide(3)])
      // Focus followed the view instead of falling out of the carousel.
      await expect(carousel(page).getByRole('group', { name: slide(3) }).getByRole('link', { name: words.viewDetails })).toBeFocused()
    })

    test('on a small screen a swipe moves the carousel and the picker follows', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 })
      await page.emulateMedia({ reducedMotion: 'reduce' })
      await page.goto(copy.at('/#case-studies'))
      await hydrated(page)
      // A swipe towards the end: leftwards in scroll terms right to left.
      await carousel(page).locator('[aria-live]').evaluate((track, sign) => track.scrollBy({ left: sign * track.clientWidth * 2 }), rtl ? -1 : 1)
      await expect.poll(() => carousel(page).locator('[data-current]').getAttribute('aria-label')).toBe(slide(3))
      const pick = (n: number, company: string) => words.goToSlide.replace('{n}', String(n)).replace('{company}', company)
      await expect(carousel(page).getByRole('button', { name: pick(3, copy.caseStudies[2]!.company) })).toHaveAttribute('aria-current', 'true')
      await carousel(page).getByRole('button', { name: pick(1, copy.caseStudies[0]!.company) }).click()
      await expect.poll(() => visible(page)).toEqual([slide(1)])
    })
  })
}

test('View Details opens the case study', async ({ page }) => {
  await page.goto('/')
  await hydrated(page)
  await region(page).getByRole('article', { name: 'MoneyMind' }).getByRole('link', { name: 'View Details' }).click()
  await expect(page).toHaveURL(/\/case-study\/moneymind$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('MoneyMind')
})
