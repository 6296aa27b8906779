#!/usr/bin/env node
/** dist/ as a static host serves it: serve-static and `compression`, with our clean URLs, 404s and headers. */
import { readFile, stat } from 'node:fs/promises'
import { createServer } from 'node:http'
import { createServer as createNetServer, isIP } from 'node:net'
import { join, posix, resolve } from 'node:path'
import { Readable } from 'node:stream'
import { fileURLToPath } from 'node:url'
import compression from 'compression'
import serveStatic from 'serve-static'
import { build } from 'esbuild'
import {
  APPLY_PATH,
  APPLY_TIMEOUT_MS,
  TRAP_HEADERS,
  applyTimeoutMs,
  forwardApplication,
  hubspotSubmitOrigin,
} from './apply-proxy.mjs'
import { EVENT_PATH, analyticsUpstream, forwardEvent } from './event-proxy.mjs'
import { CONTENT_TYPES, NOT_PUBLIC, SECURITY_HEADERS, cacheControl, notFoundPageFor } from './headers.mjs'

const ROOT = resolve(fileURLToPath(new URL('../../dist', import.meta.url)))

/** The traps' one verdict, in TypeScript, which Node 20 cannot import: built in memory. */
async function importTypeScript(path) {
  const { outputFiles } = await build({
    entryPoints: [fileURLToPath(new URL(path, import.meta.url))],
    bundle: true,
    format: 'esm',
    write: false,
    logLevel: 'silent',
  })
  return import(`data:text/javascript;base64,${Buffer.from(outputFiles[0].text).toString('base64')}`)
}
const { spamVerdict } = await importTypeScript('../../src/application/spam.ts')

/** Against slowloris: a client that has not sent its headers by then is cut off. */
export const HEADERS_TIMEOUT_MS = 5_000

/** Both "is it public" and the file sent are decided on this one path (`//_headers` is `/_headers`). */
export function normalPath(url) {
  try {
    // Not `new URL(url, base)`: it reads `//_headers` as a host name.
    const raw = url?.startsWith('/') ? url.replace(/[?#].*$/s, '') : new URL(url ?? '/').pathname
    const decoded = decodeURIComponent(raw)
    return decoded.includes('\0') ? undefined : posix.normalize(decoded).replace(/(.)\/+$/, '$1')
  } catch {
    return undefined
  }
}

const rulesCache = new Map()
async function headerRules(root) {
  const path = join(root, '_headers')
  const info = await stat(path).catch(() => undefined)
  if (!info) return []
  const cached = rulesCache.get(root)
  if (cached && cached.mtimeMs === info.mtimeMs && cached.size === info.size) return cached.rules
  const rules = []
  for (const line of (await readFile(path, 'utf8')).split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue
    if (!/^\s/.test(line)) rules.push({ pattern: line.trim(), headers: [] })
    else if (line.trim().startsWith('!')) rules.at(-1)?.headers.push([line.trim().slice(1).trim(), undefined])
    else {
      const colon = line.indexOf(':')
      rules.at(-1)?.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()])
    }
  }
  rulesCache.set(root, { mtimeMs: info.mtimeMs, size: info.size, rules })
  return rules
}

async function headersForPath(root, clean) {
  const headers = { ...SECURITY_HEADERS, 'Cache-Control': cacheControl(clean) }
  for (const rule of await headerRules(root)) {
    const matches = rule.pattern.endsWith('/*')
      ? clean.startsWith(rule.pattern.slice(0, -1)) || clean === rule.pattern.slice(0, -2)
      : clean === rule.pattern
    if (matches)
      for (const [name, value] of rule.headers) {
        if (value === undefined) delete headers[name]
        else headers[name] = value
      }
  }
  return headers
}

