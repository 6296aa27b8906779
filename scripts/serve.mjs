#!/usr/bin/env node
/**
 * Serves the production build like a static host: clean URLs (`/case-study/x` → `case-study/x.html`),
 * `404.html` with status 404 for unknown paths, correct content types, byte ranges for video,
 * and never a file outside the build folder.
 */
import { createReadStream } from 'node:fs'
import { readFile, stat } from 'node:fs/promises'
import { createServer } from 'node:http'
import { extname, join, resolve, sep } from 'node:path'
import { gzipSync } from 'node:zlib'
import { fileURLToPath } from 'node:url'
import { CONTENT_TYPES, SECURITY_HEADERS, cacheControl } from './headers.mjs'

const ROOT = resolve(fileURLToPath(new URL('../dist', import.meta.url)))

async function fileAt(path) {
  try {
    const info = await stat(path)
    return info.isFile() ? info : undefined
  } catch {
    return undefined
  }
}

/** The file a request path maps to, or undefined; paths that escape the build folder map to nothing. */
export async function resolveFile(root, pathname) {
  let decoded
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    return undefined
  }
  if (decoded.includes('\0') || decoded.length > 1024) return undefined
  const base = resolve(join(root, decoded))
  if (base !== root && !base.startsWith(root + sep)) return undefined
  const candidates = decoded.endsWith('/')
    ? [join(base, 'index.html'), base.replace(/[/\\]+$/, '') + '.html']
    : [base, `${base}.html`, join(base, 'index.html')]
  for (const candidate of candidates) {
    if (!candidate.startsWith(root)) continue
    const info = await fileAt(candidate)
    if (info) return { path: candidate, info }
  }
  return undefined
}

const COMPRESSIBLE = /^(text\/|application\/(json|manifest\+json|xml)|image\/svg\+xml)/
const gzipCache = new Map()
async function gzipped(file) {
  const key = `${file.path}:${file.info.mtimeMs}:${file.info.size}`
  let body = gzipCache.get(key)
  if (!body) {
    body = gzipSync(await readFile(file.path), { level: 9 })
    gzipCache.set(key, body)
  }
  return body
}

/** Rules of dist/_headers (written by the build from headers.mjs), re-read when the file changes. */
const rulesCache = new Map()
async function headerRules(root) {
  const path = join(root, '_headers')
  const info = await fileAt(path)
  if (!info) return []
  const cached = rulesCache.get(root)
  if (cached && cached.mtimeMs === info.mtimeMs && cached.size === info.size) return cached.rules
  const rules = []
  for (const line of (await readFile(path, 'utf8')).split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue
    if (!/^\s/.test(line)) rules.push({ pattern: line.trim(), headers: [] })
    else {
      const colon = line.indexOf(':')
      rules.at(-1)?.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()])
    }
  }
  rulesCache.set(root, { mtimeMs: info.mtimeMs, size: info.size, rules })
  return rules
}

/** Headers for a path, as a static host applies _headers: every matching rule, in order. */
export async function headersForPath(root, pathname) {
  const headers = { ...SECURITY_HEADERS }
  const policies = []
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  for (const rule of await headerRules(root)) {
    const matches = rule.pattern.endsWith('/*')
      ? clean.startsWith(rule.pattern.slice(0, -1)) || clean === rule.pattern.slice(0, -2)
      : clean === rule.pattern
    if (!matches) continue
    for (const [name, value] of rule.headers) {
      if (name.toLowerCase() === 'content-security-policy') policies.push(value)
      else headers[name] = value
    }
  }
  if (policies.length) headers['Content-Security-Policy'] = policies
  return headers
}

async function send(req, res, status, file, pathname, root) {
  const type = CONTENT_TYPES[extname(file.path)] ?? 'application/octet-stream'
  // A 404 gets only the rules for unknown addresses, never those of a page that exists.
  const headers = {
    'Cache-Control': status === 404 ? 'no-cache' : cacheControl(pathname),
    ...(await headersForPath(root, status === 404 ? '/__unknown__' : pathname)),
    'Content-Type': type,
    'Accept-Ranges': 'bytes',
    'Last-Modified': file.info.mtime.toUTCString(),
  }
  // Text is sent gzipped, as static hosts do; compressed once per file version.
  if (status !== 206 && COMPRESSIBLE.test(type) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '') && !req.headers.range) {
    const body = await gzipped(file)
    res.writeHead(status, { ...headers, 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding', 'Content-Length': body.length })
    return res.end(req.method === 'HEAD' ? undefined : body)
  }
  const size = file.info.size
  const range = status === 200 ? /^bytes=(\d*)-(\d*)$/.exec(req.headers.range ?? '') : null
  if (range) {
    const start = range[1] ? Number(range[1]) : Math.max(0, size - Number(range[2]))
    const end = range[1] && range[2] ? Math.min(Number(range[2]), size - 1) : size - 1
    if (start > end || start >= size) {
      res.writeHead(416, { ...headers, 'Content-Range': `bytes */${size}` }).end()
      return
    }
    res.writeHead(206, { ...headers, 'Content-Range': `bytes ${start}-${end}/${size}`, 'Content-Length': end - start + 1 })
    if (req.method === 'HEAD') return res.end()
    createReadStream(file.path, { start, end }).pipe(res)
    return
  }
  res.writeHead(status, { ...headers, 'Content-Length': size })
  if (req.method === 'HEAD') return res.end()
  createReadStream(file.path).pipe(res)
}

export function createStaticServer(root = ROOT) {
  return createServer(async (req, res) => {
    try {
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { ...SECURITY_HEADERS, Allow: 'GET, HEAD' }).end()
        return
      }
      const pathname = new URL(req.url ?? '/', 'http://localhost').pathname
      // /404.html is a file like any other (the service worker precaches it); /404 is not a page,
      // and the header rules are for the server only, as on a static host.
      const hidden = pathname === '/404' || pathname === '/_headers'
      const file = hidden ? undefined : await resolveFile(root, pathname)
      if (file) return await send(req, res, 200, file, pathname, root)
      const notFound = await resolveFile(root, '/404.html')
      if (notFound) return await send(req, res, 404, notFound, pathname, root)
      res.writeHead(404, { ...SECURITY_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found')
    } catch (error) {
      console.error(error)
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' })
      res.end('Internal server error')
    }
  })
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.PORT ?? 4173)
  const host = process.env.HOST ?? 'localhost'
  const server = createStaticServer()
  server.listen(port, host, () => console.log(`Serving dist/ at http://${host}:${port}`))
}
