import { AUTOPLAY_INTERVAL_MS } from '../src/ui/Carousel/carousel-logic'
import { copyIn, test, expect, visit } from './fixtures'
import { clippedText } from './cross-browser/in-page'

const { caseStudiesSection: carouselCopy, chrome, packages, premium, caseStudies, site, slide } = copyIn('en')

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' })

  test('the carousel does not autoplay, scrolling is instant and the drawer does not animate', async ({ page }) => {
    await page.clock.install()
    await page.setViewportSize({ width: 390, height: 844 })
    await visit(page, '/')
    const region = page.getByRole('region', { name: carouselCopy.carouselLabel })
    await expect(region.getByRole('button', { name: carouselCopy.startRotation })).toBeAttached()
    await page.clock.runFor(3 * AUTOPLAY_INTERVAL_MS)
    await expect(region.locator('[data-current]')).toHaveAttribute('aria-label', slide(1))
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('auto')
    await page.getByRole('button', { name: chrome.menuButton }).click()
    const drawer = page.getByRole('dialog', { name: chrome.drawerTitle })
    await expect(drawer).toBeVisible()
    // The native menu stands in until React Aria's drawer code has arrived: check the drawer itself.
    await expect(page.locator('dialog')).toHaveCount(0)
    const animation = await drawer.evaluate((dialog) => getComputedStyle(dialog.parentElement!).animationName)
    expect(animation).toBe('none')
  })
})

test('without reduced motion, page scrolling is smooth', async ({ page }) => {
  await page.goto('/')
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('smooth')
})

test.describe('in forced-colours mode', () => {
  test('borders, badges, focus rings and the highlighted package stay visible', async ({ page }) => {
    await page.emulateMedia({ forcedColors: 'active', reducedMotion: 'reduce' })
    await visit(page, '/#pricing')
    // Whichever packages the content highlights, and whichever badges it gives.
    const popular = page.locator('[data-popular]')
    await expect(popular).toHaveCount(packages.filter((offer) => offer.popular).length)
    for (const card of await popular.all()) await expect(card).toHaveCSS('border-top-style', 'double')
    for (const card of await page.locator('#pricing li:has(> article):not([data-popular])').all()) {
      expect(await card.evaluate((element) => parseFloat(getComputedStyle(element).borderTopWidth))).toBeGreaterThan(0)
    }
    for (const { badge } of packages.filter((offer) => offer.badge)) {
      expect(
        await page
          .getByText(badge!, { exact: true })
          .evaluate((element) => parseFloat(getComputedStyle(element).borderTopWidth)),
      ).toBeGreaterThan(0)
    }
    const cta = page.getByRole('link', { name: premium.ctaLabel })
    await cta.focus()
    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('Tab')
    await expect(cta).toBeFocused()
    await expect(cta).toHaveCSS('outline-style', 'solid')
    expect(await cta.evaluate((element) => parseFloat(getComputedStyle(element).outlineWidth))).toBeGreaterThanOrEqual(
      2,
    )
  })
})

test('every focus ring is solid and at least 2 px, on light and dark backgrounds', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await visit(page, '/')
  const rings: { name: string; href: string | null; style: string; width: number; color: string }[] = []
  for (let step = 0; step < 60; step++) {
    await page.keyboard.press('Tab')
    const ring = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement
      const style = getComputedStyle(element)
      return {
        name: (element.getAttribute('aria-label') ?? element.innerText).trim().slice(0, 40),
        href: element.getAttribute('href'),
        style: style.outlineStyle,
        width: parseFloat(style.outlineWidth),
        color: style.outlineColor,
      }
    })
    rings.push(ring)
    // The footer's LinkedIn link is the page's last.
    if (ring.href === site.linkedInUrl) break
  }
  for (const ring of rings.filter((entry) => entry.name !== '')) {
    expect(ring.style, ring.name).toBe('solid')
    expect(ring.width, ring.name).toBeGreaterThanOrEqual(2)
    expect(ring.color, ring.name).not.toBe('rgba(0, 0, 0, 0)')
  }
})

/** WCAG 1.4.12's text spacing, as a visitor's own style sheet sets it. */
const TEXT_SPACING =
  '* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } p { margin-block-end: 2em !important; }'

for (const width of [390, 1280]) {
  test(`at ${width} px, with text at 200% or WCAG's text spacing, no text is cut off or ends in an ellipsis, and the heading shows`, async ({
    page,
  }) => {
    test.slow()
    await page.setViewportSize({ width, height: 800 })
    const study = `/case-study/${caseStudies[0]!.slug}`
    for (const path of [
      '/',
      study,
      '/get-started',
      '/privacy',
      '/ar/',
      `/ar${study}`,
      '/ar/get-started',
      '/ar/privacy',
    ]) {
      await visit(page, path)
      const larger = await page.evaluate(() => {
        document.documentElement.style.fontSize = '200%'
        return getComputedStyle(document.querySelector('h1')!).fontSize
      })
      expect(parseFloat(larger), path).toBeGreaterThan(40)
      expect(await page.evaluate(clippedText), `${path} at 200%`).toEqual([])
      await expect(page.getByRole('heading', { level: 1 }), `${path} at 200%`).toBeVisible()
      // At 1280 px only, as before: at 390 px, text at 200% widens the home page to 520 px (not asked of it).
      if (width === 1280)
        expect(await page.evaluate(() => document.documentElement.scrollWidth), `${path} at 200%`).toBeLessThanOrEqual(
          width,
        )
      await page.evaluate(() => document.documentElement.style.removeProperty('font-size'))
      await page.addStyleTag({ content: TEXT_SPACING })
      expect(await page.evaluate(() => getComputedStyle(document.querySelector('h1')!).wordSpacing), path).not.toBe(
        '0px',
      )
      expect(await page.evaluate(clippedText), `${path} with text spacing`).toEqual([])
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(width)
    }
  })
}

test('interactive targets are at least 24 by 24 px', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await visit(page, '/')
  const small = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('a[href], button')]
      .filter((element) => element.offsetParent !== null && !element.closest('p, li p, dd'))
      .filter((element) => {
        const box = element.getBoundingClientRect()
        return box.width > 0 && (box.width < 24 || box.height < 24)
      })
      .map((element) => (element.getAttribute('aria-label') ?? element.innerText).trim()),
  )
  expect(small).toEqual([])
})
