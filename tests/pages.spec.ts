import { copyIn, test, expect, hydrated, visit } from './fixtures'
import { site } from '../src/content/site'

const {
  caseStudies,
  caseStudiesSection,
  caseStudyPage,
  applicationPage,
  why,
  packageSection,
  features,
  packages,
  premiumLine,
  price,
  at,
} = copyIn('en')
/** A case study, wherever one is needed: the first. */
const study = caseStudies[0]!

test('the home page has its sections in order, each with its id', async ({ page }) => {
  await page.goto('/')
  const ids = await page.locator('main section[id]').evaluateAll((sections) => sections.map((section) => section.id))
  expect(ids).toEqual(['why', 'package', 'features', 'case-studies', 'faq', 'pricing'])
  await expect(page.getByRole('heading', { level: 2, name: why.title })).toBeVisible()
  await expect(page.getByText(why.stat, { exact: true })).toBeVisible()
  await expect(page.getByRole('heading', { name: packageSection.title })).toBeVisible()
  await expect(page.getByRole('heading', { name: features.title })).toBeVisible()
  await expect(page.getByRole('heading', { name: caseStudiesSection.title })).toBeVisible()
  await expect(page.getByText(premiumLine)).toBeVisible()
  for (const offer of packages) {
    await expect(page.getByText(price(offer.price), { exact: true })).toBeVisible()
    if (offer.badge) await expect(page.getByText(offer.badge, { exact: true })).toBeVisible()
  }
})

test('a case study shows every part the specification lists, in order', async ({ page }) => {
  await visit(page, at(`/case-study/${study.slug}`))
  const main = page.getByRole('main')
  await expect(main.getByRole('link', { name: caseStudyPage.back })).toHaveAttribute('href', '/')
  await expect(main.getByText(study.industry, { exact: true })).toBeVisible()
  await expect(main.getByText(caseStudyPage.delivered)).toBeVisible()
  await expect(main.getByRole('link', { name: caseStudyPage.startProject })).toHaveAttribute('href', '/get-started')
  const headings = await main.getByRole('heading', { level: 2 }).allTextContents()
  const { challenge, solution, featuresTitle, technologiesTitle, resultsTitle, ctaTitle } = caseStudyPage
  expect(headings).toEqual([challenge, solution, featuresTitle, technologiesTitle, resultsTitle, ctaTitle])
  for (const feature of study.detailedFeatures)
    await expect(main.getByRole('heading', { level: 3, name: feature.name })).toBeVisible()
  const results = main.getByRole('region', { name: resultsTitle }).getByRole('listitem')
  await expect(results).toHaveText(study.results.map((result) => `${result.figure} ${result.text}`))
  await expect(main.getByText(caseStudyPage.ctaText)).toBeVisible()
  await expect(main.getByRole('link', { name: caseStudyPage.ctaButton })).toHaveAttribute('href', '/get-started')
  const image = main.getByRole('img', { name: study.image.alt, exact: true })
  await expect(image).toHaveJSProperty('complete', true)
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
})

test.describe('not found', () => {
  test('a path with bidirectional controls is shown in its own order, without them', async ({ page, allowConsole }) => {
    allowConsole(/404 \(Not Found\)/)
    allowConsole(/^warning: 404: no page at/)
    // U+202E would draw `/invoice‮fdp.exe` as `/invoiceexe.pdf`; U+2067 would isolate the rest right to left.
    const response = await page.goto('/invoice%E2%80%AEfdp.exe%E2%81%A7-x')
    expect(response?.status()).toBe(404)
    await hydrated(page)
    const shown = page.locator('[data-path-line] code')
    await expect(shown).toBeVisible()
    await expect(shown).toHaveText('/invoicefdp.exe-x')
    // Drawn left to right as written: each character's box lies after the one before.
    const lefts = await shown.evaluate((code) => {
      const text = code.firstChild!
      return Array.from(text.textContent!, (_, index) => {
        const range = document.createRange()
        range.setStart(text, index)
        range.setEnd(text, index + 1)
        return range.getBoundingClientRect().left
      })
    })
    expect(lefts).toEqual([...lefts].sort((a, b) => a - b))
  })

  test('a hostile path is shown as text and nothing runs', async ({ page, allowConsole }) => {
    allowConsole(/404 \(Not Found\)/)
    allowConsole(/^warning: 404: no page at/)
    let dialogs = 0
    page.on('dialog', (dialog) => {
      dialogs++
      void dialog.dismiss()
    })
    const response = await page.goto('/<script>alert(1)</script><img src=x onerror=alert(2)>')
    expect(response?.status()).toBe(404)
    await hydrated(page)
    await expect(page.getByText('<script>alert(1)</script><img src=x onerror=alert(2)>')).toBeVisible()
    expect(await page.locator('main img[src="x"], main script').count()).toBe(0)
    expect(dialogs).toBe(0)
  })
})

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false })

  test('links work and the carousel cards are all there', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/')
    // The header's drawer, which opens without script too, is tested in without-script.spec.ts.
    await expect(page.getByRole('link', { name: caseStudiesSection.viewDetails })).toHaveCount(caseStudies.length)
    await page.getByRole('link', { name: caseStudiesSection.viewDetails }).first().click()
    await expect(page).toHaveURL(new RegExp(`/case-study/${study.slug}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(study.company)
    await page.getByRole('link', { name: caseStudyPage.startProject }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(applicationPage.title)
    await expect(page.getByRole('link', { name: site.contactEmail })).toHaveAttribute('href', /^mailto:/)
  })
})
