import type { Page } from '@playwright/test'
import { lastIndex } from '../src/ui/Carousel/carousel-logic'
import { copyIn, test, expect, axe, visit } from './fixtures'

// The video playing, a toast and the form loading are scanned by the tests that bring them about: hero, install and application-invites.
const { caseStudiesSection: carouselCopy, caseStudies, slide, pickSlide } = copyIn('en')

const carousel = (page: Page) => page.getByRole('region', { name: carouselCopy.carouselLabel })

test('every carousel position on a small screen has no violations', async ({ page }) => {
  // Four full-page scans: seconds each on a busy machine.
  test.setTimeout(60_000)
  await page.setViewportSize({ width: 390, height: 844 })
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await visit(page, '/#case-studies')
  for (let n = 1; n <= caseStudies.length; n++) {
    await carousel(page)
      .getByRole('button', { name: pickSlide(n) })
      .click()
    await expect(carousel(page).locator('[data-current]')).toHaveAttribute('aria-label', slide(n))
    expect(await axe(page), `position ${n}`).toEqual([])
  }
})

test('the carousel at its start and at its end on a large screen has no violations', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await visit(page, '/#case-studies')
  expect(await axe(page)).toEqual([])
  // Three to a view at this width.
  for (let press = 0; press < lastIndex(caseStudies.length, 3); press++)
    await carousel(page).getByRole('button', { name: carouselCopy.next }).click()
  await expect(carousel(page).getByRole('button', { name: carouselCopy.next })).toBeDisabled()
  expect(await axe(page)).toEqual([])
})
