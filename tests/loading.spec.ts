import { test, expect, hydrated } from './fixtures'

const PAGES = ['/', '/case-study/moneymind', '/get-started', '/no-such-page']

for (const path of PAGES) {
  test(`${path}: the page paints before the app's code is fetched, then becomes interactive`, async ({ page, allowConsole }) => {
    allowConsole(/404: no page at|status of 404/)
    const requests: string[] = []
    page.on('request', (request) => requests.push(request.url()))
    await page.goto(path)
    await hydrated(page)

    const timing = await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0]
      const scripts = performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.startsWith('/assets/') && entry.name.endsWith('.js'))
      return { paint: paint?.startTime, firstScript: Math.min(...scripts.map((entry) => entry.startTime)), scripts: scripts.length }
    })
    expect(timing.paint).toBeGreaterThan(0)
    expect(timing.scripts).toBeGreaterThan(0)
    expect(timing.firstScript).toBeGreaterThanOrEqual(timing.paint!)

    // Nothing but this site is asked for, except the form provider on the application page.
    // (The form's script is requested once the page has hydrated: wait for the network to settle.)
    const origin = new URL(page.url()).origin
    const elsewhere = () => requests.filter((url) => !url.startsWith(origin) && !url.startsWith('data:'))
    await page.waitForLoadState('networkidle')
    await expect.poll(elsewhere).toEqual(path === '/get-started' ? ['https://js.hsforms.net/forms/embed/v2.js'] : [])
    // The stylesheet is part of the page: no request for it.
    expect(requests.filter((url) => url.endsWith('.css'))).toEqual([])
  })
}
