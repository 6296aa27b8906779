import { copyIn, test, expect, visit } from './fixtures'

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
  test(`${path}: the app's code comes after the first paint; only the islands due at load hydrate, React with the first, the rest wait for a visitor`, async ({ page, allowConsole }) => {
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
    const hydratedIslands = () => page.locator('[data-island][data-hydrated]').evaluateAll((islands) => islands.map((island) => island.getAttribute('data-island')))
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
