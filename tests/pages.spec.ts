import { copyIn, test, expect, hydrated, LANGS, ROUTES } from './fixtures'
import { site } from '../src/content/site'

const { caseStudies, why, chrome } = copyIn('en')

test.describe('every known route', () => {
  for (const route of ROUTES) {
    test(`${route.path} is prerendered, hydrates without a warning and shows its heading`, async ({ page }) => {
      const response = await page.goto(route.path)
      expect(response?.status()).toBe(200)
      // The heading is in the HTML the server sent, before any script runs.
      expect(await response?.text()).toContain(route.h1.replace(/'/g, '&#x27;'))
      await hydrated(page)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.h1)
      await expect(page).toHaveTitle(new RegExp(site.name))
    })
  }
})

test('the home page has its sections in order, each with its id', async ({ page }) => {
  await page.goto('/')
  const ids = await page.locator('main section[id]').evaluateAll((sections) => sections.map((section) => section.id))
  expect(ids).toEqual(['why', 'package', 'features', 'case-studies', 'pricing'])
  await expect(page.getByRole('heading', { level: 2, name: why.title })).toBeVisible()
  await expect(page.getByText('97%', { exact: true })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Launch-Ready by Design' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Build Right. Build Smart.' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'MVPs That Actually Work' })).toBeVisible()
  await expect(page.getByText('Starting at $50,000 +VAT | 6-8 week delivery')).toBeVisible()
  await expect(page.getByText('Most Popular')).toBeVisible()
  for (const price of ['$3,000', '$25,000', '$40,000']) await expect(page.getByText(price, { exact: true })).toBeVisible()
})

test('a case study shows every part the specification lists, in order', async ({ page }) => {
  await page.goto('/case-study/learncraft-academy')
  await hydrated(page)
  const main = page.getByRole('main')
  await expect(main.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/')
  await expect(main.getByText('E-learning', { exact: true })).toBeVisible()
  await expect(main.getByText('Delivered in 4 weeks')).toBeVisible()
  await expect(main.getByRole('link', { name: 'Start Your Project' })).toHaveAttribute('href', '/get-started')
  const headings = await main.getByRole('heading', { level: 2 }).allTextContents()
  expect(headings).toEqual([
    'The Challenge',
    'Our Solution',
    'Features Delivered',
    'Technology Stack',
    'Key Results',
    'Ready to Build Your MVP?',
  ])
  const study = caseStudies.find((entry) => entry.slug === 'learncraft-academy')!
  for (const feature of study.detailedFeatures) await expect(main.getByRole('heading', { level: 3, name: feature.name })).toBeVisible()
  for (const result of study.results) await expect(main.getByText(result)).toBeVisible()
  await expect(main.getByText("Let's discuss how we can help you launch your product in just 4 weeks.")).toBeVisible()
  await expect(main.getByRole('link', { name: 'Get Started Today' })).toHaveAttribute('href', '/get-started')
  const image = main.getByRole('img', { name: /LearnCraft Academy/ })
  await expect(image).toHaveJSProperty('complete', true)
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
})

test.describe('not found', () => {
  for (const lang of LANGS) {
    const copy = copyIn(lang)
    const unknown = copy.at('/no/such/page')

    test(`${unknown}: the ${lang} 404 page with status 404, the path logged, a link to that language's home`, async ({ page, allowConsole }) => {
      allowConsole(/404 \(Not Found\)/)
      allowConsole(/^warning: 404: no page at/)
      const logged = page.waitForEvent('console', (message) => message.text().includes(unknown))
      const response = await page.goto(unknown)
      expect(response?.status()).toBe(404)
      await expect(page.locator('html')).toHaveAttribute('lang', lang)
      await hydrated(page)
      await expect(page.getByText(copy.notFoundPage.code, { exact: true })).toBeVisible()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${copy.notFoundPage.code}: ${copy.notFoundPage.title}`)
      await expect(page.getByText(unknown)).toBeVisible()
      expect(page.url()).toMatch(new RegExp(`${unknown}$`))
      expect((await logged).type()).toBe('warning')
      await page.getByRole('link', { name: copy.notFoundPage.home }).click()
      await expect(page).toHaveURL(new RegExp(`${copy.at('/')}$`))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.hero.headline)
    })

    test(`${copy.at('/case-study/nope')}: an unknown case study says so, in ${lang}, and links home`, async ({ page, allowConsole }) => {
      allowConsole(/404 \(Not Found\)/)
      allowConsole(/^warning: 404: no page at/)
      const response = await page.goto(copy.at('/case-study/nope'))
      expect(response?.status()).toBe(404)
      await hydrated(page)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.caseStudyPage.notFoundTitle)
      // The one 404 document's title, which hydration keeps.
      await expect(page).toHaveTitle(copy.notFoundPage.metaTitle)
      await page.getByRole('link', { name: copy.caseStudyPage.notFoundHome }).click()
      await expect(page).toHaveURL(new RegExp(`${copy.at('/')}$`))
    })
  }

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

  for (const route of ROUTES) {
    test(`${route.path} shows its full content`, async ({ page }) => {
      await page.goto(route.path)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.h1)
      await expect(page.getByRole('contentinfo')).toContainText('© 2025')
    })
  }

  test('links work and the carousel cards are all there', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/')
    // The header shows the section links instead of a menu button that would need script.
    await expect(page.getByRole('button', { name: chrome.menuButton })).toBeHidden()
    await expect(page.getByRole('navigation', { name: chrome.mainNavLabel }).getByRole('link', { name: 'Pricing' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'View Details' })).toHaveCount(4)
    await page.getByRole('link', { name: 'View Details' }).first().click()
    await expect(page).toHaveURL(/\/case-study\/moneymind$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('MoneyMind')
    await page.getByRole('link', { name: 'Start Your Project' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Launch Your MVP')
    await expect(page.getByRole('link', { name: /hello@/ })).toHaveAttribute('href', /^mailto:/)
  })
})
