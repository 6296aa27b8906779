import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { readFileSync } from 'node:fs'
import { submissionUrl } from '../../src/application/hubspot'
import { pages } from '../../src/lib/page-list'
import { ADMIN_PATH } from '../../src/ground/paths'
import { DEFAULT_ANALYTICS_UPSTREAM } from './event-proxy.mjs'
import {
  ADMIN,
  HEADER_RULES,
  adminPolicy,
  headersFor,
  NOT_FOUND_PAGES,
  NOT_PUBLIC,
  SECURITY_HEADERS,
  contentSecurityPolicy,
  headersFile,
  inlineScriptHashes,
  nginxServer,
  notFoundPageFor,
  pagePolicy,
  redirectsFile,
  vercelConfig,
  withPolicyMeta,
} from './headers.mjs'

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

describe('inlineScriptHashes', () => {
  it('hashes inline executable scripts only', () => {
    const html =
      '<script>a()</script><script type="module">b()</script><script src="/x.js"></script>' +
      '<script type="application/ld+json">{"a":1}</script><script data-x="">c()</script>'
    expect(inlineScriptHashes(html)).toEqual([sha('a()'), sha('b()'), sha('c()')])
  })
})

describe('contentSecurityPolicy', () => {
  it('allows no inline script but the hashed ones, and no eval', () => {
    const policy = contentSecurityPolicy({ scriptHashes: [sha('a()')] })
    expect(policy).toContain(`script-src 'self' ${sha('a()')}`)
    expect(policy).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/)
    expect(policy).toContain("object-src 'none'")
    expect(policy).not.toContain('hsforms')
    // A meta policy cannot carry frame-ancestors (browsers ignore it there): the header does.
    expect(policy).not.toContain('frame-ancestors')
    expect(SECURITY_HEADERS['Content-Security-Policy']).toBe("frame-ancestors 'none'")
  })

  it('lets only a page that loads the form provider load it', () => {
    expect(pagePolicy({ path: '/get-started', formProvider: true }, '')).toContain('https://*.hsforms.net')
    expect(pagePolicy({ path: '/', formProvider: false }, '')).not.toContain('hsforms')
    // Our own form sends through the site's /api/apply: with it alone, no HubSpot host at all.
    const ownFormOnly = pagePolicy({ path: '/get-started', formProvider: false }, '')
    expect(ownFormOnly).toContain("connect-src 'self';")
    expect(ownFormOnly).not.toContain('hsforms')
    expect(ownFormOnly).toContain("frame-src 'none'")
  })
})

describe("the service worker's policy", () => {
  it('lets it connect to the site alone, where applications go too', () => {
    const policy = Object.fromEntries(HEADER_RULES)['/sw.js']!['Content-Security-Policy']!
    expect(policy).toBe("default-src 'none'; connect-src 'self'; frame-ancestors 'none'")
    expect(new URL(submissionUrl({ portalId: '1', formId: '2' }, 'https://site.example')).origin).toBe(
      'https://site.example',
    )
  })
})

describe('withPolicyMeta', () => {
  const home = { path: '/', formProvider: false }
  it("puts the page's own policy right after its charset, before anything it governs", () => {
    const html = '<!DOCTYPE html><html><head><meta charSet="utf-8"/><title>x</title><script>a()</script></head></html>'
    const page = withPolicyMeta(home, html)
    const meta =
      /^<!DOCTYPE html><html><head><meta charSet="utf-8"\/><meta http-equiv="Content-Security-Policy" content="([^"]+)"><title>/.exec(
        page,
      )
    expect(meta?.[1]).toBe(pagePolicy(home, html))
    expect(meta?.[1]).toContain(sha('a()'))
    expect(withPolicyMeta({ path: '/get-started', formProvider: true }, html)).toContain('https://*.hsforms.net')
    expect(() => withPolicyMeta(home, '<head><title>x</title></head>')).toThrow(/no <meta charset>/)
  })
})

describe('headersFile', () => {
  it("writes one block per rule, one policy for the whole site, the content editor's and the service worker's own", () => {
    const file = headersFile()
    const blocks = file.trim().split('\n\n')
    expect(blocks[0]).toContain('/*\n  Strict-Transport-Security: max-age=63072000; includeSubDomains')
    expect(file).toContain("  Content-Security-Policy: frame-ancestors 'none'\n")
    expect(file.match(/Content-Security-Policy:/g)).toHaveLength(3)
    expect(file).toContain('/admin/*\n  ! Cross-Origin-Opener-Policy\n  ! Content-Security-Policy\n  ! Cache-Control\n')
    expect(file).toContain('/assets/*\n  ! Cache-Control\n  Cache-Control: public, max-age=31536000, immutable')
    expect(file).toContain('/sw.js\n  ! Cache-Control\n  ! Content-Security-Policy\n')
    expect(blocks[0]).not.toContain('!')
  })
})

