import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { test, expect, hydrated } from './fixtures'
import { HEADER_RULES } from '../scripts/headers.mjs'
import { netlifyAnswer, netlifyRules, startStandIn, startWrangler, vercelAnswer } from '../scripts/hosts.mjs'
import { startNginx } from '../scripts/nginx.mjs'
import { createStaticServer, listenOnLoopback, stopServer } from '../scripts/serve.mjs'

/** README, "Deployment": the build served by every host's own runtime, or its model where none runs here. */
const DIST = join(import.meta.dirname, '..', 'dist')
const pages: { path: string; file: string; kind: string; lang: string }[] = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'dist-server', 'pages.json'), 'utf8'))
const read = (file: string) => readFileSync(join(DIST, file), 'utf8')
const titleOf = (file: string) => /<title>([^<]*)<\/title>/.exec(read(file))![1]!.replaceAll('&amp;', '&')
const policyMeta = (file: string) => /<meta http-equiv="Content-Security-Policy" content="[^"]+">/.exec(read(file))![0]
const notFoundFile = (lang: string) => pages.find((page) => page.kind === 'not-found' && page.lang === lang)!.file
const asset = `/assets/${readdirSync(join(DIST, 'assets')).find((name) => name.endsWith('.js'))}`
const HIDDEN = ['/_headers', '/_redirects', '/404', '/ar/404', '/.vite/manifest.json', '/.well-hidden', '/ar/.x']

type Host = { base: string; stop: () => Promise<unknown> }
const HOSTS: [string, () => Promise<Host>][] = [
  [
    'the local server',
    async () => {
      const server = createStaticServer(DIST)
      return { base: await listenOnLoopback(server), stop: () => stopServer(server) }
    },
  ],
  ['nginx', () => startNginx(DIST)],
  ['Cloudflare Pages (wrangler pages dev)', () => startWrangler(DIST)],
  ['Vercel (its routes, evaluated)', () => startStandIn(DIST, (path: string) => vercelAnswer(DIST, path))],
  [
    "Netlify (its parsers' rules)",
    async () => {
      const rules = await netlifyRules(DIST)
      return startStandIn(DIST, (path: string) => netlifyAnswer(DIST, path, rules))
    },
  ],
]

test.use({ serviceWorkers: 'allow' })

for (const [name, start] of HOSTS) {
  test(`${name}: headers per path, private and unknown addresses, and every page offline after one visit`, async ({ page, context, allowConsole }) => {
    // wrangler takes some seconds to start, and every page is opened twice.
    test.setTimeout(150_000)
    allowConsole(/ERR_INTERNET_DISCONNECTED|Failed to fetch|Failed to update a ServiceWorker/)
    allowConsole(/^warning: 404: no page at/)
    const host = await start()
    try {
      const get = (path: string) => fetch(`${host.base}${path}`, { redirect: 'manual' })
      for (const { path, file } of pages.filter((page) => page.kind !== 'not-found')) {
        const response = await get(path)
        expect([response.status, response.headers.get('content-type')], path).toEqual([200, 'text/html; charset=utf-8'])
        // One value each: a second rule's would be joined to it.
        expect(response.headers.get('cache-control'), path).toBe('no-cache')
        expect(response.headers.get('content-security-policy'), path).toBe("frame-ancestors 'none'")
        expect(await response.text(), path).toContain(policyMeta(file))
      }
      expect((await get(asset)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
      const worker = await get('/sw.js')
      expect([worker.headers.get('cache-control'), worker.headers.get('content-security-policy')]).toEqual(['no-cache', Object.fromEntries(HEADER_RULES)['/sw.js']!['Content-Security-Policy']])
      for (const path of ['/nowhere', '/ar/nowhere', '/ar/case-study/nope', '/arabic', ...HIDDEN]) {
        const response = await get(path)
        expect(response.status, path).toBe(404)
        expect(response.headers.get('cache-control'), path).toMatch(/^no-(cache|store)$/)
        expect(await response.text(), path).toBe(read(notFoundFile(path.startsWith('/ar/') ? 'ar' : 'en')))
      }
      // What the worker precaches answers 200, through the host's redirects.
      for (const path of ['/404.html', '/ar/404.html', '/ar/index.html']) expect((await fetch(`${host.base}${path}`)).status, path).toBe(200)

      // `localhost`, which the fixtures let through, and a secure context as the worker needs.
      const base = host.base.replace('127.0.0.1', 'localhost')
      await page.goto(`${base}/`)
      // Precaching 1.5 MB takes a while on a busy machine: a bound, not a wait.
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 45_000 })
      await context.setOffline(true)
      for (const { path, file } of pages.filter((page) => page.kind !== 'not-found')) {
        await page.goto(`${base}${path}`)
        await hydrated(page)
        await expect(page, path).toHaveTitle(titleOf(file))
        await page.reload()
        await hydrated(page)
        await expect(page, path).toHaveTitle(titleOf(file))
      }
      for (const lang of ['en', 'ar']) {
        await page.goto(`${base}${lang === 'ar' ? '/ar' : ''}/nowhere-offline`)
        await expect(page.locator('html')).toHaveAttribute('lang', lang)
        await expect(page).toHaveTitle(titleOf(notFoundFile(lang)))
      }
      await context.setOffline(false)
    } finally {
      await host.stop()
    }
  })
}
