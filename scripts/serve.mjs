#!/usr/bin/env node
/**
 * Serves the production build like a static host: clean URLs (`/case-study/x` → `case-study/x.html`),
 * `404.html` with status 404 for unknown paths, correct content types, byte ranges for video,
 * and never a file outside the build folder.
 */
import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import { createServer } from 'node:http'
import { extname, join, resolve, sep } from 'node:path'
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

function send(req, res, status, file, pathname) {
  const type = CONTENT_TYPES[extname(file.path)] ?? 'application/octet-stream'
  const headers = {
    ...SECURITY_HEADERS,
    'Content-Type': type,
    'Cache-Control': status === 404 ? 'no-cache' : cacheControl(pathname),
    'Accept-Ranges': 'bytes',
    'Last-Modified': file.info.mtime.toUTCString(),
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
      // /404.html is a file like any other (the service worker precaches it); /404 is not a page.
      const file = pathname === '/404' ? undefined : await resolveFile(root, pathname)
      if (file) return send(req, res, 200, file, pathname)
      const notFound = await resolveFile(root, '/404.html')
      if (notFound) return send(req, res, 404, notFound, pathname)
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
