import type { Locator, Page } from '@playwright/test'
import { copyIn, test, expect, LANGS, visit } from './fixtures'

// Proof in the first screens: each case study's headline result under the hero and on its card, its figures at the top of its page.

const PHONE = { width: 390, height: 844 }

const top = async (locator: Locator) => (await locator.boundingBox())!.y
const fontSize = (locator: Locator) => locator.evaluate((element) => parseFloat(getComputedStyle(element).fontSize))

for (const lang of LANGS) {
  const copy = copyIn(lang)
  const band = (page: Page) => page.getByRole('region', { name: copy.caseStudiesSection.proofTitle })

  test.describe(`in ${lang}`, () => {
    test('the band after the hero shows every headline result, big, each with a link to its case study, by the second screen of a phone; every carousel card shows its headline result at the top of its words; on a wide screen the band is one row of four, and a company link opens its case study', async ({
      page,
    }) => {
      test.setTimeout(60_000)
      // One card to a view, the picker to move between them.
      await page.setViewportSize(PHONE)
      await page.emulateMedia({ reducedMotion: 'reduce' })
      await visit(page, copy.at('/'))
      await test.step('the band on a phone', async () => {
        const items = band(page).getByRole('listitem')
        await expect(items).toHaveCount(copy.caseStudies.length)
        for (const [index, study] of copy.caseStudies.entries()) {
          const item = items.nth(index)
          const figure = item.getByText(study.headlineResult.figure, { exact: true })
          const words = item.getByText(study.headlineResult.text, { exact: true })
          await expect(figure).toBeVisible()
          await expect(words).toBeVisible()
          expect(await fontSize(figure)).toBeGreaterThan(1.5 * (await fontSize(words)))
          await expect(item.getByRole('link', { name: study.company, exact: true })).toHaveAttribute(
            'href',
            copy.at(`/case-study/${study.slug}`),
          )
        }
        // Straight after the hero, and its first figures drawn within the first two screens.
        const hero = page.getByRole('heading', { level: 1 })
        expect(await top(hero)).toBeLessThan(await top(band(page)))
        expect(await top(band(page))).toBeLessThan(2 * PHONE.height)
        const first = items.first().getByText(copy.caseStudies[0]!.headlineResult.figure, { exact: true })
        const box = (await first.boundingBox())!
        expect(box.y + box.height).toBeLessThan(2 * PHONE.height)
        const ids = await page
          .locator('main > *')
          .evaluateAll((sections) => sections.map((section) => section.id || section.getAttribute('aria-labelledby')))
        expect(ids.indexOf('proof-title')).toBe(ids.indexOf('why') - 1)
      })
      await test.step('every carousel card', async () => {
        const carousel = page.getByRole('region', { name: copy.caseStudiesSection.carouselLabel })
        // The page, not the track, scrolled to the cards' tops, below the sticky header.
        await carousel
          .getByRole('article')
          .first()
          .evaluate((card) => window.scrollTo(0, card.getBoundingClientRect().top + window.scrollY - innerHeight / 4))
        for (const [index, study] of copy.caseStudies.entries()) {
          await carousel.getByRole('button', { name: copy.pickSlide(index + 1) }).click()
          const card = carousel.getByRole('article', { name: study.company })
          const headline = card.getByText(study.headlineResult.text, { exact: true })
          await expect(card.getByText(study.headlineResult.figure, { exact: true })).toBeInViewport({ ratio: 1 })
          await expect(headline).toBeInViewport({ ratio: 1 })
          expect(await top(headline)).toBeLessThan(await top(card.getByRole('heading', { name: study.company })))
        }
      })
      await test.step('the band on a wide screen', async () => {
        await page.setViewportSize({ width: 1280, height: 800 })
        const items = band(page).getByRole('listitem')
        const tops = await Promise.all(copy.caseStudies.map((_, index) => top(items.nth(index))))
        expect(new Set(tops).size).toBe(1)
        const study = copy.caseStudies.at(-1)!
        await band(page).getByRole('link', { name: study.company, exact: true }).click()
        await expect(page).toHaveURL(new RegExp(`${copy.at(`/case-study/${study.slug}`)}$`))
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(study.company)
      })
    })

    // The layout is the case-study template's (tests/site.ts: pages of a kind need one browser visit): the study with the most results.
    const study = copy.caseStudies.reduce((most, next) => (next.results.length > most.results.length ? next : most))
    test('the page of the case study with the most results shows them as figures before its challenge', async ({
      page,
    }) => {
      await visit(page, copy.at(`/case-study/${study.slug}`))
      const main = page.getByRole('main')
      const challenge = await top(main.getByRole('heading', { name: copy.caseStudyPage.challenge }))
      for (const result of study.results) {
        // The first of its two places: the full list, under Key Results, comes after.
        const figure = main.getByText(result.figure, { exact: true }).first()
        const words = main.getByText(result.text, { exact: true }).first()
        await expect(figure).toBeVisible()
        await expect(words).toBeVisible()
        expect(await fontSize(figure)).toBeGreaterThan(1.5 * (await fontSize(words)))
        expect(await top(words)).toBeLessThan(challenge)
      }
    })
  })
}
