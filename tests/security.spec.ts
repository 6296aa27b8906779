import type { Page } from '@playwright/test'
import { copyIn, test, expect, hydrated, HUBSPOT_SCRIPT, ONE_OF_EACH_KIND, workerControls, visit } from './fixtures'

const { hero, notFoundPage, applicationPage, caseStudies } = copyIn('en')

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

function tryScript(page: Page, src: string) {
  return page.evaluate(
    (src) =>
      new Promise<string>((resolve) => {
        const script = document.createElement('script')
        script.onload = () => resolve('loaded')
        script.onerror = () => resolve('failed')
        script.src = src
        document.head.append(script)
      }),
    src,
  )
}

async function expectBlocked(page: Page, violations: () => Promise<string[]>, src: string, path: string) {
  expect(await tryScript(page, src), path).toBe('failed')
  await expect
    .poll(async () => (await violations()).some((seen) => seen.startsWith(`script-src-elem ${src}`)), { message: path })
    .toBe(true)
}

const ELSEWHERE = 'https://cdn.elsewhere.example/x.js'

test.describe('Content-Security-Policy', () => {
  test.describe('served by the service worker', () => {
    test.use({ serviceWorkers: 'allow' })

    test('a page of each kind still blocks a script from an origin its own policy does not allow', async ({
      page,
      hubspot,
      allowConsole,
    }) => {
      allowConsole(/Content Security Policy/)
      const violations = await watchViolations(page)
      await visit(page, '/')
      await workerControls(page)
      for (const route of ONE_OF_EACH_KIND) {
        const response = await page.goto(route.path)
        expect(response!.fromServiceWorker(), route.path).toBe(true)
        await hydrated(page)
        await expectBlocked(page, violations, ELSEWHERE, route.path)
        if (route.kind !== 'application') {
          await expectBlocked(page, violations, HUBSPOT_SCRIPT, route.path)
          expect(await page.evaluate(() => 'hbspt' in window), route.path).toBe(false)
        }
      }
      // Each application page's own policy lets the form provider in, so the check above can fail.
      expect(hubspot.requests).toEqual(
        ONE_OF_EACH_KIND.filter((route) => route.kind === 'application').map(() => HUBSPOT_SCRIPT),
      )
    })
  })

  test('a call to action loads the application page as its own document, with the form', async ({ page }) => {
    const violations = await watchViolations(page)
    await visit(page, '/')
    await page.getByRole('link', { name: hero.cta }).click()
    await expect(page.getByRole('form', { name: 'Stand-in HubSpot form' })).toBeVisible()
    expect(await violations()).toEqual([])
  })
})

test('the server sends the security and caching headers', async ({ request }) => {
  const home = await request.get('/')
  const headers = home.headers()
  expect(headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains')
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  expect(headers['cross-origin-opener-policy']).toBe('same-origin')
  expect(headers['permissions-policy']).toContain('camera=()')
  expect(headers['cache-control']).toBe('no-cache')
  for (const path of ['/sw.js', '/manifest.webmanifest']) {
    expect((await request.get(path)).headers()['cache-control'], path).toBe('no-cache')
  }
  expect((await request.get('/sw.js')).headers()['content-security-policy']).toBe(
    "default-src 'none'; connect-src 'self'; frame-ancestors 'none'",
  )
  const html = await home.text()
  const script = /import\("(\/assets\/entry-client-[^"]+\.js)"\)/.exec(html)![1]!
  expect((await request.get(script)).headers()['cache-control']).toBe('public, max-age=31536000, immutable')
  expect((await request.get('/_headers')).status()).toBe(404)
})

test.describe('hostile and odd addresses', () => {
  const { slug, company } = caseStudies[0]!
  const cases: [string, number, string][] = [
    ['/..%2F..%2Fetc%2Fpasswd', 404, notFoundPage.title],
    ['/%2e%2e/%2e%2e/etc/passwd', 404, notFoundPage.title],
    [`/${'a'.repeat(3000)}`, 404, notFoundPage.title],
    ['/caf%C3%A9-%E2%9C%93', 404, notFoundPage.title],
    [`/case-study/${slug}/`, 200, company],
    [`/case-study/${slug}?utm_source=linkedin`, 200, company],
    ['/get-started?ref=%3Cscript%3E', 200, applicationPage.title],
  ]
  // One page goes to each in turn: every address is a full load of its own.
  test('each answers with its status and its page’s heading, and opens no dialog', async ({ page, allowConsole }) => {
    allowConsole(/404 \(Not Found\)|^warning: 404: no page at/)
    let dialogs = 0
    page.on('dialog', (dialog) => {
      dialogs++
      void dialog.dismiss()
    })
    for (const [path, status, heading] of cases) {
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(status)
      await hydrated(page)
      await expect(page.getByRole('heading', { level: 1 }), path).toContainText(heading)
      expect(dialogs, path).toBe(0)
    }
  })

  test('the server never serves a file outside the build folder', async ({ request }) => {
    for (const path of [
      '/..%2Fpackage.json',
      '/%2e%2e%2fpackage.json',
      '/..\\package.json',
      '/assets/..%2f..%2fpackage.json',
    ]) {
      const response = await request.get(path)
      expect(response.status(), path).toBe(404)
      expect(await response.text(), path).not.toContain('"devDependencies"')
    }
  })
})
