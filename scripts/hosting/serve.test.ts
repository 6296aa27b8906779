import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { get, type IncomingMessage, type OutgoingHttpHeaders } from 'node:http'
import { connect } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startNginx } from './nginx.mjs'
import { NOT_PUBLIC, SECURITY_HEADERS } from './headers.mjs'
import { createStaticServer, listenOnLoopback } from './serve.mjs'

const root = mkdtempSync(join(tmpdir(), 'dist-'))
mkdirSync(join(root, 'case-study'))
writeFileSync(join(root, 'index.html'), 'home')
writeFileSync(join(root, '404.html'), 'not found page')
writeFileSync(join(root, 'case-study/moneymind.html'), 'moneymind')
mkdirSync(join(root, 'ar/case-study'), { recursive: true })
writeFileSync(join(root, 'ar/index.html'), 'arabic home')
writeFileSync(join(root, 'ar/404.html'), 'arabic not found page')
writeFileSync(join(root, 'ar/case-study/moneymind.html'), 'arabic moneymind')
writeFileSync(join(root, 'ar/manifest.webmanifest'), '{}')
mkdirSync(join(root, 'assets'))
const script = `console.log(1)\n//${'x'.repeat(2000)}`
writeFileSync(join(root, 'assets/app-abc123.js'), script)
mkdirSync(join(root, 'media'))
writeFileSync(join(root, 'media/clip.webm'), Buffer.alloc(1000, 7))
mkdirSync(join(root, '.vite'))
writeFileSync(join(root, '.vite/manifest.json'), '{}')
writeFileSync(join(root, '_headers'), '/*\n  X-Test: site\n')
// A sibling of the build folder whose name starts like it: `dist-x.html` next to `dist-x/`.
writeFileSync(`${root}.html`, 'secret sibling')
const sibling = root.split('/').pop()!

type Start = (root: string) => Promise<{ base: string; stop: () => Promise<void> }>

/** Not fetch, which turns a conditional request into `no-cache`; a connection of its own, as nginx closes one after an error. */
const raw = (url: string, headers: OutgoingHttpHeaders = {}) =>
  new Promise<IncomingMessage>((done, fail) =>
    get(url, { headers, agent: false }, (response) => {
      response.on('end', () => done(response)).resume()
    }).on('error', fail),
  )

function expectSiteHeaders(response: IncomingMessage) {
  for (const name of ['X-Content-Type-Options', 'Strict-Transport-Security', 'Content-Security-Policy'] as const) {
    // nginx sends its add_header fields twice on a 416, which a client reads as one value.
    expect(
      new Set(response.headers[name.toLowerCase()]?.toString().split(', ')),
      `${response.statusCode} ${name}`,
    ).toEqual(new Set([SECURITY_HEADERS[name]]))
  }
}

const node: Start = async (root) => {
  const server = createStaticServer(root)
  return {
    base: await listenOnLoopback(server),
    stop: () => new Promise<void>((done) => server.close(() => done())),
  }
}

