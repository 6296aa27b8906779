// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createStaticServer, resolveFile } from './serve.mjs'

const root = mkdtempSync(join(tmpdir(), 'dist-'))
mkdirSync(join(root, 'case-study'))
writeFileSync(join(root, 'index.html'), 'home')
writeFileSync(join(root, '404.html'), 'not found page')
writeFileSync(join(root, 'case-study/moneymind.html'), 'moneymind')
mkdirSync(join(root, 'assets'))
writeFileSync(join(root, 'assets/app-abc123.js'), 'console.log(1)')
writeFileSync(join(root, 'clip.webm'), Buffer.alloc(1000, 7))
const secret = join(root, '..', `secret-${Date.now()}.txt`)
writeFileSync(secret, 'secret')

describe('resolveFile', () => {
  it('maps clean URLs to their prerendered page', async () => {
    expect((await resolveFile(root, '/'))?.path).toBe(join(root, 'index.html'))
    expect((await resolveFile(root, '/case-study/moneymind'))?.path).toBe(join(root, 'case-study/moneymind.html'))
  })

  it('never maps a path outside the build folder', async () => {
    for (const path of ['/../' + secret.split('/').pop(), '/..%2F' + secret.split('/').pop(), '/%2e%2e/%2e%2e/etc/passwd', '/a%00b', '/%E0%A4%A']) {
      expect(await resolveFile(root, path), path).toBeUndefined()
    }
  })
})

describe('the production server', () => {
  let base = ''
  const server = createStaticServer(root)
  beforeAll(async () => {
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((done) => server.close(() => done())))

  it('serves pages as HTML that revalidates, with security headers', async () => {
    const response = await fetch(`${base}/case-study/moneymind`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(response.headers.get('cache-control')).toBe('no-cache')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(await response.text()).toBe('moneymind')
  })

  it('answers unknown paths with 404.html and status 404', async () => {
    const response = await fetch(`${base}/nowhere/<script>alert(1)</script>`)
    expect(response.status).toBe(404)
    expect(await response.text()).toBe('not found page')
    expect((await fetch(`${base}/404`)).status).toBe(404)
    // The file itself is served as any file is, so the service worker can precache it.
    expect((await fetch(`${base}/404.html`)).status).toBe(200)
  })

  it('caches hashed assets for a year', async () => {
    const response = await fetch(`${base}/assets/app-abc123.js`)
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
  })

  it('sends text gzipped to clients that accept it', async () => {
    const response = await fetch(`${base}/assets/app-abc123.js`, { headers: { 'Accept-Encoding': 'gzip' } })
    expect(response.headers.get('content-encoding')).toBe('gzip')
    expect(response.headers.get('vary')).toBe('Accept-Encoding')
    expect(await response.text()).toBe('console.log(1)')
  })

  it('serves byte ranges, as video playback needs', async () => {
    const response = await fetch(`${base}/clip.webm`, { headers: { Range: 'bytes=100-199' } })
    expect(response.status).toBe(206)
    expect(response.headers.get('content-range')).toBe('bytes 100-199/1000')
    expect((await response.arrayBuffer()).byteLength).toBe(100)
  })

  it('refuses methods other than GET and HEAD', async () => {
    expect((await fetch(`${base}/`, { method: 'POST' })).status).toBe(405)
  })
})
