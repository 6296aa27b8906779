import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parse as parseToml } from '@iarna/toml'
import { describe, expect, it } from 'vitest'
import { NETLIFY_EVENT_FUNCTION, headersFile, redirectsFile, vercelConfig } from './headers.mjs'
import { SECURITY_HEADERS } from './security-headers.mjs'
import {
  NETLIFY_CONFIG,
  answeredByEveryHost,
  cloudflareAnswer,
  cloudflareBuildConfig,
  netlifyAnswer,
  netlifyRules,
  precacheProblems,
  vercelAnswer,
} from './hosts.mjs'

function build(redirects = redirectsFile()) {
  const root = mkdtempSync(join(tmpdir(), 'dist-hosts-'))
  mkdirSync(join(root, 'ar'))
  mkdirSync(join(root, 'assets'))
  for (const file of [
    'index.html',
    '404.html',
    'get-started.html',
    'ar/index.html',
    'ar/404.html',
    'assets/app-abc.js',
  ])
    writeFileSync(join(root, file), file)
  writeFileSync(join(root, '_headers'), headersFile())
  writeFileSync(join(root, '_redirects'), redirects)
  return root
}
const PRECACHED = [
  '/index.html',
  '/404.html',
  '/get-started.html',
  '/ar/index.html',
  '/ar/404.html',
  '/assets/app-abc.js',
]

describe('the build-time check of the precache against every host', () => {
  it('passes the generated rules', async () => {
    expect(await precacheProblems(build(), PRECACHED)).toEqual([])
  })

  it('names the host and the address when a host would not answer 200', async () => {
    // Without their rewrites, Cloudflare sends the 404 pages to /404 and /ar/404, which are not public.
    const netlifyOnly = redirectsFile().replace(/^\S*404\.html {2}\S+ {2}200\n/gm, '')
    expect(await precacheProblems(build(netlifyOnly), PRECACHED)).toEqual([
      'Cloudflare Pages answers /404.html with 404 (through /404.html → /404)',
      'Cloudflare Pages answers /ar/404.html with 404 (through /ar/404.html → /ar/404)',
    ])
    await expect(answeredByEveryHost(build(netlifyOnly))([{ url: '404.html', revision: '1' }])).rejects.toThrow(
      /would not install[\s\S]*Cloudflare Pages answers \/404.html/,
    )
  })
})

describe('the Vercel model', () => {
  it('serves the 404 pages at their own address only because of their routes', () => {
    const root = build()
    expect(vercelAnswer(root, '/404.html')).toMatchObject({ status: 200, file: '/404.html' })
    const withoutThem = vercelConfig().routes.filter(
      (route: { dest?: string; status?: number }) => !(route.dest?.endsWith('404.html') && !route.status),
    )
    expect(vercelAnswer(root, '/404.html', withoutThem)).toMatchObject({ status: 308, location: '/404' })
    expect(vercelAnswer(root, '/404')).toMatchObject({ status: 404, file: '/404.html' })
  })

  it("redirects clean URLs with the site's security headers, and never off the site, whatever the path", () => {
    const root = build()
    expect(vercelAnswer(root, '/get-started.html')).toEqual({
      status: 308,
      location: '/get-started',
      headers: { ...SECURITY_HEADERS, 'Cache-Control': 'no-cache', Location: '/get-started' },
    })
    expect(vercelAnswer(root, '/ar/index.html')).toMatchObject({
      status: 308,
      location: '/ar',
      headers: SECURITY_HEADERS,
    })
    expect(vercelAnswer(root, '/ar')).toMatchObject({ status: 308, location: '/ar/', headers: SECURITY_HEADERS })
    // Paths as Vercel matches them, decoded: `%2F`, `%5C`, `%09` and `%0A` become these characters.
    const hostile = [
      '//evil.example/x.html',
      '//evil.example/index.html',
      '//evil.example/index',
      '///evil.example/x.html',
      '/\\evil.example/x.html',
      '/\\/evil.example/index.html',
      '/\t/evil.example/x.html',
      '/\n//evil.example/index',
      '/\r\t/evil.example/x.html',
    ]
    for (const path of hostile) {
      const answer = vercelAnswer(root, path)
      expect(answer.status, JSON.stringify(path)).toBe(404)
      expect(answer.location, JSON.stringify(path)).toBeUndefined()
    }
    // A path that only contains such characters further on still redirects, to an address on the site.
    const inner = vercelAnswer(root, '/a//evil.example/x.html')
    expect(inner).toMatchObject({ status: 308, location: '/a//evil.example/x' })
    expect(new URL(inner.location!, 'https://site.example/').origin).toBe('https://site.example')
  })
})

