/** The questions section as faq.spec.ts and without-script.spec.ts find and measure it. */
import type { Locator, Page } from '@playwright/test'
import { copyIn, expect, type Lang } from './fixtures'

export const faqSection = (page: Page, lang: Lang) => page.getByRole('region', { name: copyIn(lang).faq.title })

/** One question: its box and its row (the `<summary>`, which Playwright gives no role). */
export function question(section: Locator, index: number) {
  const item = section.locator('details').nth(index)
  return { item, row: item.locator('summary') }
}

export const drawnHeight = async (locator: Locator) => (await locator.boundingBox())?.height ?? 0

/** Open: the answer is drawn and the question's box grows by it; closed, neither. */
export async function expectOpen(item: Locator, answer: Locator, closedHeight: number) {
  await expect(answer).toBeVisible()
  const answerHeight = await drawnHeight(answer)
  expect(answerHeight).toBeGreaterThan(0)
  expect(await drawnHeight(item)).toBeGreaterThanOrEqual(closedHeight + answerHeight)
}

export async function expectClosed(item: Locator, answer: Locator, closedHeight: number) {
  await expect(answer).toBeHidden()
  expect(await drawnHeight(item)).toBe(closedHeight)
}
