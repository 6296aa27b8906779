import type { Page } from '@playwright/test'
import { axe, copyIn, test, expect, hydrated, LANGS, ROUTES, visit } from './fixtures'
import { navigation } from '../src/content/site'

const { chrome, hero, packages, premium, applicationPage, caseStudyPage, caseStudies } = copyIn('en')
const sectionLink = (hash: string) => navigation.en.find((item) => item.hash === hash)!.label
const study = caseStudies[0]!
/** The accessible names of the links marked `aria-current="page"`, before and after hydration. */
const currentLinks = (page: Page) =>
  page
    .locator('a[aria-current="page"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('aria-label') ?? link.textContent?.trim()))

/** The section's top sits below the sticky header and within the viewport. */
async function expectSectionInView(page: Page, id: string) {
  await expect
    .poll(async () =>
      page.evaluate((sectionId) => {
        const section = document.getElementById(sectionId)
        // The next page may not have rendered yet: not in view.
        if (!section) return false
        const header = document.querySelector('header')!.getBoundingClientRect()
        const top = section.getBoundingClientRect().top
        return top >= header.bottom - 1 && top < window.innerHeight / 2
      }, id),
    )
    .toBe(true)
}

test.describe('header navigation on a large screen', () => {
  // Wide enough for the sections to be in the header's row, whatever their words (header-fit.ts).
  test.use({ viewport: { width: 1920, height: 1080 } })

  test('on the home page the links scroll to their section, below the header', async ({ page }) => {
    await visit(page, '/')
    const nav = page.getByRole('navigation', { name: chrome.mainNavLabel })
    for (const id of ['pricing', 'why', 'case-studies']) {
      await nav.getByRole('link', { name: sectionLink(id), exact: true }).click()
      await expect(page).toHaveURL(new RegExp(`/#${id}$`))
      await expectSectionInView(page, id)
    }
  })

  test('on other pages the links go to the home page section', async ({ page }) => {
    await visit(page, '/get-started')
    await page
      .getByRole('navigation', { name: chrome.mainNavLabel })
      .getByRole('link', { name: sectionLink('features'), exact: true })
      .click()
    await expect(page).toHaveURL(/\/#features$/)
    await expectSectionInView(page, 'features')
  })

  test('a typed address with a hash lands on the section', async ({ page }) => {
    await visit(page, '/#pricing')
    await expectSectionInView(page, 'pricing')
  })
})

test.describe('calls to action', () => {
  test('on the home page every call to action is a real link to the application page, which a modified click opens in a new tab; the footer has the logo, Get Started, LinkedIn in a new tab and the copyright', async ({
    page,
    context,
  }) => {
    test.setTimeout(60_000)
    await visit(page, '/')
    await test.step('every call to action is a real link to the application page', async () => {
      const names = [
        hero.cta,
        chrome.getStarted,
        chrome.getStarted,
        ...packages.map((offer) => offer.ctaLabel),
        premium.ctaLabel,
      ]
      const expected = new Map(names.map((name) => [name, names.filter((other) => other === name).length]))
      for (const [name, count] of expected) {
        const links = page.getByRole('link', { name, exact: true })
        await expect(links).toHaveCount(count)
        // A pricing card's button names its package too (tests/application-invites.spec.ts).
        for (const link of await links.all())
          await expect(link).toHaveAttribute('href', /^\/get-started(\?package=[a-z-]+)?$/)
      }
    })
    await test.step('the footer', async () => {
      const footer = page.getByRole('contentinfo')
      await expect(footer.getByRole('link', { name: chrome.homeLabel })).toHaveAttribute('href', '/')
      await expect(footer.getByRole('link', { name: chrome.getStarted })).toHaveAttribute('href', '/get-started')
      const linkedIn = footer.getByRole('link', { name: `${chrome.linkedIn} ${chrome.newTabHint}` })
      await expect(linkedIn).toHaveAttribute('target', '_blank')
      await expect(linkedIn).toHaveAttribute('rel', 'noopener noreferrer')
      await expect(linkedIn).toHaveAttribute('href', /^https:\/\/www\.linkedin\.com\//)
      await expect(footer).toContainText(chrome.copyright)
    })
    await test.step('a modified click opens a new tab', async () => {
      const opened = context.waitForEvent('page')
      await page.getByRole('link', { name: hero.cta }).click({ modifiers: ['ControlOrMeta'] })
      const tab = await opened
      // A new tab starts at about:blank, then loads the address.
      await expect(tab).toHaveURL(/\/get-started$/)
      await expect(tab.getByRole('heading', { level: 1 })).toHaveText(applicationPage.title)
      await expect(page).toHaveURL(/\/$/)
    })
  })

  test('the case study links lead to the application page', async ({ page }) => {
    await visit(page, `/case-study/${study.slug}`)
    await page.getByRole('link', { name: caseStudyPage.ctaButton }).click()
    await expect(page).toHaveURL(/\/get-started$/)
    await page.getByRole('link', { name: applicationPage.back }).click()
    await expect(page).toHaveURL(/\/$/)
  })
})

for (const lang of LANGS) {
  const { chrome, at } = copyIn(lang)
  const sections = navigation[lang]
  const section = (hash: string) => sections.find((item) => item.hash === hash)!.label

  test.describe(`the drawer on a small screen (${lang})`, () => {
    test.use({ viewport: { width: 390, height: 844 } })

    test('slides in at the inline end, holds the sections, none of them the current page, Get Started and the other language, has no violations, closes with Escape and gives focus back; choosing a section of this page closes it and moves focus to that section', async ({
      page,
    }) => {
      await visit(page, at('/'))
      await expect(page.getByRole('banner').getByRole('navigation')).toBeHidden()
      const menu = page.getByRole('button', { name: chrome.menuButton })
      const drawer = page.getByRole('dialog', { name: chrome.drawerTitle })
      await test.step('open, then closed with Escape', async () => {
        await menu.click()
        await expect(drawer).toBeVisible()
        await expect(drawer.getByRole('link')).toHaveText([
          ...sections.map((item) => item.label),
          chrome.getStarted,
          chrome.otherLanguage,
        ])
        for (const link of await drawer.getByRole('link').all()) {
          if ((await link.getAttribute('href'))?.includes('#'))
            await expect(link, 'a section link is never the current page').not.toHaveAttribute('aria-current')
        }
        // Right to left, the drawer is on the left; it comes in from there too (MobileMenu.module.css).
        const gapAtInlineEnd = () =>
          drawer.evaluate((element, rtl) => {
            const box = element.getBoundingClientRect()
            return Math.round(rtl ? box.left : innerWidth - box.right)
          }, lang === 'ar')
        await expect.poll(gapAtInlineEnd).toBe(0)
        expect(await axe(page)).toEqual([])
        await page.keyboard.press('Escape')
        await expect(drawer).toBeHidden()
        await expect(menu).toBeFocused()
      })

      await test.step('a section of this page chosen', async () => {
        await menu.click()
        await drawer.getByRole('link', { name: section('pricing') }).click()
        await expect(drawer).toBeHidden()
        await expect(page).toHaveURL(new RegExp(`${at('/')}#pricing$`))
        await expect(page.locator('#pricing')).toBeFocused()
        await expectSectionInView(page, 'pricing')
      })
    })

    test('on a case study, no link is the current page; choosing a link closes the drawer and scrolls to the section', async ({
      page,
    }) => {
      await visit(page, at(`/case-study/${study.slug}`))
      expect(await currentLinks(page)).toEqual([])
      await page.getByRole('button', { name: chrome.menuButton }).click()
      await page
        .getByRole('dialog', { name: chrome.drawerTitle })
        .getByRole('link', { name: section('case-studies') })
        .click()
      await expect(page.getByRole('dialog', { name: chrome.drawerTitle })).toBeHidden()
      await expect(page).toHaveURL(new RegExp(`${at('/')}#case-studies$`))
      await expectSectionInView(page, 'case-studies')
    })
  })

  test(`a page change in ${lang} opens the next page at its top, in the same language`, async ({ page }) => {
    const { applicationPage } = copyIn(lang)
    await visit(page, at('/'))
    await page.getByRole('contentinfo').getByRole('link', { name: chrome.getStarted }).click()
    await expect(page).toHaveURL(new RegExp(`${at('/get-started')}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(applicationPage.title)
    await expect(page.locator('html')).toHaveAttribute('lang', lang)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })
}

test.describe('the other language', () => {
  for (const route of ROUTES.filter((item) => item.kind === 'case-study' && item.path.endsWith(`/${study.slug}`))) {
    test(`${route.path}: the drawer's language link leads to the same page in the other language`, async ({ page }) => {
      const other = route.lang === 'en' ? 'ar' : 'en'
      const { chrome } = copyIn(route.lang)
      const twin = copyIn(other).at(`/case-study/${study.slug}`)
      await page.setViewportSize({ width: 390, height: 844 })
      await visit(page, route.path)
      await expect(page.getByRole('banner').getByRole('link', { name: chrome.otherLanguage })).toBeHidden()
      await page.getByRole('button', { name: chrome.menuButton }).click()
      const link = page
        .getByRole('dialog', { name: chrome.drawerTitle })
        .getByRole('link', { name: chrome.otherLanguage })
      await expect(link).toHaveAttribute('lang', other)
      await expect(link).toHaveAttribute('hreflang', other)
      await link.click()
      await expect(page).toHaveURL(new RegExp(`${twin}$`))
      await expect(page.locator('html')).toHaveAttribute('lang', other)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(study.company)
    })
  }

  test('an Arabic browser opening / gets the English page, with no redirect, and may choose Arabic', async ({
    browser,
  }) => {
    const context = await browser.newContext({
      locale: 'ar-AE',
      extraHTTPHeaders: { 'Accept-Language': 'ar-AE,ar;q=0.9' },
    })
    const page = await context.newPage()
    const response = await page.goto('/')
    expect(response?.status()).toBe(200)
    expect(response?.request().redirectedFrom()).toBeNull()
    await hydrated(page)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    expect(new URL(page.url()).pathname).toBe('/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(copyIn('en').hero.headline)
    await page
      .getByRole('banner')
      .getByRole('link', { name: copyIn('en').chrome.otherLanguage })
      .click()
    await expect(page).toHaveURL(/\/ar\/$/)
    await context.close()
  })
})

for (const lang of LANGS) {
  const { chrome, at } = copyIn(lang)
  test(`where the header has the room, the sections and the other language are in its row and the menu button is not; on home only the links to home itself are the current page, never the section links (${lang})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1920, height: 1080 })
    const response = await page.goto(at('/'))
    // As served: the prerendered markup says the same.
    const html = await response!.text()
    const served = [...html.matchAll(/<a [^>]*aria-current="page"[^>]*>/g)].map((tag) => tag[0])
    expect(served).not.toHaveLength(0)
    expect(served.every((tag) => tag.includes(`href="${at('/')}"`))).toBe(true)
    await hydrated(page)
    const banner = page.getByRole('banner')
    const nav = banner.getByRole('navigation', { name: chrome.mainNavLabel })
    await expect(nav.getByRole('link')).toHaveText(navigation[lang].map((item) => item.label))
    await expect(banner.getByRole('link', { name: chrome.otherLanguage })).toBeVisible()
    await expect(banner.getByRole('link', { name: chrome.getStarted })).toBeVisible()
    await expect(banner.getByRole('button', { name: chrome.menuButton })).toBeHidden()
    for (const link of await nav.getByRole('link').all()) await expect(link).not.toHaveAttribute('aria-current')
    expect(await currentLinks(page)).not.toHaveLength(0)
    expect(
      await page
        .locator('a[aria-current="page"]')
        .evaluateAll((links, home) => links.every((link) => link.getAttribute('href') === home), at('/')),
    ).toBe(true)
  })
}
