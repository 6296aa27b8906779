import type { Page } from '@playwright/test'
import { test, expect, hydrated } from './fixtures'
import { chrome } from '../src/content/site'
import { findCaseStudy } from '../src/content/case-studies'
import { caseStudyMeta } from '../src/content/meta'

const TITLE = caseStudyMeta(findCaseStudy('techflow-solutions')!).title

/** Counts the view transitions the page starts (`startViewTransition` still does its work). */
async function countTransitions(page: Page) {
  await page.addInitScript(() => {
    const counted = window as unknown as { transitions: number }
    counted.transitions = 0
    const start = Document.prototype.startViewTransition
    if (typeof start === 'function') {
      Document.prototype.startViewTransition = function (this: Document, ...args: Parameters<Document['startViewTransition']>) {
        counted.transitions++
        return start.apply(this, args)
      }
    }
  })
  return () => page.evaluate(() => (window as unknown as { transitions: number }).transitions)
}

/** Goes from home to a case study, then checks focus and the announcement are as without transitions. */
async function openCaseStudy(page: Page) {
  await page.goto('/')
  await hydrated(page)
  await page.getByRole('article', { name: 'TechFlow Solutions' }).getByRole('link', { name: 'View Details' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'TechFlow Solutions' })).toBeFocused()
  await expect(page).toHaveTitle(TITLE)
  await expect(page.locator('[aria-live="polite"][aria-atomic="true"]')).toHaveText(TITLE)
}

test('moving to another page cross-fades once; focus and the announcement are unchanged', async ({ page }) => {
  const transitions = await countTransitions(page)
  await openCaseStudy(page)
  expect(await transitions()).toBe(1)
  // Within a page (a section link) nothing fades.
  await page.goto('/')
  await hydrated(page)
  await page.getByRole('navigation', { name: chrome.mainNavLabel }).getByRole('link', { name: 'Pricing' }).click()
  await expect(page).toHaveURL(/#pricing$/)
  expect(await transitions()).toBe(0)
})

test('no view transition for a visitor who prefers reduced motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  const transitions = await countTransitions(page)
  await openCaseStudy(page)
  expect(await transitions()).toBe(0)
})

test('a browser without view transitions moves between pages as before', async ({ page }) => {
  await page.addInitScript(() => {
    delete (Document.prototype as Partial<Document>).startViewTransition
  })
  await openCaseStudy(page)
})