describe.each([
  ['the production server', node],
  ['nginx with the generated configuration', startNginx as Start],
])('%s', (_name, start) => {
  let base = ''
  let stop = async () => {}
  beforeAll(async () => {
    ;({ base, stop } = await start(root))
  })
  afterAll(() => stop())

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

  it('serves the Arabic pages, and any unknown address under /ar/ the Arabic 404 page with status 404', async () => {
    for (const [path, body] of [
      ['/ar', 'arabic home'],
      ['/ar/', 'arabic home'],
      ['/ar/case-study/moneymind', 'arabic moneymind'],
      ['/ar/case-study/moneymind/', 'arabic moneymind'],
    ]) {
      const response = await fetch(`${base}${path}`)
      expect(response.status, path).toBe(200)
      expect(await response.text(), path).toBe(body)
    }
    for (const path of [
      '/ar/nowhere',
      '/ar/case-study/nope',
      '/ar/case-study/',
      '/ar/404',
      '/ar/_headers',
      '/ar/a/b/c',
    ]) {
      const response = await fetch(`${base}${path}`)
      expect(response.status, path).toBe(404)
      expect(await response.text(), path).toBe('arabic not found page')
    }
    const other = await fetch(`${base}/arabic`)
    expect([other.status, await other.text()]).toEqual([404, 'not found page'])
    const manifest = await fetch(`${base}/ar/manifest.webmanifest`)
    expect(manifest.headers.get('content-type')).toMatch(/^application\/manifest\+json/)
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
    expect(await response.text()).toBe(script)
  })

  it('serves byte ranges, as video playback needs', async () => {
    const response = await fetch(`${base}/media/clip.webm`, { headers: { Range: 'bytes=100-199' } })
    expect(response.status).toBe(206)
    expect(response.headers.get('content-range')).toBe('bytes 100-199/1000')
    expect((await response.arrayBuffer()).byteLength).toBe(100)
  })

  it('honours If-Range: a stale validator gets the whole file', async () => {
    const first = await fetch(`${base}/media/clip.webm`)
    const etag = first.headers.get('etag')!
    expect(etag).toMatch(/^(W\/)?"[^"]+"$/)
    const fresh = await fetch(`${base}/media/clip.webm`, { headers: { Range: 'bytes=0-9', 'If-Range': etag } })
    expect(fresh.status).toBe(206)
    const stale = await fetch(`${base}/media/clip.webm`, { headers: { Range: 'bytes=0-9', 'If-Range': '"old"' } })
    expect(stale.status).toBe(200)
    expect((await stale.arrayBuffer()).byteLength).toBe(1000)
  })

  it('answers a revalidation with 304 Not Modified, with the headers of the file', async () => {
    for (const path of ['/case-study/moneymind', '/media/clip.webm']) {
      const { etag, 'last-modified': lastModified } = (await raw(`${base}${path}`)).headers
      expect(etag).toMatch(/^(W\/)?"[^"]+"$/)
      for (const headers of [
        { 'If-None-Match': etag! },
        { 'If-Modified-Since': lastModified! },
        { 'If-None-Match': etag!, Range: 'bytes=5000-' },
      ]) {
        const response = await raw(`${base}${path}`, headers)
        expect(response.statusCode, `${path} ${JSON.stringify(headers)}`).toBe(304)
        expect(response.headers['cache-control'], path).toBe(
          path.startsWith('/media/') ? 'public, max-age=604800' : 'no-cache',
        )
        expectSiteHeaders(response)
      }
    }
  })

  it('answers 412 Precondition Failed when If-Match or If-Unmodified-Since fails, and serves the file when they hold', async () => {
    for (const path of ['/case-study/moneymind', '/ar/', '/media/clip.webm']) {
      const { etag, 'last-modified': lastModified } = (await raw(`${base}${path}`)).headers
      for (const headers of [
        { 'If-Match': '"other"' },
        { 'If-Unmodified-Since': 'Thu, 01 Jan 1970 00:00:01 GMT' },
        { 'If-Match': '"other"', Range: 'bytes=0-9' },
      ]) {
        const response = await raw(`${base}${path}`, headers)
        expect(response.statusCode, `${path} ${JSON.stringify(headers)}`).toBe(412)
        expectSiteHeaders(response)
        expect(response.headers.etag, path).toBeUndefined()
      }
      for (const headers of [{ 'If-Match': etag! }, { 'If-Match': '*' }, { 'If-Unmodified-Since': lastModified! }]) {
        expect((await raw(`${base}${path}`, headers)).statusCode, `${path} ${JSON.stringify(headers)}`).toBe(200)
      }
    }
  })

  it('answers a range past the end of a video with 416 and its size', async () => {
    const { etag } = (await raw(`${base}/media/clip.webm`)).headers
    for (const headers of [
      { Range: 'bytes=1000-' },
      { Range: 'bytes=5000-5009' },
      { Range: 'bytes=1000-', 'If-Range': etag! },
    ]) {
      const response = await raw(`${base}/media/clip.webm`, headers)
      expect(response.statusCode, JSON.stringify(headers)).toBe(416)
      expect(response.headers['content-range'], JSON.stringify(headers)).toBe('bytes */1000')
      expectSiteHeaders(response)
    }
    expect((await raw(`${base}/media/clip.webm`, { Range: 'bytes=1000-', 'If-Range': '"old"' })).statusCode).toBe(200)
  })

  it('respects an encoding the client refuses, and varies on it for every compressible response', async () => {
    const refused = await fetch(`${base}/assets/app-abc123.js`, {
      headers: { 'Accept-Encoding': 'gzip;q=0, identity' },
    })
    expect(refused.headers.get('content-encoding')).toBeNull()
    expect(refused.headers.get('vary')).toBe('Accept-Encoding')
  })

  it('answers every hostile or hidden path with the 404 page and status 404', async () => {
    const paths = [
      `/..%2f${sibling}`,
      `/x%2f..%2f..%2f${sibling}`,
      '/%2e%2e/%2e%2e/etc/passwd',
      '/a%00b',
      '/%E0%A4%A',
      '/_headers',
      '/%5Fheaders',
      '/.vite/manifest.json',
      '/%2Evite/manifest.json',
      '/%34%30%34',
    ]
    const arabic = ['/ar/.hidden', '/ar/case-study/.x'].map((path) => [path, 'arabic not found page'] as const)
    const spellings = NOT_PUBLIC.flatMap((name) =>
      [
        name,
        `${name}/`,
        `${name}//`,
        `/${name}`,
        `/%2F${name.slice(1)}`,
        `/%2f%2F${name.slice(1)}`,
        `/.${name}`,
        `/x/..${name}`,
        `/x/%2E%2E${name}`,
      ].map((path) => [path, name.startsWith('/ar/') ? 'arabic not found page' : 'not found page'] as const),
    )
    for (const [path, page] of [...paths.map((path) => [path, 'not found page'] as const), ...arabic, ...spellings]) {
      const response = await fetch(`${base}${path}`)
      expect(response.status, path).toBe(404)
      expect(await response.text(), path).toBe(page)
    }
    // The raw request line, which fetch would normalise.
    const raw = await new Promise<string>((done) => {
      const socket = connect(Number(new URL(base).port), '127.0.0.1', () =>
        socket.write(`GET /x/../../${sibling}.html HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`),
      )
      let text = ''
      socket.on('data', (chunk) => (text += chunk))
      socket.on('end', () => done(text))
    })
    expect(raw).toMatch(/^HTTP\/1.1 404/)
    expect(raw).not.toContain('secret sibling')
  })

  it('refuses methods other than GET and HEAD', async () => {
    expect((await fetch(`${base}/`, { method: 'POST' })).status).toBe(405)
  })
})
