import { copyIn, test, expect, axe, hydrateIslands, LANGS, ONE_OF_EACH_KIND, VIEWPORTS, visit } from './fixtures'
import { findCaseStudy } from '../src/content/case-studies'
import { caseStudyMeta } from '../src/content/meta'

const { applicationForm, chrome, caseStudies, caseStudiesSection, at } = copyIn('en')
const study = caseStudies[0]!

// One page of each kind in each language: a kind shares template, colours and code (validity.spec.ts scans every page).
const PAGES = [
  ...ONE_OF_EACH_KIND.map((route) => ({ path: route.path, status: 200 })),
  ...LANGS.flatMap((lang) => [
    { path: copyIn(lang).at('/no/such/page'), status: 404 },
    { path: copyIn(lang).at('/case-study/nope'), status: 404 },
  ]),
]

// A test per page, its widths and themes changed in place (all CSS, and the header refits on resize): a page load and hydration cost more than a scan.
for (const { path, status } of PAGES) {
  test(`${path} has no WCAG 2.2 A/AA violations at ${VIEWPORTS.map((viewport) => viewport.width).join(', ')} px, light or dark`, async ({ page, allowConsole }) => {
    test.setTimeout(60_000)
    allowConsole(/404 \(Not Found\)/)
    allowConsole(/^warning: 404: no page at/)
    // Autoplay would move the carousel mid-scan; the reduced-motion state is the same markup.
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.setViewportSize({ width: VIEWPORTS[0].width, height: VIEWPORTS[0].height })
    const response = await page.goto(path)
    expect(response?.status()).toBe(status)
    await hydrateIslands(page)
    for (const { width, height } of VIEWPORTS) {
      await page.setViewportSize({ width, height })
      for (const colorScheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme })
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
        expect.soft(await axe(page), `${width} px, ${colorScheme}`).toEqual([])
      }
    }
  })
}

for (const lang of LANGS) {
  test(`the open drawer has no violations (${lang})`, async ({ page }) => {
    const { chrome, at } = copyIn(lang)
    await page.setViewportSize({ width: 390, height: 844 })
    await visit(page, at('/'))
    await page.getByRole('button', { name: chrome.menuButton }).click()
    await expect(page.getByRole('dialog', { name: chrome.drawerTitle })).toBeVisible()
    expect(await axe(page)).toEqual([])
  })
}

test('when the embed is blocked, our own application form has no violations', async ({ page, hubspot, allowConsole }) => {
  allowConsole(/ERR_BLOCKED_BY_CLIENT/)
  hubspot.mode = 'fail'
  await visit(page, '/get-started')
  await expect(page.getByRole('form', { name: applicationForm.label })).toBeVisible()
  expect(await axe(page)).toEqual([])
})

test('the first focus stop is the skip link, and it leads to the main content', async ({ page }) => {
  await visit(page, at(`/case-study/${study.slug}`))
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: chrome.skipLink })
  await expect(skip).toBeFocused()
  await expect(skip).toBeVisible()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('main')).toBeFocused()
})

test('on an unknown address too, the first focus stop is the skip link', async ({ page, allowConsole }) => {
  allowConsole(/404 \(Not Found\)|^warning: 404: no page at/)
  await visit(page, '/no/such/page')
  // The address is shown once the app has taken the page to it.
  await expect(page.getByText('/no/such/page')).toBeVisible()
  await expect(page.locator('body')).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(page.getByRole('link', { name: chrome.skipLink })).toBeFocused()
})

test('following a link opens the next page from its start: its title, the skip link first', async ({ page }) => {
  await visit(page, '/')
  await page.getByRole('article', { name: study.company }).getByRole('link', { name: caseStudiesSection.viewDetails }).click()
  await expect(page).toHaveTitle(caseStudyMeta(findCaseStudy(study.slug)!).title)
  await expect(page.locator('body')).toBeFocused()
  await expect.poll(() => page.evaluate(() => scrollY)).toBe(0)
  await page.keyboard.press('Tab')
  await expect(page.getByRole('link', { name: chrome.skipLink })).toBeFocused()
})

test('nothing scrolls sideways at 320 px', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 })
  for (const path of ['/', '/get-started', at(`/case-study/${study.slug}`), '/privacy', '/ar/privacy']) {
    await visit(page, path)
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(320)
  }
})
