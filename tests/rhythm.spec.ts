import { copyIn, test, expect, LANGS, visit } from './fixtures'
import type { Page } from '@playwright/test'
import { themes } from '../scripts/measure/contrast.mjs'

/** How many lines the element's text is drawn on, and whether each figure shares its line with the word after it. */
const headlineLines = (page: Page) =>
  page.getByRole('heading', { level: 1 }).evaluate((heading) => {
    const text = heading.firstChild as Text
    const linesOf = (start: number, end: number) => {
      const range = document.createRange()
      range.setStart(text, start)
      range.setEnd(text, end)
      return new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)))
        .size
    }
    const figures = [...text.data.matchAll(/\d[\d,.%]*\s+\S+/gu)].map((match) => ({
      words: match[0],
      lines: linesOf(match.index, match.index + match[0].length),
    }))
    return { lines: linesOf(0, text.data.length), figures }
  })

for (const lang of LANGS) {
  const { at } = copyIn(lang)

  test(`the hero's headline keeps each figure with its word, in three lines at most beside the video (${lang})`, async ({
    page,
  }) => {
    await visit(page, at('/'))
    for (const width of [390, 1024, 1280]) {
      await page.setViewportSize({ width, height: 800 })
      const { lines, figures } = await headlineLines(page)
      expect(figures.length, 'the launch headline has a figure').toBeGreaterThan(0)
      for (const figure of figures) expect(figure.lines, `${figure.words} at ${width} px`).toBe(1)
      if (width >= 1024) expect(lines, `lines at ${width} px`).toBeLessThanOrEqual(3)
    }
  })
}

test('a last card alone in its row is centred, at two and at three cards a row', async ({ page }) => {
  const { packageSection } = copyIn('en')
  await visit(page, '/')
  for (const width of [800, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    const grid = page.locator('#package ul').first()
    const cards = grid.locator(':scope > li')
    await expect(cards).toHaveCount(packageSection.cards.length)
    const box = (await grid.boundingBox())!
    const tops = await cards.evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)))
    const lastRow = (await cards.evaluateAll((items) => items.map((item) => item.getBoundingClientRect()))).filter(
      (_, i) => tops[i] === tops.at(-1),
    )
    const rowLeft = Math.min(...lastRow.map((rect) => rect.left))
    const rowRight = Math.max(...lastRow.map((rect) => rect.right))
    expect(
      Math.abs(rowLeft - box.x - (box.x + box.width - rowRight)),
      `left and right margins of the last row at ${width} px`,
    ).toBeLessThanOrEqual(2)
  }
})

test('in the dark theme the primary call to action is the brand violet with white text', async ({ page }) => {
  const { hero } = copyIn('en')
  const rgb = (token: string) => `rgb(${themes().dark[token]!.rgb.join(', ')})`
  await visit(page, '/')
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme })
    const cta = page.getByRole('link', { name: hero.cta })
    await expect(cta).toBeVisible()
    const drawn = await cta.evaluate((link) => ({
      background: getComputedStyle(link).backgroundColor,
      text: getComputedStyle(link).color,
    }))
    expect(drawn, colorScheme).toEqual({ background: rgb('action'), text: rgb('on-action') })
    expect(rgb('on-action')).toBe('rgb(255, 255, 255)')
  }
})
