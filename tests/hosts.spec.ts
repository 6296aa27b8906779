import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { test, expect, hydrated, oneOfEachKind, settled, visit } from './fixtures'
import { DEFAULT_ANALYTICS_UPSTREAM, EVENT_HEADERS, EVENT_PATH } from '../scripts/hosting/event-proxy.mjs'
import { HEADER_RULES, NETLIFY_EVENT_FUNCTION, vercelConfig } from '../scripts/hosting/headers.mjs'
import { isAdminPath } from '../src/ground/paths'
import { CDN_FONT_CONSOLE } from './cms'
import {
  netlifyAnswer,
  netlifyRules,
  startEventStandIn,
  startHubSpotStandIn,
  startStandIn,
  startWrangler,
  vercelAnswer,
} from '../scripts/hosting/hosts.mjs'
import { APPLY_PATH } from '../scripts/hosting/apply-proxy.mjs'
import { ELAPSED_HEADER, HONEYPOT_HEADER, MIN_FILL_MS } from '../src/application/spam'
import { startNginx } from '../scripts/hosting/nginx.mjs'
import { createStaticServer, listenOnLoopback, stopServer } from '../scripts/hosting/serve.mjs'

/** docs/deployment.md: the build served by every host's own runtime, or its model where none runs here. */
const DIST = join(import.meta.dirname, '..', 'dist')
const pages: { path: string; file: string; kind: string; lang: string }[] = JSON.parse(
  readFileSync(join(import.meta.dirname, '..', 'dist-server', 'pages.json'), 'utf8'),
)
const read = (file: string) => readFileSync(join(DIST, file), 'utf8')
const titleOf = (file: string) => /<title>([^<]*)<\/title>/.exec(read(file))![1]!.replaceAll('&amp;', '&')
const policyMeta = (file: string) => /<meta http-equiv="Content-Security-Policy" content="[^"]+">/.exec(read(file))![0]
const notFoundFile = (lang: string) => pages.find((page) => page.kind === 'not-found' && page.lang === lang)!.file
const asset = `/assets/${readdirSync(join(DIST, 'assets')).find((name) => name.endsWith('.js'))}`
const adminAsset = `/admin/assets/${readdirSync(join(DIST, 'admin', 'assets')).find((name) => name.endsWith('.js'))}`
const ADMIN_HEADERS = {
  'content-security-policy': Object.fromEntries(HEADER_RULES)['/admin/*']!['Content-Security-Policy'],
  'cross-origin-opener-policy': 'same-origin-allow-popups',
  'x-robots-tag': 'noindex',
  'cache-control': 'no-cache',
}
const headersNamed = (response: Response, names: string[]) =>
  Object.fromEntries(names.map((name) => [name, response.headers.get(name)]))
const HIDDEN = ['/_headers', '/_redirects', '/404', '/ar/404', '/.vite/manifest.json', '/.well-hidden', '/ar/.x']

type Host = { base: string; stop: () => Promise<unknown> }
/**
 * Each started with `/api/event` passed to `upstream` and `/api/apply` to `hubspotOrigin`, as the build or the host's
 * variables would name them. `offline`: the worker's journey is walked here; the local server's is offline.spec's, on
 * the server the suite itself runs.
 */
const HOSTS: [
  name: string,
  start: (upstream?: string, hubspotOrigin?: string) => Promise<Host>,
  traps: boolean,
  offline: boolean,
][] = [
  [
    'the local server',
    async (upstream, hubspotOrigin) => {
      const server = createStaticServer(DIST, { analyticsUpstream: upstream, hubspotOrigin })
      return { base: await listenOnLoopback(server), stop: () => stopServer(server) }
    },
    true,
    false,
  ],
  ['nginx', (upstream, hubspotOrigin) => startNginx(DIST, { upstream, hubspotOrigin }), false, true],
  [
    'Cloudflare Pages (wrangler pages dev)',
    (upstream, hubspotOrigin) =>
      startWrangler(DIST, {
        bindings: {
          ...(upstream ? { ANALYTICS_UPSTREAM: upstream } : {}),
          ...(hubspotOrigin ? { HUBSPOT_SUBMIT_ORIGIN: hubspotOrigin } : {}),
        },
      }),
    true,
    true,
  ],
  [
    'Vercel (its routes, evaluated, and its function)',
    (upstream, hubspotOrigin) => {
      const routes = vercelConfig().routes
      return withUpstream(
        { ANALYTICS_UPSTREAM: upstream, HUBSPOT_SUBMIT_ORIGIN: hubspotOrigin },
        startStandIn(DIST, (path: string, method: string) => vercelAnswer(DIST, path, routes, method)),
      )
    },
    true,
    true,
  ],
  [
    "Netlify (its parsers' rules, and its function)",
    async (upstream, hubspotOrigin) => {
      const rules = await netlifyRules(DIST)
      return withUpstream(
        { ANALYTICS_UPSTREAM: upstream, HUBSPOT_SUBMIT_ORIGIN: hubspotOrigin },
        startStandIn(DIST, (path: string) => netlifyAnswer(DIST, path, rules)),
      )
    },
    true,
    true,
  ],
]