/** `TRUST_PROXY`: only a request from one of these is believed about its client, and only through `X-Forwarded-For`. @param {string | undefined} value */
export function trustedProxies(value) {
  const addresses = (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
  const wrong = addresses.filter((address) => !isIP(address))
  if (wrong.length)
    throw new Error(
      `TRUST_PROXY must list the proxies' addresses, separated by commas (e.g. 127.0.0.1,::1), not ${JSON.stringify(wrong.join(','))}`,
    )
  return addresses.map(plainAddress)
}

/** IPv4 clients of a dual-stack socket show as `::ffff:a.b.c.d`. @param {string} address */
const plainAddress = (address) => address.replace(/^::ffff:(?=\d+\.)/i, '')

/** Each proxy appends the address it was reached from; the left part is the client's own word. @param {string | undefined} peer @param {string | string[] | undefined} forwardedFor @param {string[]} trusted */
export function clientAddress(peer, forwardedFor, trusted) {
  let address = plainAddress(peer ?? '')
  if (!trusted.includes(address) || typeof forwardedFor !== 'string') return address || undefined
  for (const hop of forwardedFor
    .split(',')
    .map((part) => plainAddress(part.trim()))
    .reverse()) {
    if (!isIP(hop)) break
    address = hop
    if (!trusted.includes(hop)) break
  }
  return address
}

const PASSED_ON = ['content-type', 'content-length', 'user-agent', ...TRAP_HEADERS]

/** A proxy's answer, from a web Request (or, for a method a Request cannot carry, its method and address). @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res @param {string} pathname @param {(request: import('./event-proxy.mjs').Incoming) => Promise<Response> | Response} handle */
async function relay(req, res, pathname, handle) {
  const url = `http://localhost${pathname}`
  const headers = new Headers()
  for (const name of PASSED_ON) if (typeof req.headers[name] === 'string') headers.set(name, req.headers[name])
  const request =
    req.method === 'POST'
      ? new Request(url, {
          method: 'POST',
          headers,
          body: /** @type {ReadableStream} */ (Readable.toWeb(req)),
          duplex: 'half',
        })
      : { method: req.method ?? 'GET', url, headers, body: null }
  const response = await handle(request)
  // A body left unread cannot be followed by another request on this connection.
  if (!req.complete) res.shouldKeepAlive = false
  const answer = Buffer.from(await response.arrayBuffer())
  res.writeHead(response.status, { ...Object.fromEntries(response.headers), 'Content-Length': answer.length })
  res.end(req.method === 'HEAD' ? undefined : answer)
}

/** @param {string} [root] @param {{ analyticsUpstream?: string, trustProxy?: string[], hubspotOrigin?: string, applyTimeoutMs?: number, headersTimeoutMs?: number }} [options] `analyticsUpstream` unset, `/api/event` is unknown, as on a host with no proxy; `hubspotOrigin`: HubSpot's, or a stand-in's */
export function createStaticServer(
  root = ROOT,
  {
    analyticsUpstream: upstream,
    trustProxy = [],
    hubspotOrigin = hubspotSubmitOrigin(undefined),
    applyTimeoutMs: applyWait = APPLY_TIMEOUT_MS,
    headersTimeoutMs = HEADERS_TIMEOUT_MS,
  } = {},
) {
  const compress = compression()
  const files = serveStatic(root, {
    extensions: ['html'],
    index: ['index.html'],
    redirect: false,
    dotfiles: 'ignore',
    cacheControl: false,
    setHeaders: (res, path) => {
      const type = CONTENT_TYPES[path.slice(path.lastIndexOf('.'))]
      if (type) res.setHeader('Content-Type', type)
    },
  })

  const errorHeaders = async (res) => {
    for (const name of res.getHeaderNames()) res.removeHeader(name)
    for (const [name, value] of Object.entries(await headersForPath(root, '/__unknown__'))) res.setHeader(name, value)
  }

  const notFound = async (req, res) => {
    const page = await readFile(join(root, notFoundPageFor(normalPath(req.url) ?? '/').file))
      .catch(() => readFile(join(root, '404.html')))
      .catch(() => undefined)
    await errorHeaders(res)
    res.statusCode = 404
    res.setHeader('Content-Type', page ? CONTENT_TYPES['.html'] : CONTENT_TYPES['.txt'])
    res.end(req.method === 'HEAD' ? undefined : (page ?? 'Not found'))
  }

  const refuse = async (req, res, error) => {
    await errorHeaders(res)
    for (const [name, value] of Object.entries(error.headers ?? {})) res.setHeader(name, value)
    res.statusCode = error.statusCode
    res.setHeader('Content-Type', CONTENT_TYPES['.txt'])
    res.end(req.method === 'HEAD' ? undefined : error.message)
  }

  // Timeouts are checked every second, not every 30 s, so a slow client is cut off on time.
  const server = createServer({ connectionsCheckingInterval: 1_000 }, (req, res) => {
    const fail = (error) => {
      console.error(error)
      if (!res.headersSent)
        res.writeHead(500, { ...SECURITY_HEADERS, 'Cache-Control': 'no-store', 'Content-Type': CONTENT_TYPES['.txt'] })
      res.end('Internal server error')
    }
    const pathname = normalPath(req.url)
    if (pathname === EVENT_PATH) {
      const clientAt = clientAddress(req.socket.remoteAddress, req.headers['x-forwarded-for'], trustProxy)
      if (upstream)
        return void relay(req, res, pathname, (request) =>
          forwardEvent(request, { upstream, clientAddress: clientAt }),
        ).catch(fail)
      return void compress(req, res, () => notFound(req, res).catch(fail))
    }
    if (pathname === APPLY_PATH || pathname?.startsWith(`${APPLY_PATH}/`)) {
      return void relay(req, res, pathname, (request) =>
        forwardApplication(request, { origin: hubspotOrigin, verdict: spamVerdict, timeoutMs: applyWait }),
      ).catch(fail)
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { ...SECURITY_HEADERS, Allow: 'GET, HEAD' }).end()
      return
    }
    compress(req, res, () => {
      if (pathname === undefined || NOT_PUBLIC.includes(pathname)) return notFound(req, res).catch(fail)
      req.url = pathname.split('/').map(encodeURIComponent).join('/')
      // Ranges only where they mean something (video); text is compressed whole.
      if (!pathname.startsWith('/media/')) {
        delete req.headers.range
        delete req.headers['if-range']
      }
      const serve = (again) =>
        files(req, res, (error) => {
          if (error && !(error.statusCode < 500)) return fail(error)
          if (error?.statusCode === 412 || error?.statusCode === 416) return refuse(req, res, error).catch(fail)
          if (again && !req.url.endsWith('/')) {
            req.url += '/'
            return serve(false)
          }
          notFound(req, res).catch(fail)
        })
      headersForPath(root, pathname)
        .then((headers) => {
          for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)
          serve(true)
        })
        .catch(fail)
    })
  })
  server.headersTimeout = headersTimeoutMs
  server.requestTimeout = 30_000
  return server
}

