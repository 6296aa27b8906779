import type { Page } from '@playwright/test'
import {
  copyIn,
  drawnEnds,
  escapeRegExp,
  test,
  expect,
  axe,
  hold,
  hydrateIslands,
  LANGS,
  ONE_OF_EACH_KIND,
  VIEWPORTS,
  visit,
} from './fixtures'
import { findCaseStudy } from '../src/content/case-studies'
import { caseStudyMeta } from '../src/content/meta'
import { site } from '../src/content/site'

const { chrome, caseStudies, caseStudiesSection, at } = copyIn('en')
const study = caseStudies[0]!

// One page of each kind in each language: a kind shares template, colours and code (validity.spec.ts checks every page's HTML).
// The not-found pages' own checks ride on these visits too: each is one 404 document, costly to open twice.
const PAGES = [
  ...ONE_OF_EACH_KIND.map((route) => ({ path: route.path, status: 200, route, missing: undefined })),
  ...LANGS.flatMap((lang) => [
    { path: copyIn(lang).at('/no/such/page'), status: 404, route: undefined, missing: { lang, what: 'page' } },
    { path: copyIn(lang).at('/case-study/nope'), status: 404, route: undefined, missing: { lang, what: 'case-study' } },
  ]),
]

async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    const violations: string[] = []
    ;(window as unknown as { __csp: string[] }).__csp = violations
    document.addEventListener('securitypolicyviolation', (event) =>
      violations.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`),
    )
  })
  return () => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)
}

/** The policy a page carries in its head (scripts/hosting/headers.mjs puts it right after the charset). */
function metaPolicy(html: string) {
  const meta =
    /^<!DOCTYPE html><html lang="(?:en|ar)" dir="(?:ltr|rtl)"><head>(?:<meta name="prerendered-path" content="[^"]*">)?<meta charSet="utf-8"\/><meta http-equiv="Content-Security-Policy" content="([^"]+)">/.exec(
      html,
    )
  expect(meta, 'the policy is the first thing after the charset').not.toBeNull()
  return meta![1]!
}

for (const { path, status, route, missing } of PAGES) {
  test(`${path} shows its heading as served and hydrated, under its own policy, with no WCAG 2.2 A/AA violations before any script nor at ${VIEWPORTS.map((viewport) => viewport.width).join(', ')} px, light or dark`, async ({
    page,
    request,
    allowConsole,
  }) => {
    test.setTimeout(60_000)
    allowConsole(/404 \(Not Found\)/)
    allowConsole(/^warning: 404: no page at/)
    const violations = await watchViolations(page)
    const scripts = await hold(page)
    const notFound = missing && copyIn(missing.lang)
    const logged =
      missing?.what === 'page' ? page.waitForEvent('console', (message) => message.text().includes(path)) : undefined
    const response = await page.goto(path, { waitUntil: 'commit' })
    expect(response?.status()).toBe(status)

    await test.step('as the server sent it, before any script, no WCAG violations', async () => {
      await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0)
      await expect(page.locator('html[data-hydrated]')).toHaveCount(0)
      expect(await axe(page)).toEqual([])
    })

    if (route) {
      await test.step('prerendered with its heading, under its own policy', async () => {
        const html = await response!.text()
        expect(html).toContain(route.h1.replace(/'/g, '&#x27;'))
        // One policy header per response, the same everywhere: what a page's meta cannot carry.
        const headers = (await response!.headersArray()).filter(
          (header) => header.name.toLowerCase() === 'content-security-policy',
        )
        expect(headers.map((header) => header.value)).toEqual(["frame-ancestors 'none'"])
        const policy = metaPolicy(html)
        expect(policy).not.toContain("'unsafe-eval'")
        expect(policy).toMatch(/script-src 'self'( 'sha256-[^']+')+/)
        expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/)
        expect(policy).toContain("object-src 'none'")
        expect(policy).toContain("base-uri 'self'")
        if (route.kind === 'application') expect(policy).toContain('https://*.hsforms.net')
        else expect(policy).not.toContain('hsforms')
        // The same page as a file (`/x.html`, what the service worker precaches) carries the same policy.
        expect(metaPolicy(await (await request.get(route.file)).text())).toBe(policy)
      })
    }

    if (missing) {
      await test.step('the 404 page is in the language asked for; an unknown address is shown, drawn left to right by its inline script', async () => {
        await expect(page.locator('html')).toHaveAttribute('lang', missing.lang)
        if (missing.what !== 'page') return
        const shown = page.locator('code', { hasText: path })
        await expect(shown).toBeVisible()
        const ends = (await drawnEnds(shown, path))!
        expect(ends.first).toBeLessThan(ends.last)
      })
    }

    // Autoplay would move the carousel mid-scan; the reduced-motion state is the same markup.
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await scripts.release()
    await hydrateIslands(page)

    await test.step('hydrated without a warning or a policy violation, its heading shown (either form, as held scripts may outlast the embed’s time limit)', async () => {
      if (route) {
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.h1)
        await expect(page).toHaveTitle(new RegExp(escapeRegExp(site.name)))
      }
      expect(await violations()).toEqual([])
    })

    if (notFound) {
      await test.step('hydrated, the not-found page says so, is not indexed, and the page itself has focus', async () => {
        if (missing.what === 'page') {
          await expect(page.getByText(notFound.notFoundPage.code, { exact: true })).toBeVisible()
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(
            `${notFound.notFoundPage.code}: ${notFound.notFoundPage.title}`,
          )
          await expect(page.getByText(path)).toBeVisible()
          expect(page.url()).toMatch(new RegExp(`${escapeRegExp(path)}$`))
          expect((await logged!).type()).toBe('warning')
        } else {
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(notFound.caseStudyPage.notFoundTitle)
          // The one 404 document's title, which hydration keeps.
          await expect(page).toHaveTitle(notFound.notFoundPage.metaTitle)
        }
        await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex')
        await expect(page.locator('head link[rel="canonical"]')).toHaveCount(0)
        await expect(page.locator('body')).toBeFocused()
      })
    }

    for (const { width, height } of VIEWPORTS) {
      await page.setViewportSize({ width, height })
      for (const colorScheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme })
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
        expect.soft(await axe(page), `${width} px, ${colorScheme}`).toEqual([])
      }
    }

    if (notFound) {
      // Last: the scans above are of the page as it opened, nothing focused.
      await test.step('the first focus stop is the skip link, and the link home leads home', async () => {
        await page.keyboard.press('Tab')
        await expect(page.getByRole('link', { name: notFound.chrome.skipLink })).toBeFocused()
        const home = missing.what === 'page' ? notFound.notFoundPage.home : notFound.caseStudyPage.notFoundHome
        await page.getByRole('link', { name: home }).click()
        await expect(page).toHaveURL(new RegExp(`${escapeRegExp(notFound.at('/'))}$`))
        if (missing.what === 'page')
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(notFound.hero.headline)
      })
    }
  })
}

test('the first focus stop is the skip link, and it leads to the main content', async ({ page }) => {
  await visit(page, at(`/case-study/${study.slug}`))
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: chrome.skipLink })
  await expect(skip).toBeFocused()
  await expect(skip).toBeVisible()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('main')).toBeFocused()
})

test('following a link opens the next page from its start: its title, the skip link first', async ({ page }) => {
  await visit(page, '/')
  await page
    .getByRole('article', { name: study.company })
    .getByRole('link', { name: caseStudiesSection.viewDetails })
    .click()
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