/** Vercel's and Netlify's functions read their variables when they run, variables of the project. */
async function withUpstream(variables: Record<string, string | undefined>, started: Promise<Host>): Promise<Host> {
  const host = await started
  const set = Object.entries(variables).filter((entry): entry is [string, string] => Boolean(entry[1]))
  for (const [name, value] of set) process.env[name] = value
  return {
    base: host.base,
    stop: () => {
      for (const [name] of set) delete process.env[name]
      return host.stop()
    },
  }
}

test.use({ serviceWorkers: 'allow' })

const EVENT = JSON.stringify({
  name: 'pageview',
  url: 'https://site.example/get-started',
  domain: 'site.example',
  props: { lang: 'en' },
})
const VISITOR = {
  'Content-Type': 'application/json',
  'User-Agent': 'Visitor/1.0 (hosts.spec)',
  Cookie: 'session=visitor',
}

const FORM = `${APPLY_PATH}/1234567/0f8fad5b-d9cb-469f-a165-70867728950e`
const application = (firstname: string) =>
  JSON.stringify({ fields: [{ name: 'firstname', value: firstname }], submittedAt: '1' })
const PERSON = {
  'Content-Type': 'application/json',
  [ELAPSED_HEADER]: String(MIN_FILL_MS + 1_000),
  [HONEYPOT_HEADER]: '',
}

const firstOfKind = oneOfEachKind(pages.filter((page) => page.kind !== 'not-found'))

