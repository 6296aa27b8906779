import { chromium, type Page } from '@playwright/test'
import { CHROMIUM_ARGS, findChromium } from '../scripts/browser.mjs'
import { copyIn, test, expect, hydrated, ROUTES } from './fixtures'
import { site } from '../src/content/site'

const { applicationForm, hero, pwa } = copyIn('en')

test.use({ serviceWorkers: 'allow' })

/** The first visit installs the service worker, which takes control of the page at once. */
async function installed(page: Page) {
  await page.goto('/')
  await hydrated(page)
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 15_000 })
  // Said once, in the footer's status line.
  await expect(page.getByRole('contentinfo').getByRole('status')).toHaveText(pwa.offlineReady)
}

async function expectImageLoaded(page: Page, name: RegExp) {
  const image = page.getByRole('main').getByRole('img', { name })
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
}

test('after one visit every page opens offline: by link, by typed address and on reload', async ({ page, context, allowConsole }) => {
  // Chromium reports the refused requests of an offline page (preloads, update checks) on the console.
  allowConsole(/ERR_INTERNET_DISCONNECTED|Failed to fetch|Failed to update a ServiceWorker/)
  allowConsole(/^warning: 404: no page at "\/(nowhere|case-study\/unknown)"/)
  await installed(page)
  await context.setOffline(true)

  await page.getByRole('article', { name: 'LearnCraft Academy' }).getByRole('link', { name: 'View Details' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('LearnCraft Academy')
  await expectImageLoaded(page, /LearnCraft Academy/)

  for (const route of ROUTES.filter((r) => r.path.startsWith('/case-study/'))) {
    await page.goto(route.path)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.h1)
  }
  await page.reload()
  await hydrated(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('LocalMarket Hub')
  await expectImageLoaded(page, /LocalMarket Hub/)

  await page.goto('/nowhere')
  await hydrated(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404: Oops! Page not found')
  await expect(page).toHaveURL(/\/nowhere$/)

  await page.goto('/case-study/unknown')
  await hydrated(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Case Study Not Found')
})

test('offline, the application page shows our own form at once, and does not try the embed', async ({ page, context, hubspot, allowConsole }) => {
  allowConsole(/ERR_INTERNET_DISCONNECTED|Failed to fetch|Failed to update a ServiceWorker/)
  await installed(page)
  await context.setOffline(true)
  await page.goto('/get-started')
  await hydrated(page)
  await expect(page.getByRole('form', { name: applicationForm.label })).toBeVisible()
  await expect(page.getByRole('link', { name: site.contactEmail })).toBeVisible()
  expect(hubspot.requests).toEqual([])
})

test('a video played online replays offline; never played, the poster stands in', async ({ page, context, allowConsole }) => {
  allowConsole(/ERR_INTERNET_DISCONNECTED|Failed to fetch|Failed to update a ServiceWorker/)
  await installed(page)
  const video = page.locator('video')
  await context.setOffline(true)
  await page.getByRole('button', { name: hero.playLabel }).click()
  await expect(page.getByText('The video needs a connection.')).toBeVisible()
  await expect(page.getByRole('img', { name: /finished product dashboard/ })).toBeVisible()
  await expect(page.getByRole('button', { name: hero.playLabel })).toHaveCount(0)

  await context.setOffline(false)
  await page.reload()
  await hydrated(page)
  await page.getByRole('button', { name: hero.playLabel }).click()
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime > 0)).toBe(true)
  await expect
    .poll(() =>
      page.evaluate(async () => {
        // One cache, named after the video's version, holding the one file.
        const names = (await caches.keys()).filter((name) => name.startsWith('hero-video-'))
        return names.length === 1 ? (await (await caches.open(names[0]!)).keys()).length : -names.length
      }),
    )
    .toBe(1)

  await context.setOffline(true)
  await page.reload()
  await hydrated(page)
  await page.getByRole('button', { name: hero.playLabel }).click()
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => !element.paused && element.currentTime > 0), { timeout: 10_000 }).toBe(true)
})

test('the manifest makes the site installable', async ({ baseURL, request }, testInfo) => {
  // Chromium never offers installation in an incognito context, which Playwright's contexts are:
  // this check needs a persistent profile of its own.
  const context = await chromium.launchPersistentContext(testInfo.outputPath('profile'), {
    executablePath: findChromium(),
    args: CHROMIUM_ARGS,
  })
  try {
    await context.route(/^https?:\/\/(?!localhost[:/])/, (route) => route.abort())
    const page = await context.newPage()
    await page.goto(`${baseURL}/`)
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 15_000 })
    const cdp = await context.newCDPSession(page)
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: unknown[] }
    expect(installabilityErrors).toEqual([])
    await expect(page.locator('meta[name="theme-color"][media="(prefers-color-scheme: light)"]')).toHaveAttribute('content', '#0d1330')
    await expect(page.locator('meta[name="theme-color"][media="(prefers-color-scheme: dark)"]')).toHaveAttribute('content', '#03050f')
  } finally {
    await context.close()
  }
  const manifestResponse = await request.get('/manifest.webmanifest')
  expect(manifestResponse.headers()['content-type']).toContain('application/manifest+json')
})
