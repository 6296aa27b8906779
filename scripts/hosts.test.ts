// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { headersFile, redirectsFile, vercelConfig } from './headers.mjs'
import { answeredByEveryHost, netlifyAnswer, netlifyRules, precacheProblems, vercelAnswer } from './hosts.mjs'

/** A build folder with the generated rules and one page per kind. */
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

describe("Netlify's parsers", () => {
  it('read the generated rules without error, skip the detach lines, and leave one Cache-Control per path', async () => {
    const root = build()
    const rules = await netlifyRules(root)
    expect(netlifyAnswer(root, '/assets/app-abc.js', rules).headers['Cache-Control']).toBe('public, max-age=31536000, immutable')
    expect(netlifyAnswer(root, '/ar/nowhere', rules)).toMatchObject({ status: 404, file: '/ar/404.html' })
    expect(netlifyAnswer(root, '/404', rules)).toMatchObject({ status: 404, file: '/404.html' })
  })
})