describe('every host from the same rules', () => {
  it('keeps the committed vercel.json in step with the rules', () => {
    expect(JSON.parse(readFileSync(new URL('../../vercel.json', import.meta.url), 'utf8'))).toEqual(vercelConfig())
    const routes: { src?: string; dest?: string; status?: number; headers?: Record<string, string> }[] =
      vercelConfig().routes
    const withHeaders = routes.filter((route) => route.headers && !route.headers.Location && !route.dest)
    expect(withHeaders).toHaveLength(HEADER_RULES.length)
    const cleanUrls = routes.findIndex((route) => route.headers?.Location)
    expect(routes.slice(0, cleanUrls).map((route) => [route.src, route.dest, route.status])).toEqual([
      ['^/api/event/?$', '/api/event', undefined],
      ['^/api/apply(?:/.*)?$', '/api/apply', undefined],
      ...NOT_FOUND_PAGES.map((page) => [`^${page.file.replaceAll('.', '\\.')}$`, page.file, undefined]),
    ])
    for (const route of routes.filter((route) => route.headers?.Location))
      expect(route.headers, route.src).toMatchObject(SECURITY_HEADERS)
    expect(withHeaders[0]!.headers).toMatchObject(SECURITY_HEADERS)
    const afterFiles = routes.slice(routes.findIndex((route) => 'handle' in route))
    const notFound = afterFiles.filter((route) => route.status === 404)
    expect(notFound.map((route) => route.dest)).toEqual(NOT_FOUND_PAGES.map((page) => page.file))
    expect(new RegExp(notFound[0]!.src!).test('/ar/case-study/nope')).toBe(true)
    expect(new RegExp(notFound[0]!.src!).test('/arabic')).toBe(false)
    const beforeFiles = routes.slice(0, routes.length - afterFiles.length)
    const refused = (path: string) =>
      beforeFiles.find((route) => route.status === 404 && new RegExp(route.src!).test(path))?.dest
    for (const path of NOT_PUBLIC)
      expect([refused(path), refused(`${path}/`)], path).toEqual([
        notFoundPageFor(path)?.file,
        notFoundPageFor(path)?.file,
      ])
    expect(refused('/ar/404')).toBe('/ar/404.html')
  })

  it('has Netlify serve a language its own 404 page, with status 404, and refuse what is not public on both hosts', () => {
    const lines = redirectsFile().split('\n')
    expect(lines).toContain('/ar/*  /ar/404.html  404')
    for (const path of NOT_PUBLIC) {
      expect(lines, path).toContain(`${path}  ${notFoundPageFor(path)!.file}  404!`)
      expect(lines, path).toContain(`${path}  ${notFoundPageFor(path)!.prefix}_not-found  200`)
    }
  })

  it("routes /api/event to Netlify's and Vercel's functions, and has nginx proxy it to the analytics upstream, the default unless the build names another", () => {
    expect(redirectsFile().split('\n')).toContain('/api/event  /.netlify/functions/event  200!')
    expect(vercelConfig().routes[0]).toEqual({ src: '^/api/event/?$', dest: '/api/event' })
    const other = 'https://stats.example/api/event'
    expect(nginxServer({ root: '/srv/site' })).toContain(`proxy_pass ${DEFAULT_ANALYTICS_UPSTREAM};`)
    const location = nginxServer({ root: '/srv/site', upstream: other })
      .split('location = /api/event {')[1]!
      .split('\n  }')[0]!
    for (const line of [
      'if ($request_method != POST) { return 405; }',
      'set $args "";',
      `proxy_pass ${other};`,
      'proxy_set_header Host stats.example;',
      'proxy_set_header X-Forwarded-For $remote_addr;',
      'proxy_ssl_server_name on;',
      'proxy_hide_header Set-Cookie;',
      'proxy_intercept_errors on;',
      'proxy_max_temp_file_size 0;',
    ]) {
      expect(location, line).toContain(`    ${line}\n`)
    }
  })

  it("routes /api/apply to Netlify's and Vercel's functions, ids kept, and has nginx proxy a well-formed one to HubSpot, the stand-in only where named", () => {
    expect(redirectsFile().split('\n')).toContain('/api/apply/*  /.netlify/functions/apply/:splat  200!')
    expect(vercelConfig().routes[1]).toEqual({ src: '^/api/apply(?:/.*)?$', dest: '/api/apply' })
    expect(nginxServer({ root: '/srv/site' })).toContain('    proxy_pass https://api.hsforms.com;\n')
    const location = nginxServer({ root: '/srv/site', hubspotOrigin: 'http://127.0.0.1:8125' })
      .split('location ~ "^/api/apply/')[1]!
      .split('\n  }')[0]!
    for (const line of [
      'if ($request_method != POST) { return 405; }',
      'rewrite "^/api/apply/(.*)$" /submissions/v3/integration/submit/$1? break;',
      'proxy_pass http://127.0.0.1:8125;',
      'proxy_set_header x-apply-elapsed $http_x_apply_elapsed;',
      'proxy_set_header x-apply-honeypot $http_x_apply_honeypot;',
      'client_max_body_size 64k;',
      'proxy_connect_timeout 45s;',
      'proxy_send_timeout 45s;',
      'proxy_read_timeout 45s;',
      'proxy_hide_header Set-Cookie;',
    ]) {
      expect(location, line).toContain(`    ${line}\n`)
    }
    // A test's shorter wait (event-proxy.test.ts), in nginx's units.
    expect(nginxServer({ root: '/srv/site', applyTimeoutMs: 1_500 })).toContain('    proxy_read_timeout 1500ms;\n')
  })

  it('names the same not-found pages as the page list', () => {
    expect(NOT_FOUND_PAGES.map((page) => page.path)).toEqual(
      pages
        .filter((page) => page.kind === 'not-found')
        .map((page) => page.path)
        .reverse(),
    )
    expect(notFoundPageFor('/ar/x/y')?.file).toBe('/ar/404.html')
    expect(notFoundPageFor('/ar')?.file).toBe('/ar/404.html')
    expect(notFoundPageFor('/arabic')?.file).toBe('/404.html')
  })

  it('gives nginx every rule, each location with the whole merged set (nginx does not inherit add_header)', () => {
    const config = nginxServer({ root: '/srv/site' })
    for (const [pattern] of HEADER_RULES.slice(1)) {
      const location = config
        .split(`location ${pattern.endsWith('/*') ? pattern.slice(0, -1) : `= ${pattern}`} {`)[1]!
        .split('try_files')[0]!
      expect(location, pattern).toContain(
        `add_header Strict-Transport-Security "${SECURITY_HEADERS['Strict-Transport-Security']}" always;`,
      )
      expect(location, pattern).toContain('add_header Cache-Control')
    }
    expect(config).toContain('root /srv/site;')
  })
})

