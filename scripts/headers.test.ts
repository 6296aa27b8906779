// @vitest-environment node
import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy, headersFile, inlineScriptHashes, pagePolicy } from './headers.mjs'

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
    expect(policy).toContain("frame-ancestors 'none'")
    expect(policy).not.toContain('hsforms')
  })

  it('lets only the application page load the form provider', () => {
    expect(pagePolicy('/get-started', '')).toContain('https://*.hsforms.net')
    expect(pagePolicy('/', '')).not.toContain('hsforms')
  })
})

describe('headersFile', () => {
  it('writes one block per rule, with a policy per indexable page', () => {
    const file = headersFile([
      { path: '/', html: '<script>a()</script>', indexable: true },
      { path: '/404', html: '<script>b()</script>', indexable: false },
    ])
    const blocks = file.trim().split('\n\n')
    expect(blocks[0].split('\n')[0]).toBe('/*')
    expect(blocks[0]).toContain(sha('a()'))
    expect(blocks[0]).toContain(sha('b()'))
    expect(file).toContain('/assets/*\n  Cache-Control: public, max-age=31536000, immutable')
    const home = blocks.find((block) => block.startsWith('/\n'))!
    expect(home).toContain(sha('a()'))
    expect(home).not.toContain(sha('b()'))
    expect(blocks.some((block) => block.startsWith('/404'))).toBe(false)
  })
})

describe('directives every current browser knows', () => {
  it('leaves out manifest-src, which WebKit reports as unrecognised', () => {
    expect(contentSecurityPolicy()).not.toContain('manifest-src')
    expect(contentSecurityPolicy()).toContain("default-src 'self'")
  })
})
