import type { Locator } from '@playwright/test'
import sharp from 'sharp'
import { copyIn, test, expect, LANGS, visit } from './fixtures'
import { drawnHeight, expectClosed, expectOpen, faqSection, question } from './faq'

/** Which way the drawn chevron points: its ink is wide at its open end and narrow at its tip (pixels, not the style that turns it). */
async function chevronPoints(indicator: Locator) {
  const { data, info } = await sharp(await indicator.screenshot())
    .raw()
    .toBuffer({ resolveWithObject: true })
  const at = (x: number, y: number) => [
    ...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3),
  ]
  const background = at(0, 0)
  const ink = (x: number, y: number) =>
    at(x, y).reduce((sum, value, channel) => sum + Math.abs(value - background[channel]!), 0) > 120
  const spans = Array.from({ length: info.height }, (_, y) => {
    const xs = Array.from({ length: info.width }, (_, x) => x).filter((x) => ink(x, y))
    return xs.length ? xs.at(-1)! - xs[0]! : -1
  }).filter((span) => span >= 0)
  return spans[0]! > spans.at(-1)! ? 'down' : 'up'
}

for (const lang of LANGS) {
  const { faq, at } = copyIn(lang)

  // One visit for the three: the click and keyboard step before the structured data's, which leaves every question open.
  test(`the questions section shows every question, each closed, between the case studies and pricing; a question opens and closes with a click, and from the keyboard with a visible focus; and the FAQPage structured data holds the questions and answers it shows (${lang})`, async ({
    page,
  }) => {
    await visit(page, at('/'))
    const section = faqSection(page, lang)
    await expect(section.getByRole('heading', { level: 2 })).toHaveText(faq.title)
    await expect(section.getByRole('heading', { level: 3 })).toHaveText(faq.items.map((item) => item.question))
    for (const [index, item] of faq.items.entries()) {
      await expect(section.getByRole('heading', { level: 3 }).nth(index)).toBeVisible()
      await expect(section.getByText(item.answer, { exact: true })).toBeHidden()
    }
    const order = await page.locator('section[id]').evaluateAll((sections) => sections.map((section) => section.id))
    expect(order.slice(order.indexOf('case-studies'), order.indexOf('pricing') + 1)).toEqual([
      'case-studies',
      'faq',
      'pricing',
    ])

    await test.step('a question by click and by keyboard', async () => {
      const { item, row } = question(section, 1)
      const answer = section.getByText(faq.items[1]!.answer, { exact: true })
      const closed = await drawnHeight(item)

      await row.click()
      await expectOpen(item, answer, closed)
      await row.click()
      await expectClosed(item, answer, closed)

      // From the section's title, Tab reaches the first question, then the second.
      await section.getByRole('heading', { level: 2 }).click()
      await page.keyboard.press('Tab')
      await page.keyboard.press('Tab')
      await expect(row).toBeFocused()
      expect(
        await row.evaluate((element) => [
          getComputedStyle(element).outlineStyle,
          parseFloat(getComputedStyle(element).outlineWidth) >= 2,
        ]),
      ).toEqual(['solid', true])
      await page.keyboard.press('Enter')
      await expectOpen(item, answer, closed)
      await page.keyboard.press('Space')
      await expectClosed(item, answer, closed)
    })

    await test.step('the FAQPage structured data', async () => {
      const shown: { question: string; answer: string }[] = []
      for (const item of await section.locator('details').all()) {
        await item.locator('summary').click()
        const answer = item.locator('p')
        await expect(answer).toBeVisible()
        shown.push({
          question: await item.getByRole('heading', { level: 3 }).innerText(),
          answer: await answer.innerText(),
        })
      }
      expect(shown).toHaveLength(faq.items.length)
      const jsonLd = await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent!)))
      const faqPages = jsonLd.filter((item) => item['@type'] === 'FAQPage')
      expect(faqPages).toHaveLength(1)
      expect(faqPages[0].inLanguage).toBe(lang)
      expect(
        faqPages[0].mainEntity.map(
          (entry: { '@type': string; name: string; acceptedAnswer: { '@type': string; text: string } }) => ({
            question: `${entry['@type']}: ${entry.name}`,
            answer: `${entry.acceptedAnswer['@type']}: ${entry.acceptedAnswer.text}`,
          }),
        ),
      ).toEqual(
        shown.map(({ question, answer }) => ({ question: `Question: ${question}`, answer: `Answer: ${answer}` })),
      )
    })
  })

  test(`each question's row is a target of at least 24 by 24 pixels, with an indicator that turns when it opens (${lang})`, async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.setViewportSize({ width: 390, height: 844 })
    await visit(page, at('/'))
    const { row } = question(faqSection(page, lang), 0)
    const box = (await row.boundingBox())!
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24)
    const indicator = row.locator('svg')
    await expect(indicator).toBeVisible()
    expect(await chevronPoints(indicator)).toBe('down')
    await row.click()
    await page.mouse.move(0, 0)
    expect(await chevronPoints(indicator)).toBe('up')
    await row.click()
    await page.mouse.move(0, 0)
    expect(await chevronPoints(indicator)).toBe('down')
  })
}