/** @param {import('node:net').Server} server @returns {Promise<string>} its origin */
export function listenOnLoopback(server) {
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}`),
    )
  })
}

/** Stops a server now: a browser's idle keep-alive connections would hold `close()` open for minutes. @param {import('node:http').Server} server */
export function stopServer(server) {
  server.closeAllConnections()
  return new Promise((done) => server.close(() => done(undefined)))
}

export async function freePort() {
  const probe = createNetServer()
  const origin = await listenOnLoopback(probe)
  await new Promise((done) => probe.close(done))
  return Number(new URL(origin).port)
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.PORT ?? 4173)
  const host = process.env.HOST ?? 'localhost'
  const upstream = process.env.ANALYTICS_UPSTREAM ? analyticsUpstream(process.env.ANALYTICS_UPSTREAM) : undefined
  const hubspotOrigin = hubspotSubmitOrigin(process.env.HUBSPOT_SUBMIT_ORIGIN)
  const server = createStaticServer(ROOT, {
    analyticsUpstream: upstream,
    trustProxy: trustedProxies(process.env.TRUST_PROXY),
    hubspotOrigin,
    applyTimeoutMs: applyTimeoutMs(process.env.APPLY_TIMEOUT_MS),
  })
  server.listen(port, host, () => console.log(`Serving dist/ at http://${host}:${port}`))
}
