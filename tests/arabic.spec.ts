import { copyIn, drawnEnds, test, expect, visit } from './fixtures'

const ar = copyIn('ar')
const en = copyIn('en')

test('Arabic prices keep the amount before its currency, left to right, and packages read in Arabic', async ({
  page,
}) => {
  await visit(page, '/ar/#pricing')
  const pricing = page.locator('#pricing')
  for (const offer of ar.packages) {
    await expect(pricing.getByRole('heading', { name: offer.title, exact: true })).toBeVisible()
    const amount = ar.price(offer.price).replace(/\u200f/g, '')
    const digits = amount.match(/[\d,]+/)![0]
    const price = pricing.locator('bdi', { hasText: digits })
    await expect(price).toBeVisible()
    const ends = (await drawnEnds(price, amount.trim()))!
    expect(ends.first, amount).toBeLessThan(ends.last)
  }
  const amount = ar
    .price(ar.premium.price)
    .replace(/\u200f/g, '')
    .trim()
  const ends = (await drawnEnds(page.getByText(ar.premiumLine), amount))!
  expect(ends.first, amount).toBeLessThan(ends.last)
})

test('in Arabic the 97% figure stays on one line, and running text is a step larger than in English', async ({
  page,
}) => {
  await page.setViewportSize({ width: 768, height: 1024 })
  const sizes: number[] = []
  for (const copy of [en, ar]) {
    await visit(page, copy.at('/#why'))
    const figure = page.getByText(copy.why.stat, { exact: true })
    await expect(figure).toBeVisible()
    const lines = await figure.evaluate((element) => {
      const range = document.createRange()
      range.selectNodeContents(element)
      return new Set([...range.getClientRects()].map((line) => Math.round(line.top))).size
    })
    expect(lines, copy.at('/')).toBe(1)
    sizes.push(await page.evaluate(() => parseFloat(getComputedStyle(document.body).fontSize)))
  }
  expect(sizes[1]).toBeGreaterThan(sizes[0]!)
})
