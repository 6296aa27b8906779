import type { Page } from '@playwright/test'
import { lastIndex } from '../src/ui/Carousel/carousel-logic'
import { copyIn, oneOf, test, expect, visit } from './fixtures'

const {
  caseStudiesSection: carouselCopy,
  caseStudies,
  hero,
  chrome,
  navigation,
  packages,
  premium,
  site,
  slide,
} = copyIn('en')
const rotationControl = oneOf(carouselCopy.startRotation, carouselCopy.stopRotation)

function focusedName(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null
    if (!element || element === document.body) return ''
    return (element.getAttribute('aria-label') ?? element.innerText ?? '').trim()
  })
}

async function tabUntil(page: Page, name: string | RegExp, limit = 120) {
  for (let step = 0; step < limit; step++) {
    await page.keyboard.press('Tab')
    const current = await focusedName(page)
    if (typeof name === 'string' ? current === name : name.test(current)) return
  }
  throw new Error(`${name} not reached in ${limit} Tab presses`)
}

test('Tab reaches every call to action on the home page, in reading order', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await visit(page, '/')
  const seen: string[] = []
  for (let step = 0; step < 120; step++) {
    await page.keyboard.press('Tab')
    // The footer's LinkedIn link is the page's last.
    if ((await page.evaluate(() => document.activeElement?.getAttribute('href'))) === site.linkedInUrl) break
    seen.push(await focusedName(page))
  }
  const ctaNames = [hero.cta, chrome.getStarted, ...packages.map((offer) => offer.ctaLabel), premium.ctaLabel]
  const ctas = seen.filter((name) => ctaNames.includes(name))
  expect(ctas).toEqual([
    chrome.getStarted,
    hero.cta,
    ...packages.map((offer) => offer.ctaLabel),
    premium.ctaLabel,
    chrome.getStarted,
  ])
  expect(seen[0]).toBe(chrome.skipLink)
  // The rotation control comes first among the carousel's controls (WAI-ARIA carousel pattern).
  const rotation = seen.findIndex((name) => rotationControl.test(name))
  const next = seen.indexOf(carouselCopy.next)
  expect(rotation).toBeGreaterThan(-1)
  expect(rotation).toBeLessThan(seen.indexOf(carouselCopy.previous) === -1 ? next : seen.indexOf(carouselCopy.previous))
})

test('the drawer works from the keyboard alone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await visit(page, '/')
  await tabUntil(page, chrome.menuButton)
  await page.keyboard.press('Enter')
  const drawer = page.getByRole('dialog', { name: chrome.drawerTitle })
  await expect(drawer).toBeVisible()
  const names: string[] = []
  for (let step = 0; step < 8; step++) {
    names.push(await focusedName(page))
    await page.keyboard.press('Tab')
  }
  expect(names).toEqual(expect.arrayContaining([...navigation.map((item) => item.label), chrome.getStarted]))
  await page.keyboard.press('Escape')
  await expect(drawer).toBeHidden()
  await expect(page.getByRole('button', { name: chrome.menuButton })).toBeFocused()
})

test('the carousel works from the keyboard: rotation control, buttons and arrow keys', async ({ page }) => {
  await visit(page, '/')
  const region = page.getByRole('region', { name: carouselCopy.carouselLabel })
  await tabUntil(page, rotationControl)
  // Focus entering the carousel stopped the rotation; the control now offers to start it.
  await expect(region.getByRole('button', { name: carouselCopy.startRotation })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(region.getByRole('button', { name: carouselCopy.stopRotation })).toBeFocused()
  await page.keyboard.press('Enter')
  await tabUntil(page, carouselCopy.next)
  await page.keyboard.press('Enter')
  await expect(region.locator('[data-current]')).toHaveAttribute('aria-label', slide(2))
  // Three to a view at this width: at the end focus moves to Previous rather than falling to the page.
  const last = lastIndex(caseStudies.length, 3)
  for (let press = 1; press < last; press++) await page.keyboard.press('Enter')
  await expect(region.locator('[data-current]')).toHaveAttribute('aria-label', slide(last + 1))
  await expect(region.getByRole('button', { name: carouselCopy.previous })).toBeFocused()
  await page.keyboard.press('ArrowLeft')
  await expect(region.locator('[data-current]')).toHaveAttribute('aria-label', slide(last))
})

test('the video plays and pauses from the keyboard, and focus stays on its control', async ({ page }) => {
  await visit(page, '/')
  await tabUntil(page, hero.playLabel)
  await page.keyboard.press('Enter')
  const pause = page.getByRole('button', { name: hero.pauseLabel })
  await expect(pause).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('button', { name: hero.playLabel })).toBeFocused()
  expect(await page.locator('video').evaluate((video: HTMLVideoElement) => video.paused)).toBe(true)
})

test('the application form is reachable from the keyboard', async ({ page }) => {
  await visit(page, '/get-started')
  await expect(page.getByRole('form', { name: 'Stand-in HubSpot form' })).toBeVisible()
  await tabUntil(page, '')
  await expect(page.getByRole('textbox', { name: 'First name' })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(page.getByRole('textbox', { name: 'Work email' })).toBeFocused()
})

test('a hash link moves focus to its section', async ({ page }) => {
  // Wide enough for the sections to be in the header's row, whatever their words (header-fit.ts).
  await page.setViewportSize({ width: 1920, height: 1080 })
  await visit(page, '/')
  await page
    .getByRole('navigation', { name: chrome.mainNavLabel })
    .getByRole('link', { name: navigation.find((item) => item.hash === 'pricing')!.label, exact: true })
    .click()
  await expect(page.locator('#pricing')).toBeFocused()
})