describe("the content editor's headers", () => {
  it("give /admin/ and all under it the editor's policy, an opener policy its sign-in popup can answer, and noindex; every other path keeps the site's", () => {
    const admin = headersFor('/admin/')
    expect(admin).toMatchObject({
      'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
      'Content-Security-Policy': adminPolicy(),
      'X-Robots-Tag': 'noindex',
      'Cache-Control': 'no-cache',
    })
    expect(headersFor('/admin/config.yml')).toEqual(admin)
    expect(headersFor('/admin/assets/index-abc.js')).toEqual({
      ...admin,
      'Cache-Control': 'public, max-age=31536000, immutable',
    })
    for (const path of [
      '/',
      '/get-started',
      '/ar/',
      '/assets/entry-abc.js',
      '/sw.js',
      '/administrator',
      '/ar/admin/',
    ]) {
      expect(headersFor(path)['Cross-Origin-Opener-Policy'], path).toBe('same-origin')
      expect(headersFor(path), path).not.toHaveProperty('X-Robots-Tag')
      expect(headersFor(path)['Content-Security-Policy'], path).not.toBe(adminPolicy())
    }
    expect(ADMIN).toBe(ADMIN_PATH)
  })

  it('allow no eval and no inline script, and connect to GitHub alone', () => {
    const policy = adminPolicy()
    expect(policy).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/)
    expect(policy).toContain("default-src 'none'; script-src 'self';")
    expect(policy).toContain("connect-src 'self' data: blob: https://api.github.com https://www.githubstatus.com;")
    expect(policy).toContain("base-uri 'self'; form-action 'none'; frame-ancestors 'none'")
  })

  it('reach every host: nginx serves the editor at its folder with them, Vercel sends `/admin` to `/admin/`', () => {
    const config = nginxServer({ root: '/srv/site' })
    const page = config.split('location = /admin {')[1]!.split('}')[0]!
    expect(page).toContain(`add_header Content-Security-Policy "${adminPolicy()}" always;`)
    expect(page).toContain('add_header Cross-Origin-Opener-Policy "same-origin-allow-popups" always;')
    expect(page).toContain('try_files /admin/index.html =404;')
    expect(vercelConfig().routes).toContainEqual({
      src: '^/admin$',
      headers: { ...headersFor('/admin'), Location: '/admin/' },
      status: 308,
    })
  })
})

describe('directives every current browser knows', () => {
  it('leaves out manifest-src, which WebKit reports as unrecognised', () => {
    expect(contentSecurityPolicy()).not.toContain('manifest-src')
    expect(contentSecurityPolicy()).toContain("default-src 'self'")
  })
})
