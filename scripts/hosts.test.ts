// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { headersFile, redirectsFile, vercelConfig } from './headers.mjs'
import { DEFAULT_ANALYTICS_UPSTREAM } from './event-proxy.mjs'
import { SECURITY_HEADERS } from './security-headers.mjs'
import { answeredByEveryHost, cloudflareAnswer, netlifyAnswer, netlifyRules, precacheProblems, startEventStandIn, startStandIn, vercelAnswer } from './hosts.mjs'

function build(redirects = redirectsFile()) {
  const root = mkdtempSync(join(tmpdir(), 'dist-hosts-'))
  mkdirSync(join(root, 'ar'))
  mkdirSync(join(root, 'assets'))
  for (const file of ['index.html', '404.html', 'get-started.html', 'ar/index.html', 'ar/404.html', 'assets/app-abc.js']) writeFileSync(join(root, file), file)
  writeFileSync(join(root, '_headers'), headersFile())
  writeFileSync(join(root, '_redirects'), redirects)
  return root
}
const PRECACHED = ['/index.html', '/404.html', '/get-started.html', '/ar/index.html', '/ar/404.html', '/assets/app-abc.js']

describe('the build-time check of the precache against every host', () => {
  it('passes the generated rules', async () => {
    expect(await precacheProblems(build(), PRECACHED)).toEqual([])
  })

  it('names the host and the address when a host would not answer 200', async () => {
    // Without their rewrites, Cloudflare sends the 404 pages to /404 and /ar/404, which are not public.
    const netlifyOnly = redirectsFile().replace(/^\S*404\.html  \S+  200\n/gm, '')
    expect(await precacheProblems(build(netlifyOnly), PRECACHED)).toEqual([
      'Cloudflare Pages answers /404.html with 404 (through /404.html → /404)',
      'Cloudflare Pages answers /ar/404.html with 404 (through /ar/404.html → /ar/404)',
    ])
    await expect(answeredByEveryHost(build(netlifyOnly))([{ url: '404.html', revision: '1' }])).rejects.toThrow(/would not install[\s\S]*Cloudflare Pages answers \/404.html/)
  })
})

describe('the Vercel model', () => {
  it('serves the 404 pages at their own address only because of their routes', () => {
    const root = build()
    expect(vercelAnswer(root, '/404.html')).toMatchObject({ status: 200, file: '/404.html' })
    const withoutThem = vercelConfig().routes.filter((route: { dest?: string; status?: number }) => !(route.dest?.endsWith('404.html') && !route.status))
    expect(vercelAnswer(root, '/404.html', withoutThem)).toMatchObject({ status: 308, location: '/404' })
    expect(vercelAnswer(root, '/404')).toMatchObject({ status: 404, file: '/404.html' })
  })
})

describe('/api/event in the models', () => {
  it('Vercel proxies a POST to the upstream with the headers of its routes, and answers anything else with the 404 page', () => {
    const root = build()
    expect(vercelAnswer(root, '/api/event', undefined, 'POST')).toEqual({ status: 200, headers: { ...SECURITY_HEADERS, 'Cache-Control': 'no-store' }, proxy: DEFAULT_ANALYTICS_UPSTREAM })
    expect(vercelAnswer(root, '/api/event', undefined, 'GET')).toMatchObject({ status: 404, file: '/404.html' })
  })

  it("Netlify's parsers read the rule as a proxy, whose answer has none of `_headers`; Cloudflare skips it", async () => {
    const root = build()
    const rules = await netlifyRules(root)
    expect(netlifyAnswer(root, '/api/event', rules)).toEqual({ status: 200, headers: {}, proxy: DEFAULT_ANALYTICS_UPSTREAM })
    expect(cloudflareAnswer(root, '/api/event', rules.redirects)).toEqual({ status: 404, file: '/404.html' })
  })

  it('the stand-ins pass a POST on as the hosts describe: body, User-Agent and X-Forwarded-For, and, unlike our own code, the cookies both ways', async () => {
    const provider = await startEventStandIn()
    const root = build(redirectsFile({ upstream: provider.upstream }))
    const rules = await netlifyRules(root)
    const routes = vercelConfig({ upstream: provider.upstream }).routes
    const models = {
      Vercel: (path: string, method: string) => vercelAnswer(root, path, routes, method),
      Netlify: (path: string) => netlifyAnswer(root, path, rules),
    }
    try {
      for (const [name, answer] of Object.entries(models)) {
        provider.received.length = 0
        const host = await startStandIn(root, answer)
        const response = await fetch(`${host.base}/api/event`, { method: 'POST', body: '{"name":"pageview"}', headers: { 'Content-Type': 'application/json', 'User-Agent': 'Visitor/1.0', Cookie: 'session=visitor' } })
        expect([response.status, await response.text(), response.headers.get('set-cookie')], name).toEqual([202, 'ok', 'provider=1; Path=/'])
        await host.stop()
        expect(provider.received, name).toEqual([
          { method: 'POST', path: '/api/event', body: '{"name":"pageview"}', contentType: 'application/json', userAgent: 'Visitor/1.0', forwardedFor: '127.0.0.1', cookie: 'session=visitor' },
        ])
      }
    } finally {
      await provider.stop()
    }
  })
})

describe("Netlify's parsers", () => {
  it('read the generated rules without error, skip the detach lines, and leave one Cache-Control per path', async () => {
    const root = build()
    const rules = await netlifyRules(root)
    expect(netlifyAnswer(root, '/assets/app-abc.js', rules).headers['Cache-Control']).toBe('public, max-age=31536000, immutable')
    expect(netlifyAnswer(root, '/ar/nowhere', rules)).toMatchObject({ status: 404, file: '/ar/404.html' })
    expect(netlifyAnswer(root, '/404', rules)).toMatchObject({ status: 404, file: '/404.html' })
  })
})