for (const [name, start, traps, offline] of HOSTS) {
  const journey = offline ? ', a page of each kind offline after one visit, and the content editor apart' : ''
  test(`${name}: headers per path, private and unknown addresses, /api/event and /api/apply${journey}`, async ({
    page,
    context,
    allowConsole,
  }) => {
    test.setTimeout(120_000)
    allowConsole(/ERR_INTERNET_DISCONNECTED|Failed to fetch|Failed to update a ServiceWorker/)
    allowConsole(/^warning: 404: no page at/)
    const provider = await startEventStandIn()
    const hubspot = await startHubSpotStandIn()
    const host = await start(provider.upstream, hubspot.origin)
    try {
      await expectEventForwarded(host, provider)
      await expectApplyForwarded(host, hubspot, traps)
      const get = (path: string) => fetch(`${host.base}${path}`, { redirect: 'manual' })
      for (const { path, file } of pages.filter((page) => page.kind !== 'not-found')) {
        const response = await get(path)
        expect([response.status, response.headers.get('content-type')], path).toEqual([200, 'text/html; charset=utf-8'])
        // One value each: a second rule's would be joined to it.
        expect(response.headers.get('cache-control'), path).toBe('no-cache')
        expect(response.headers.get('content-security-policy'), path).toBe("frame-ancestors 'none'")
        expect(response.headers.get('cross-origin-opener-policy'), path).toBe('same-origin')
        expect(await response.text(), path).toContain(policyMeta(file))
      }
      expect((await get(asset)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
      const admin = await get('/admin/')
      expect([admin.status, await admin.text()]).toEqual([200, read('admin/index.html')])
      expect(headersNamed(admin, Object.keys(ADMIN_HEADERS))).toEqual(ADMIN_HEADERS)
      const config = await get('/admin/config.yml')
      expect([config.status, await config.text()]).toEqual([200, read('admin/config.yml')])
      expect(headersNamed(config, Object.keys(ADMIN_HEADERS))).toEqual(ADMIN_HEADERS)
      expect((await get(adminAsset)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
      const worker = await get('/sw.js')
      expect([worker.headers.get('cache-control'), worker.headers.get('content-security-policy')]).toEqual([
        'no-cache',
        Object.fromEntries(HEADER_RULES)['/sw.js']!['Content-Security-Policy'],
      ])
      for (const path of ['/nowhere', '/ar/nowhere', '/ar/case-study/nope', '/arabic', ...HIDDEN]) {
        const response = await get(path)
        expect(response.status, path).toBe(404)
        expect(response.headers.get('cache-control'), path).toMatch(/^no-(cache|store)$/)
        expect(await response.text(), path).toBe(read(notFoundFile(path.startsWith('/ar/') ? 'ar' : 'en')))
      }
      // What the worker precaches answers 200, through the host's redirects.
      for (const path of ['/404.html', '/ar/404.html', '/ar/index.html'])
        expect((await fetch(`${host.base}${path}`)).status, path).toBe(200)
      if (!offline) return

      // `localhost`, which the fixtures let through, and a secure context as the worker needs.
      const base = host.base.replace('127.0.0.1', 'localhost')
      const askedOfAdmin: string[] = []
      page.on(
        'request',
        (request) =>
          void (
            isAdminPath(new URL(request.url()).pathname) && askedOfAdmin.push(`${request.url()} from ${page.url()}`)
          ),
      )
      await page.goto(`${base}/`)
      await settled(page)
      // Precaching 1.5 MB takes a while on a busy machine: a bound, not a wait.
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 45_000 })
      await context.setOffline(true)
      for (const { path, file } of firstOfKind) {
        await visit(page, `${base}${path}`)
        await expect(page, path).toHaveTitle(titleOf(file))
      }
      await page.reload()
      await hydrated(page)
      await expect(page).toHaveTitle(titleOf(firstOfKind.at(-1)!.file))
      for (const lang of ['en', 'ar']) {
        await page.goto(`${base}${lang === 'ar' ? '/ar' : ''}/nowhere-offline`)
        await expect(page.locator('html')).toHaveAttribute('lang', lang)
        await expect(page).toHaveTitle(titleOf(notFoundFile(lang)))
      }
      expect(askedOfAdmin, 'what the public pages asked of the content editor').toEqual([])

      // The worker leaves the editor to the network: offline, no page of its own stands in.
      await expect(page.goto(`${base}/admin/`)).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/)
      await context.setOffline(false)
      allowConsole(CDN_FONT_CONSOLE)
      // GitHub's status page, which the editor's policy lets it ask for, is outside.
      allowConsole(
        /^error: Failed to load resource: net::ERR_BLOCKED_BY_CLIENT(\.Inspector)? \(https:\/\/www\.githubstatus\.com\//,
      )
      const editor = await page.goto(`${base}/admin/`)
      expect(editor!.fromServiceWorker()).toBe(false)
      await expect(page.getByRole('button', { name: /^Sign In with .GitHub.$/ })).toBeVisible()
    } finally {
      // The editor fetches chunks after its button shows: none may meet a stopped host.
      await page.goto('about:blank')
      await host.stop()
      await hubspot.stop()
      await provider.stop()
    }
  })
}

async function expectEventForwarded(host: Host, provider: Awaited<ReturnType<typeof startEventStandIn>>) {
  const response = await fetch(`${host.base}${EVENT_PATH}`, { method: 'POST', body: EVENT, headers: VISITOR })
  expect([response.status, await response.text()]).toEqual([202, 'ok'])
  expect(provider.received).toEqual([
    {
      method: 'POST',
      path: '/api/event',
      body: EVENT,
      contentType: 'application/json',
      userAgent: VISITOR['User-Agent'],
      forwardedFor: '127.0.0.1',
      cookie: undefined,
    },
  ])
  expect(response.headers.get('set-cookie')).toBeNull()
  expect(headersNamed(response, Object.keys(EVENT_HEADERS))).toEqual(EVENT_HEADERS)
}

async function expectApplyForwarded(
  host: Host,
  hubspot: Awaited<ReturnType<typeof startHubSpotStandIn>>,
  traps: boolean,
) {
  const sent = await fetch(`${host.base}${FORM}`, { method: 'POST', body: application('Ada'), headers: PERSON })
  expect([sent.status, await sent.json()]).toEqual([200, { inlineMessage: 'Thanks for submitting the form.' }])
  expect(headersNamed(sent, [...Object.keys(EVENT_HEADERS), 'set-cookie'])).toEqual({
    ...EVENT_HEADERS,
    'Content-Type': 'application/json; charset=utf-8',
    'set-cookie': null,
  })
  const invalid = await fetch(`${host.base}${FORM}`, { method: 'POST', body: application('invalid'), headers: PERSON })
  expect([invalid.status, (await invalid.json()).errors[0].errorType]).toEqual([400, 'INVALID_EMAIL'])
  const bot = await fetch(`${host.base}${FORM}`, {
    method: 'POST',
    body: application('Bot'),
    headers: { ...PERSON, [HONEYPOT_HEADER]: 'x' },
  })
  expect(bot.status).toBe(traps ? 422 : 200)
  expect(hubspot.received.map((entry) => [entry.path, JSON.parse(entry.body).fields[0].value])).toEqual([
    ['/submissions/v3/integration/submit/1234567/0f8fad5b-d9cb-469f-a165-70867728950e', 'Ada'],
    ['/submissions/v3/integration/submit/1234567/0f8fad5b-d9cb-469f-a165-70867728950e', 'invalid'],
    ...(traps ? [] : [['/submissions/v3/integration/submit/1234567/0f8fad5b-d9cb-469f-a165-70867728950e', 'Bot']]),
  ])
}

test("the build routes /api/event to Netlify's function, and names the default analytics upstream in nginx's configuration", () => {
  expect(read('_redirects').split('\n')).toContain(`${EVENT_PATH}  ${NETLIFY_EVENT_FUNCTION}  200!`)
  expect(read('_redirects').split('\n')).toContain(`${APPLY_PATH}/*  /.netlify/functions/apply/:splat  200!`)
  expect(readFileSync(join(DIST, '..', 'dist-server', 'nginx.conf'), 'utf8')).toContain(
    `proxy_pass ${DEFAULT_ANALYTICS_UPSTREAM};`,
  )
})
