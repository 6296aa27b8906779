/**
 * How each static host answers an address of dist/, from its own configuration: the models the build
 * checks the precache against, and the stand-ins tests/hosts.spec.ts serves through where the host has
 * no local runtime here. Cloudflare Pages runs for real (`startWrangler`); the spec holds every model
 * to the same checks as the real runtimes.
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { createServer } from 'node:http'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseAllHeaders } from '@netlify/headers-parser'
import { parseAllRedirects } from '@netlify/redirect-parser'
import { CONTENT_TYPES, NOT_PUBLIC, notFoundPageFor, vercelConfig } from './headers.mjs'
import { freePort, listenOnLoopback, stopServer } from './serve.mjs'

/**
 * `proxy`: the host passes the request to that address and answers with what comes back (`status` aside).
 * @typedef {{ status: number, headers: Record<string, string>, file?: string, location?: string, proxy?: string }} Answer
 */

/** The file dist/ holds at a path (`/ar/` is its index.html), if any. */
export function fileAt(root, pathname) {
  const path = pathname.endsWith('/') ? `${pathname}index.html` : pathname
  try {
    return statSync(join(root, path)).isFile() ? path : undefined
  } catch {
    return undefined
  }
}

const isExternal = (address) => /^https?:\/\//.test(address)

/** Substitutes `$1` and named groups, as Vercel does in `dest` and header values. */
const substitute = (text, match) => text.replace(/\$(\d+|[A-Za-z_]\w*)/g, (_, key) => (/^\d+$/.test(key) ? match[Number(key)] : match.groups?.[key]) ?? '')

/**
 * Vercel's `routes` evaluated in order (its Build Output API): `src` against the path, `headers`
 * collected, `dest` rewrites, `continue` goes on, `check` goes on only when no file answers the
 * rewritten path, `handle: filesystem` serves a file; a route that neither continues nor checks ends;
 * `methods` limits a route to those; a `dest` on another origin is a proxy.
 * @returns {Answer}
 */
export function vercelAnswer(root, pathname, routes = vercelConfig().routes, method = 'GET') {
  let path = pathname
  const headers = {}
  for (const route of routes) {
    if (route.handle === 'filesystem') {
      if (fileAt(root, path)) return { status: 200, headers, file: fileAt(root, path) }
      continue
    }
    const match = new RegExp(route.src).exec(path)
    if (!match || (route.methods && !route.methods.includes(method))) continue
    for (const [name, value] of Object.entries(route.headers ?? {})) headers[name] = substitute(value, match)
    if (route.dest) path = substitute(route.dest, match)
    if (isExternal(path)) return { status: 200, headers, proxy: path }
    if (headers.Location) return { status: route.status ?? 308, headers, location: headers.Location }
    if (route.continue || (route.check && !fileAt(root, path))) continue
    const file = fileAt(root, path)
    return { status: route.status ?? (file ? 200 : 404), headers, file }
  }
  return { status: 404, headers }
}

/** Netlify's own parsers read dist/_headers and dist/_redirects; fails on anything they report. */
export async function netlifyRules(root) {
  const [{ headers, errors: headerErrors }, { redirects, errors: redirectErrors }] = await Promise.all([
    parseAllHeaders({ headersFiles: [join(root, '_headers')], configHeaders: [], minimal: false }),
    parseAllRedirects({ redirectsFiles: [join(root, '_redirects')], minimal: false }),
  ])
  const errors = [...headerErrors, ...redirectErrors]
  if (errors.length) throw new Error(`Netlify's parsers refuse the build's rules:\n${errors.map((error) => error.message).join('\n')}`)
  return { headers, redirects }
}

/** A `_redirects` path (`/ar/*`, `/404`) against a request path, a trailing slash aside. */
const redirectMatches = (from, pathname) =>
  from.endsWith('/*') ? `${pathname}/`.startsWith(from.slice(0, -1)) : from.replace(/\/$/, '') === pathname.replace(/(.)\/$/, '$1')