describe('/api/event in the models', () => {
  it('Vercel hands every method to its function, before any header route or redirect adds to its answer', () => {
    const root = build()
    for (const method of ['POST', 'GET', 'PUT']) {
      expect(vercelAnswer(root, '/api/event', undefined, method), method).toEqual({
        status: 200,
        headers: {},
        function: 'api/event.js',
      })
      expect(vercelAnswer(root, '/api/event/', undefined, method), method).toEqual({
        status: 200,
        headers: {},
        function: 'api/event.js',
      })
    }
  })

  it("Netlify's parsers read the rewrite to its function, whose answer has none of `_headers`; Cloudflare skips the line, its Function answers there", async () => {
    const root = build()
    const rules = await netlifyRules(root)
    for (const path of ['/api/event', NETLIFY_EVENT_FUNCTION])
      expect(netlifyAnswer(root, path, rules), path).toEqual({
        status: 200,
        headers: {},
        function: 'netlify/functions/event.mjs',
      })
    expect(cloudflareAnswer(root, '/api/event', rules.redirects)).toEqual({ status: 404, file: '/404.html' })
  })
})

describe('/api/apply in the models', () => {
  const form = '/api/apply/1234567/0f8fad5b-d9cb-469f-a165-70867728950e'
  it('Vercel hands every method and address under it to its function, before any header route or redirect', () => {
    for (const path of [form, `${form}/`, '/api/apply', '/api/apply/x.html'])
      expect(vercelAnswer(build(), path, undefined, 'PUT'), path).toEqual({
        status: 200,
        headers: {},
        function: 'api/apply.js',
      })
  })

  it("Netlify's parsers read the rewrite to its function, ids kept; Cloudflare skips the line, its Function answers there", async () => {
    const root = build()
    const rules = await netlifyRules(root)
    const rule = (rules.redirects as { from: string; to: string; status: number; force: boolean }[]).find(
      (candidate) => candidate.from === '/api/apply/*',
    )
    expect([rule?.to, rule?.status, rule?.force]).toEqual(['/.netlify/functions/apply/:splat', 200, true])
    for (const path of [form, '/api/apply', '/.netlify/functions/apply/1/2'])
      expect(netlifyAnswer(root, path, rules), path).toEqual({
        status: 200,
        headers: {},
        function: 'netlify/functions/apply.mjs',
      })
    expect(cloudflareAnswer(root, form, rules.redirects)).toEqual({ status: 404, file: '/404.html' })
  })
})

describe("Netlify's parsers", () => {
  it('read the generated rules without error, skip the detach lines, and leave one Cache-Control per path', async () => {
    const root = build()
    const rules = await netlifyRules(root)
    expect(netlifyAnswer(root, '/assets/app-abc.js', rules).headers['Cache-Control']).toBe(
      'public, max-age=31536000, immutable',
    )
    expect(netlifyAnswer(root, '/ar/nowhere', rules)).toMatchObject({ status: 404, file: '/ar/404.html' })
    expect(netlifyAnswer(root, '/404', rules)).toMatchObject({ status: 404, file: '/404.html' })
  })
})

describe("each host's build settings, as the host reads them", { timeout: 30_000 }, () => {
  const [, major, minor] = /^>=(\d+)\.(\d+)$/
    .exec(JSON.parse(readFileSync('package.json', 'utf8')).engines.node)!
    .map(Number)
  const allowedByEngines = (version: string) => {
    const [wanted, wantedMinor = 0] = version.split('.').map(Number)
    return wanted! > major! || (wanted === major && wantedMinor >= minor!)
  }

  // Netlify's headers and redirects parsers load netlify.toml with @iarna/toml, then copy it into plain objects.
  const netlifyToml = () =>
    JSON.parse(JSON.stringify(parseToml(readFileSync(NETLIFY_CONFIG, 'utf8')))) as {
      build: { command: string; publish: string; environment: Record<string, string> }
    }

  it('Netlify: `npm run build`, dist/ and the Node version, read by the TOML parser of its own parsers, which find no error', async () => {
    const settings = netlifyToml().build
    expect(settings).toMatchObject({ command: 'npm run build', publish: 'dist' })
    expect(allowedByEngines(settings.environment.NODE_VERSION!)).toBe(true)
    await expect(netlifyRules(build())).resolves.toBeDefined()
  })

  it('Cloudflare Pages: dist/ and the same Node version, read by the command of wrangler its build runs', async () => {
    const pages = await cloudflareBuildConfig()
    expect(pages.pages_build_output_dir).toBe('dist')
    expect(pages.vars.NODE_VERSION).toBe(netlifyToml().build.environment.NODE_VERSION)
  })

  it('Vercel: the same command, run as a deploy build, and dist/', () => {
    expect(vercelConfig()).toMatchObject({ buildCommand: 'DEPLOY=1 npm run build', outputDirectory: 'dist' })
  })
})
