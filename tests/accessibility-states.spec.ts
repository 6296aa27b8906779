import type { Page } from '@playwright/test'
import { lastIndex } from '../src/ui/Carousel/carousel-logic'
import { copyIn, test, expect, axe, visit } from './fixtures'

const {
  caseStudiesSection: carouselCopy,
  caseStudies,
  slide,
  pickSlide,
  hero,
  chrome,
  applicationPage,
  pwa,
} = copyIn('en')

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

test('the page with the video playing has no violations', async ({ page }) => {
  await visit(page, '/')
  await page.getByRole('button', { name: hero.playLabel }).click()
  await expect(page.getByRole('button', { name: hero.pauseLabel })).toBeVisible()
  expect(await axe(page)).toEqual([])
})

test('the form loading message has no violations', async ({ page, hubspot }) => {
  hubspot.mode = 'hang'
  await visit(page, '/get-started')
  await expect(page.getByText(applicationPage.loading)).toBeVisible()
  expect(await axe(page)).toEqual([])
})

test('a toast showing has no violations, is announced and can be reached by keyboard', async ({ page }) => {
  await visit(page, '/')
  await page.evaluate(() => dispatchEvent(new Event('appinstalled')))
  const region = page.getByRole('region', { name: pwa.toasts.regionLabel })
  await expect(region.getByText(pwa.toasts.appInstalled)).toBeVisible()
  // Focus in the toast region (after the footer) holds the toast's 4-second timer: the checks below do not race it.
  await page.getByRole('link', { name: `${chrome.linkedIn} ${chrome.newTabHint}` }).focus()
  await page.keyboard.press('Tab')
  await expect(region.locator(':focus')).toHaveCount(1)
  await expect(region.getByRole('alertdialog', { name: pwa.toasts.appInstalled })).toBeVisible()
  expect(await axe(page)).toEqual([])
  await expect(region.getByText(pwa.toasts.appInstalled)).toBeVisible()
  await page.getByRole('button', { name: pwa.toasts.dismiss }).press('Enter')
  await expect(region.getByText(pwa.toasts.appInstalled)).toBeHidden()
})