/** Netlify's clean URLs: `/x` serves x.html, `/x/` its folder's index.html or x.html. */
const netlifyFile = (root, pathname) => fileAt(root, pathname) ?? (pathname !== '/' ? fileAt(root, `${pathname.replace(/\/$/, '')}.html`) : undefined)

/**
 * Netlify: the first `_redirects` rule that matches, unless a file answers and the rule is not forced
 * (its "shadowing"), then the files with clean URLs, then 404.html; headers from every `_headers`
 * rule that matches, a later one replacing a header (as netlify-cli's local server merges them). A
 * rewrite to another origin is a proxy, whose answer keeps the upstream's headers alone (Netlify
 * applies `_headers` only to what it serves itself; docs/toolchain.md).
 * @param {Awaited<ReturnType<typeof netlifyRules>>} rules
 * @returns {Answer}
 */
export function netlifyAnswer(root, pathname, rules) {
  const headers = Object.assign({}, ...rules.headers.filter((rule) => rule.forRegExp.test(pathname)).map((rule) => rule.values))
  const file = netlifyFile(root, pathname)
  const folder = !pathname.endsWith('/') && fileAt(root, `${pathname}/`)
  const rule = rules.redirects.find((candidate) => redirectMatches(candidate.from, pathname) && (candidate.force || !(file || folder)))
  if (rule && rule.status >= 300 && rule.status < 400) return { status: rule.status, headers, location: rule.to }
  if (rule?.proxy && rule.status === 200) return { status: 200, headers: {}, proxy: rule.to }
  if (rule) return { status: rule.status, headers, file: netlifyFile(root, rule.to) }
  if (file) return { status: 200, headers, file }
  if (folder) return { status: 301, headers, location: `${pathname}/` }
  return { status: 404, headers, file: fileAt(root, '/404.html') }
}

/** The file an address names on Cloudflare Pages, and that file's clean address. */
function cloudflareAsset(root, path) {
  const html = (file, clean) => (fileAt(root, file) ? { file: fileAt(root, file), clean } : undefined)
  if (path.endsWith('/index.html')) return html(path, path.slice(0, -'index.html'.length))
  if (path.endsWith('.html')) return html(path, path.slice(0, -'.html'.length))
  if (path.endsWith('/')) return html(path, path) ?? (path === '/' ? undefined : html(`${path.slice(0, -1)}.html`, path.slice(0, -1)))
  return fileAt(root, path) ? { file: path, clean: path } : (html(`${path}.html`, path) ?? html(`${path}/`, `${path}/`))
}

const CLOUDFLARE_STATUSES = [200, 301, 302, 303, 307, 308]

/**
 * Cloudflare Pages (its documented `_redirects` and default HTML handling): the first valid rule
 * (statuses above, no `!`, no rewrite to another origin) redirects or rewrites; a file answers at its clean address (`/x.html` and
 * `/x/` are redirected to `/x`, `/x/index.html` and `/x` to `/x/`); else the nearest 404.html, status 404.
 * @param {Awaited<ReturnType<typeof netlifyRules>>['redirects']} redirects
 * @returns {Omit<Answer, 'headers'>}
 */
export function cloudflareAnswer(root, pathname, redirects) {
  const rule = redirects.find(
    (candidate) => !candidate.force && CLOUDFLARE_STATUSES.includes(candidate.status) && !(candidate.status === 200 && isExternal(candidate.to)) && redirectMatches(candidate.from, pathname),
  )
  if (rule && rule.status !== 200) return { status: rule.status, location: rule.to }
  const path = rule ? rule.to : pathname
  const asset = cloudflareAsset(root, path)
  // A rewrite serves the file whatever its address; a request at another than its clean one is redirected there.
  if (asset) return rule || asset.clean === path ? { status: 200, file: asset.file } : { status: 308, location: asset.clean }
  // The nearest 404.html, walking up from the address.
  const parts = path.split('/').slice(1, -1)
  for (let depth = parts.length; depth >= 0; depth--) {
    const file = fileAt(root, `/${[...parts.slice(0, depth), '404.html'].join('/')}`)
    if (file) return { status: 404, file }
  }
  return { status: 404 }
}

