import type { Route } from '@playwright/test'
import { copyIn, test, expect, visit, LANGS, observeShifts } from './fixtures'
import { expectBrandFaceOnReload } from './fonts'

const { chrome, caseStudies, at } = copyIn('en')

/** Each page, and the islands that hydrate as it loads; every other island waits for a visitor. */
const PAGES = [
  { path: '/', atLoad: [] },
  { path: at(`/case-study/${caseStudies[0]!.slug}`), atLoad: [] },
  { path: '/get-started', atLoad: [] },
  { path: '/no-such-page', atLoad: [] },
]

const scriptsFetched = () =>
  performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name).pathname)
    .filter((path) => path.startsWith('/assets/') && path.endsWith('.js'))

for (const { path, atLoad } of PAGES) {
  test(`${path}: the app's code comes after the first paint; only the islands due at load hydrate, React with the first, the rest wait for a visitor`, async ({
    page,
    allowConsole,
  }) => {
    allowConsole(/404: no page at|status of 404/)
    const requests: string[] = []
    page.on('request', (request) => requests.push(request.url()))
    await page.setViewportSize({ width: 390, height: 844 })
    await visit(page, path)
    // Past its first idle moment (the worker comes once settled, with no island: tests/offline.spec.ts).
    await page.evaluate(() => new Promise((done) => requestIdleCallback(() => done(null))))
    const timing = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
      entry: performance.getEntriesByType('resource').find((entry) => entry.name.includes('/entry-client-'))!.startTime,
    }))
    expect(timing.entry).toBeGreaterThanOrEqual(timing.paint)
    const hydratedIslands = () =>
      page
        .locator('[data-island][data-hydrated]')
        .evaluateAll((islands) => islands.map((island) => island.getAttribute('data-island')))
    expect(await hydratedIslands()).toEqual(atLoad)
    // React's own code is in the chunk that mounts islands: fetched only once one is due.
    expect((await page.evaluate(scriptsFetched)).some((script) => script.includes('/mount-'))).toBe(atLoad.length > 0)

    await page.getByRole('button', { name: chrome.menuButton }).hover()
    await expect(page.locator('[data-island="MobileMenu"][data-hydrated]')).toBeAttached()
    expect(await hydratedIslands()).toEqual(['MobileMenu', ...atLoad])

    const origin = new URL(page.url()).origin
    const elsewhere = () => requests.filter((url) => !url.startsWith(origin) && !url.startsWith('data:'))
    await expect.poll(elsewhere).toEqual(path === '/get-started' ? ['https://js.hsforms.net/forms/embed/v2.js'] : [])
    // The stylesheet is part of the page: no request for it.
    expect(requests.filter((url) => url.endsWith('.css'))).toEqual([])
  })
}

for (const lang of LANGS) {
  test(`${lang} home: fonts only from this site and of the scripts shown, the heading in the brand face once cached, and a late font moves nothing`, async ({
    page,
  }) => {
    const fonts: string[] = []
    page.on('request', (request) => void (request.resourceType() === 'font' && fonts.push(request.url())))
    await visit(page, copyIn(lang).at('/'))
    await page.evaluate(() => document.fonts.ready)
    const origin = new URL(page.url()).origin
    const files = fonts.map((url) =>
      url.startsWith(`${origin}/assets/`)
        ? url.slice(`${origin}/assets/`.length).replace(/-[\w-]{8}\.woff2$/, '')
        : url,
    )
    const latinToo = {
      en: ['inter-latin-wght-normal'],
      ar: [
        'ibm-plex-sans-arabic-arabic-400-normal',
        'ibm-plex-sans-arabic-arabic-700-normal',
        'inter-latin-wght-normal',
      ],
    }
    expect(files.sort()).toEqual(latinToo[lang])
    await expectBrandFaceOnReload(page.getByRole('heading', { level: 1 }), lang)

    // Routed requests skip the cache: here the fonts land after the first paint.
    const slow = await page.context().newPage()
    await slow.setViewportSize({ width: 390, height: 844 })
    const held: Route[] = []
    await slow.route(/\.woff2$/, (route) => void held.push(route))
    const shifts = await observeShifts(slow)
    await slow.goto(copyIn(lang).at('/'), { waitUntil: 'commit' })
    await slow.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0)
    expect(held.length).toBeGreaterThan(0)
    await Promise.all(held.map((route) => route.continue()))
    await slow.evaluate(() => document.fonts.ready)
    expect(await shifts.total()).toBeLessThanOrEqual(0.01)
  })
}
