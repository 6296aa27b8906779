import type { Page } from '@playwright/test'
import { AUTOPLAY_INTERVAL_MS } from '../src/components/ui/Carousel/carousel-logic'
import { copyIn, test, expect, hydrated, VIEWPORTS } from './fixtures'

const { caseStudiesSection: carouselCopy } = copyIn('en')

const region = (page: Page) => page.getByRole('region', { name: carouselCopy.carouselLabel })

/** Labels of the slides whose whole box lies within the track's visible box. */
async function fullyVisibleSlides(page: Page) {
  return region(page)
    .getByRole('group', { name: /of 4$/ })
    .evaluateAll((slides) => {
      const track = slides[0].parentElement!.getBoundingClientRect()
      return slides
        .filter((slide) => {
          const box = slide.getBoundingClientRect()
          return box.left >= track.left - 2 && box.right <= track.right + 2
        })
        .map((slide) => slide.getAttribute('aria-label'))
    })
}

const current = (page: Page) => region(page).locator('[data-current]').getAttribute('aria-label')

for (const viewport of VIEWPORTS) {
  test(`shows ${viewport.width < 768 ? 1 : viewport.width < 1024 ? 2 : 3} card(s) per view at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport)
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/#case-studies')
    await hydrated(page)
    const perView = viewport.width < 768 ? 1 : viewport.width < 1024 ? 2 : 3
    await expect.poll(() => fullyVisibleSlides(page)).toEqual(['1 of 4', '2 of 4', '3 of 4'].slice(0, perView))
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

test('previous and next move the view and are disabled at the ends', async ({ page }) => {
  await page.goto('/#case-studies')
  await hydrated(page)
  const previous = region(page).getByRole('button', { name: carouselCopy.previous })
  const next = region(page).getByRole('button', { name: carouselCopy.next })
  await expect(previous).toBeDisabled()
  await next.click()
  await expect.poll(() => fullyVisibleSlides(page)).toEqual(['2 of 4', '3 of 4', '4 of 4'])
  await expect(next).toBeDisabled()
  await previous.click()
  await expect.poll(() => fullyVisibleSlides(page)).toEqual(['1 of 4', '2 of 4', '3 of 4'])
  await expect(previous).toBeDisabled()
})

test('the arrow keys move the slides when focus is inside', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 1000 })
  await page.goto('/#case-studies')
  await hydrated(page)
  await region(page).getByRole('link', { name: 'View Details' }).first().focus()
  await page.keyboard.press('ArrowRight')
  await expect.poll(() => fullyVisibleSlides(page)).toEqual(['2 of 4', '3 of 4'])
  await page.keyboard.press('ArrowRight')
  await expect.poll(() => fullyVisibleSlides(page)).toEqual(['3 of 4', '4 of 4'])
  await page.keyboard.press('ArrowLeft')
  await expect.poll(() => fullyVisibleSlides(page)).toEqual(['2 of 4', '3 of 4'])
  // Focus followed the view instead of falling out of the carousel.
  await expect(region(page).getByRole('group', { name: '3 of 4' }).getByRole('link', { name: 'View Details' })).toBeFocused()
})

test('on a small screen a swipe moves the carousel and the picker follows', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto('/#case-studies')
  await hydrated(page)
  await region(page).locator('[aria-live]').evaluate((track) => track.scrollBy({ left: track.clientWidth * 2 }))
  await expect.poll(() => current(page)).toBe('3 of 4')
  await expect(region(page).getByRole('button', { name: /Show case study 3/ })).toHaveAttribute('aria-current', 'true')
  await region(page).getByRole('button', { name: 'Show case study 1: MoneyMind' }).click()
  await expect.poll(() => fullyVisibleSlides(page)).toEqual(['1 of 4'])
})

test('View Details opens the case study', async ({ page }) => {
  await page.goto('/')
  await hydrated(page)
  await region(page).getByRole('article', { name: 'MoneyMind' }).getByRole('link', { name: 'View Details' }).click()
  await expect(page).toHaveURL(/\/case-study\/moneymind$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('MoneyMind')
})