/** nginx and the local server: every file at its own address, but what is not public. */
const fileAnswer = (root, pathname) => (NOT_PUBLIC.includes(pathname) || pathname.split('/').some((part) => part.startsWith('.')) || !fileAt(root, pathname) ? { status: 404 } : { status: 200, file: fileAt(root, pathname) })

/** Follows redirects as a browser's fetch does, to the final status. */
function finalStatus(answer, pathname) {
  const seen = []
  for (let at = pathname; ; ) {
    const { status, location } = answer(at)
    if (!location) return { status, via: [...seen, at] }
    if (seen.length === 10) return { status: 'a redirect loop', via: seen }
    seen.push(at)
    at = new URL(location, `http://host${at}`).pathname
  }
}

/**
 * Every precached address, asked of every host's rules: the worker installs only if each answers 200.
 * @returns {Promise<string[]>} one line per address a host would not answer with 200
 */
export async function precacheProblems(root, urls) {
  const { redirects, ...netlify } = await netlifyRules(root)
  const routes = vercelConfig().routes
  const hosts = {
    'nginx and the local server': (path) => fileAnswer(root, path),
    Vercel: (path) => vercelAnswer(root, path, routes),
    Netlify: (path) => netlifyAnswer(root, path, { ...netlify, redirects }),
    'Cloudflare Pages': (path) => cloudflareAnswer(root, path, redirects),
  }
  return Object.entries(hosts).flatMap(([host, answer]) =>
    urls.flatMap((url) => {
      const { status, via } = finalStatus(answer, new URL(url, 'http://host/').pathname)
      return status === 200 ? [] : [`${host} answers ${url} with ${status}${via.length > 1 ? ` (through ${via.join(' → ')})` : ''}`]
    }),
  )
}

/**
 * For Workbox's `manifestTransforms`: fails the build when a host would not answer a precached
 * address with 200, as the worker's install would then fail there on every page load.
 */
export const answeredByEveryHost = (root) => async (entries) => {
  const problems = await precacheProblems(root, entries.map((entry) => `/${entry.url}`))
  if (problems.length) throw new Error(`The service worker would not install: it precaches addresses a host does not answer with 200.\n${problems.join('\n')}`)
  return { manifest: entries, warnings: [] }
}

/** Hop by hop, or recomputed by whoever sends the message on. */
const NOT_PASSED = ['host', 'connection', 'keep-alive', 'transfer-encoding', 'content-length', 'content-encoding']

/**
 * A proxy as Vercel and Netlify describe theirs: the visitor's request as it came (cookies too) with
 * X-Forwarded-For set to the visitor's address; the upstream's answer as it came (Set-Cookie too),
 * under the model's own headers. Neither host lets a static configuration drop a header either way.
 * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res @param {Answer} answer
 */
async function proxyAs(req, res, { proxy, headers }) {
  const sent = Object.entries(req.headers).filter(([name]) => !NOT_PASSED.includes(name))
  const chunks = []
  for await (const chunk of req) chunks.push(chunk)
  const response = await fetch(/** @type {string} */ (proxy), {
    method: req.method,
    headers: [...sent.map(([name, value]) => [name, String(value)]), ['x-forwarded-for', req.socket.remoteAddress ?? '']],
    body: req.method === 'GET' || req.method === 'HEAD' ? undefined : Buffer.concat(chunks),
  }).catch(() => undefined)
  if (!response) return void res.writeHead(502).end()
  for (const [name, value] of response.headers) if (!NOT_PASSED.includes(name) && name !== 'set-cookie') res.setHeader(name, value)
  if (response.headers.getSetCookie().length) res.setHeader('Set-Cookie', response.headers.getSetCookie())
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)
  res.writeHead(response.status).end(Buffer.from(await response.arrayBuffer()))
}

/**
 * Serves dist/ as a model answers: the Vercel and Netlify stand-ins.
 * @param {(pathname: string, method: string) => Answer} answer
 */
