import type { Page } from '@playwright/test'
import { copyIn, test, expect, visit } from './fixtures'

const { chrome, navigation, caseStudies, caseStudiesSection } = copyIn('en')
const pricing = navigation.find((item) => item.hash === 'pricing')!.label

// Wide enough for the sections to be in the header's row, whatever their words (header-fit.ts).
test.use({ viewport: { width: 1920, height: 1080 } })

/** Records, on every document the page opens, whether it was revealed by a view transition. */
async function recordReveals(page: Page) {
  await page.addInitScript(() => {
    addEventListener('pagereveal', (event) => {
      const reveals = JSON.parse(sessionStorage.getItem('reveals') ?? '[]') as boolean[]
      sessionStorage.setItem(
        'reveals',
        JSON.stringify([...reveals, Boolean((event as Event & { viewTransition?: unknown }).viewTransition)]),
      )
    })
  })
  return () => page.evaluate(() => JSON.parse(sessionStorage.getItem('reveals') ?? '[]') as boolean[])
}

async function openCaseStudy(page: Page) {
  await visit(page, '/')
  const { company } = caseStudies[0]!
  await page.getByRole('article', { name: company }).getByRole('link', { name: caseStudiesSection.viewDetails }).click()
  await expect(page.getByRole('heading', { level: 1, name: company })).toBeVisible()
}

test('moving to another page cross-fades', async ({ page }) => {
  const reveals = await recordReveals(page)
  await openCaseStudy(page)
  // The first load is not a transition; the move to the case study is.
  await expect.poll(reveals).toEqual([false, true])
  await page
    .getByRole('navigation', { name: chrome.mainNavLabel })
    .getByRole('link', { name: pricing, exact: true })
    .click()
  await expect(page).toHaveURL(/\/#pricing$/)
  await expect.poll(reveals).toEqual([false, true, true])
})

test('a section link on the same page stays on that page: no new document, nothing to fade', async ({ page }) => {
  const reveals = await recordReveals(page)
  await visit(page, '/')
  await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true))
  await page
    .getByRole('navigation', { name: chrome.mainNavLabel })
    .getByRole('link', { name: pricing, exact: true })
    .click()
  await expect(page).toHaveURL(/\/#pricing$/)
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true)
  expect(await reveals()).toEqual([false])
})

test('no view transition for a visitor who prefers reduced motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  const reveals = await recordReveals(page)
  await openCaseStudy(page)
  await expect.poll(reveals).toEqual([false, false])
})