export async function startStandIn(root, answer) {
  const server = createServer((req, res) => {
    let pathname
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://host').pathname)
    } catch {
      pathname = '/%'
    }
    const answered = answer(pathname, req.method ?? 'GET')
    if (answered.proxy) return void proxyAs(req, res, answered)
    const { status, headers, file, location } = answered
    res.statusCode = status
    const type = file && CONTENT_TYPES[file.slice(file.lastIndexOf('.'))]
    if (type) res.setHeader('Content-Type', type)
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)
    if (location) res.setHeader('Location', location)
    res.end(file && req.method !== 'HEAD' ? readFileSync(join(root, file)) : undefined)
  })
  const base = await listenOnLoopback(server)
  return { base, stop: () => stopServer(server) }
}

/**
 * Cloudflare's own runtime (workerd, through wrangler) on loopback, with the project's Pages
 * Functions (functions/, beside this folder) and `bindings` as the project's variables; resolves once it answers.
 * @param {string} root @param {{ bindings?: Record<string, string> }} [options]
 */
export async function startWrangler(root, { bindings = {} } = {}) {
  const port = await freePort()
  const bin = new URL('../node_modules/wrangler/bin/wrangler.js', import.meta.url).pathname
  // The bundled workerd refuses a later compatibility date (docs/toolchain.md).
  // Its local state in a folder of its own, never in the checkout; no visit to Cloudflare for `Request.cf`.
  const state = mkdtempSync(join(tmpdir(), 'wrangler-'))
  const args = [bin, 'pages', 'dev', resolve(root), '--port', String(port), '--ip', '127.0.0.1', '--compatibility-date', '2026-05-01', '--log-level', 'warn', '--persist-to', state]
  for (const [name, value] of Object.entries(bindings)) args.push('--binding', `${name}=${value}`)
  const cwd = fileURLToPath(new URL('..', import.meta.url))
  const child = spawn(process.execPath, args, { cwd, env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: '1', CLOUDFLARE_CF_FETCH_ENABLED: 'false' }, stdio: ['ignore', 'pipe', 'pipe'], detached: true })
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  const base = `http://127.0.0.1:${port}`
  const exited = new Promise((done) => child.once('exit', done))
  const stop = async () => {
    // Its group: wrangler runs workerd as a child of its own. Gone already: nothing to stop.
    if (child.exitCode === null && child.signalCode === null) {
      try {
        process.kill(-(/** @type {number} */ (child.pid)), 'SIGTERM')
      } catch {}
      await exited
    }
    rmSync(state, { recursive: true, force: true })
  }
  const deadline = Date.now() + 30_000
  for (;;) {
    const failed = child.exitCode !== null ? 'did not start' : Date.now() > deadline ? `did not answer on ${base} within 30 s` : undefined
    if (failed) {
      await stop()
      throw new Error(`wrangler pages dev ${failed}:\n${output}`)
    }
    if (await fetch(`${base}/`).then(() => true, () => false)) break
    await new Promise((done) => setTimeout(done, 100))
  }
  return { base, output: () => output, stop }
}


/** @typedef {{ method: string, path: string, body: string, contentType?: string, userAgent?: string, forwardedFor?: string, cookie?: string }} ReceivedEvent */

/**
 * The analytics provider's stand-in on loopback: records every request as it arrives and answers as
 * Plausible does (202, `ok`), with a cookie a proxy should not pass on; `hang` never answers.
 * @param {{ hang?: boolean }} [options]
 */
export async function startEventStandIn({ hang = false } = {}) {
  /** @type {ReceivedEvent[]} */
  const received = []
  const server = createServer(async (req, res) => {
    const chunks = []
    for await (const chunk of req) chunks.push(chunk)
    const header = (name) => (typeof req.headers[name] === 'string' ? req.headers[name] : undefined)
    received.push({
      method: req.method ?? '',
      path: req.url ?? '',
      body: Buffer.concat(chunks).toString(),
      contentType: header('content-type'),
      userAgent: header('user-agent'),
      forwardedFor: header('x-forwarded-for'),
      cookie: header('cookie'),
    })
    if (!hang) res.writeHead(202, { 'Content-Type': 'text/plain; charset=utf-8', 'Set-Cookie': 'provider=1; Path=/' }).end('ok')
  })
  const base = await listenOnLoopback(server)
  return { upstream: `${base}/api/event`, received, stop: () => stopServer(server) }
}
