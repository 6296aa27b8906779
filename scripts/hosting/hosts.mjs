/** Each static host's answers modelled from its own configuration (docs/deployment.md, "What was run against each host"). */
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { createServer } from 'node:http'
import { join, resolve } from 'node:path'
import { Readable } from 'node:stream'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { parseAllHeaders } from '@netlify/headers-parser'
import { parseAllRedirects } from '@netlify/redirect-parser'
import { CONTENT_TYPES, NOT_PUBLIC, vercelConfig } from './headers.mjs'
import { freePort, listenOnLoopback, stopServer } from './serve.mjs'

/** @typedef {{ status: number, headers: Record<string, string>, file?: string, location?: string, proxy?: string, function?: string }} Answer `function`: the project's file that answers */

const PROJECT = fileURLToPath(new URL('../..', import.meta.url))
const projectFile = (file) => (existsSync(join(PROJECT, file)) ? file : undefined)

/** Vercel serves `api/<name>.js` at `/api/<name>` (its Node runtime, zero configuration). @param {string} path */
export const vercelFunction = (path) => (/^\/api\/[\w-]+$/.test(path) ? projectFile(`${path.slice(1)}.js`) : undefined)

/** Netlify serves `netlify/functions/<name>.mjs` at `/.netlify/functions/<name>` and below. @param {string} path */
export function netlifyFunction(path) {
  const name = /^\/\.netlify\/functions\/([\w-]+)(?:\/.*)?$/.exec(path)?.[1]
  return name ? projectFile(`netlify/functions/${name}.mjs`) : undefined
}

export function fileAt(root, pathname) {
  const path = pathname.endsWith('/') ? `${pathname}index.html` : pathname
  try {
    return statSync(join(root, path)).isFile() ? path : undefined
  } catch {
    return undefined
  }
}

const isExternal = (address) => /^https?:\/\//.test(address)

const substitute = (text, match) =>
  text.replace(
    /\$(\d+|[A-Za-z_]\w*)/g,
    (_, key) => (/^\d+$/.test(key) ? match[Number(key)] : match.groups?.[key]) ?? '',
  )

/** Vercel's `routes` as its Build Output API evaluates them (docs/toolchain.md). @returns {Answer} */
export function vercelAnswer(root, pathname, routes = vercelConfig().routes, method = 'GET') {
  let path = pathname
  const headers = {}
  for (const route of routes) {
    if (route.handle === 'filesystem') {
      if (fileAt(root, path)) return { status: 200, headers, file: fileAt(root, path) }
      if (vercelFunction(path)) return { status: 200, headers, function: vercelFunction(path) }
      continue
    }
    const match = new RegExp(route.src).exec(path)
    if (!match || (route.methods && !route.methods.includes(method))) continue
    for (const [name, value] of Object.entries(route.headers ?? {})) headers[name] = substitute(value, match)
    if (route.dest) path = substitute(route.dest, match)
    if (isExternal(path)) return { status: 200, headers, proxy: path }
    if (route.dest && vercelFunction(path)) return { status: 200, headers, function: vercelFunction(path) }
    if (headers.Location) return { status: route.status ?? 308, headers, location: headers.Location }
    if (route.continue || (route.check && !fileAt(root, path))) continue
    const file = fileAt(root, path)
    return { status: route.status ?? (file ? 200 : 404), headers, file }
  }
  return { status: 404, headers }
}

/** The project's netlify.toml, which Netlify reads beside the build's `_headers` and `_redirects`. */
export const NETLIFY_CONFIG = join(PROJECT, 'netlify.toml')

export async function netlifyRules(root) {
  const [{ headers, errors: headerErrors }, { redirects, errors: redirectErrors }] = await Promise.all([
    parseAllHeaders({
      headersFiles: [join(root, '_headers')],
      netlifyConfigPath: NETLIFY_CONFIG,
      configHeaders: [],
      minimal: false,
    }),
    parseAllRedirects({
      redirectsFiles: [join(root, '_redirects')],
      netlifyConfigPath: NETLIFY_CONFIG,
      minimal: false,
    }),
  ])
  const errors = [...headerErrors, ...redirectErrors]
  if (errors.length)
    throw new Error(`Netlify's parsers refuse the build's rules:\n${errors.map((error) => error.message).join('\n')}`)
  return { headers, redirects }
}

const redirectMatches = (from, pathname) =>
  from.endsWith('/*')
    ? `${pathname}/`.startsWith(from.slice(0, -1))
    : from.replace(/\/$/, '') === pathname.replace(/(.)\/$/, '$1')

const netlifyFile = (root, pathname) =>
  fileAt(root, pathname) ?? (pathname !== '/' ? fileAt(root, `${pathname.replace(/\/$/, '')}.html`) : undefined)

/** Netlify's shadowing, header merging, proxies and functions as docs/toolchain.md describes them: `_headers` reach neither a proxy's answer nor a function's. @param {Awaited<ReturnType<typeof netlifyRules>>} rules @returns {Answer} */
export function netlifyAnswer(root, pathname, rules) {
  if (netlifyFunction(pathname)) return { status: 200, headers: {}, function: netlifyFunction(pathname) }
  const headers = Object.assign(
    {},
    ...rules.headers.filter((rule) => rule.forRegExp.test(pathname)).map((rule) => rule.values),
  )
  const file = netlifyFile(root, pathname)
  const folder = !pathname.endsWith('/') && fileAt(root, `${pathname}/`)
  const rule = rules.redirects.find(
    (candidate) => redirectMatches(candidate.from, pathname) && (candidate.force || !(file || folder)),
  )
  if (rule && rule.status >= 300 && rule.status < 400) return { status: rule.status, headers, location: rule.to }
  if (rule?.proxy && rule.status === 200) return { status: 200, headers: {}, proxy: rule.to }
  if (rule?.status === 200 && netlifyFunction(rule.to))
    return { status: 200, headers: {}, function: netlifyFunction(rule.to) }
  if (rule) return { status: rule.status, headers, file: netlifyFile(root, rule.to) }
  if (file) return { status: 200, headers, file }
  if (folder) return { status: 301, headers, location: `${pathname}/` }
  return { status: 404, headers, file: fileAt(root, '/404.html') }
}

function cloudflareAsset(root, path) {
  const html = (file, clean) => (fileAt(root, file) ? { file: fileAt(root, file), clean } : undefined)
  if (path.endsWith('/index.html')) return html(path, path.slice(0, -'index.html'.length))
  if (path.endsWith('.html')) return html(path, path.slice(0, -'.html'.length))
  if (path.endsWith('/'))
    return html(path, path) ?? (path === '/' ? undefined : html(`${path.slice(0, -1)}.html`, path.slice(0, -1)))
  return fileAt(root, path) ? { file: path, clean: path } : (html(`${path}.html`, path) ?? html(`${path}/`, `${path}/`))
}

const CLOUDFLARE_STATUSES = [200, 301, 302, 303, 307, 308]

/** Cloudflare Pages' `_redirects` and HTML handling (docs/toolchain.md). @param {Awaited<ReturnType<typeof netlifyRules>>['redirects']} redirects @returns {Omit<Answer, 'headers'>} */
export function cloudflareAnswer(root, pathname, redirects) {
  const rule = redirects.find(
    (candidate) =>
      !candidate.force &&
      CLOUDFLARE_STATUSES.includes(candidate.status) &&
      !(candidate.status === 200 && isExternal(candidate.to)) &&
      redirectMatches(candidate.from, pathname),
  )
  if (rule && rule.status !== 200) return { status: rule.status, location: rule.to }
  const path = rule ? rule.to : pathname
  const asset = cloudflareAsset(root, path)
  if (asset)
    return rule || asset.clean === path ? { status: 200, file: asset.file } : { status: 308, location: asset.clean }
  const parts = path.split('/').slice(1, -1)
  for (let depth = parts.length; depth >= 0; depth--) {
    const file = fileAt(root, `/${[...parts.slice(0, depth), '404.html'].join('/')}`)
    if (file) return { status: 404, file }
  }
  return { status: 404 }
}

const fileAnswer = (root, pathname) =>
  NOT_PUBLIC.includes(pathname) || pathname.split('/').some((part) => part.startsWith('.')) || !fileAt(root, pathname)
    ? { status: 404 }
    : { status: 200, file: fileAt(root, pathname) }

function finalStatus(answer, pathname) {
  const seen = []
  for (let at = pathname; ;) {
    const { status, location } = answer(at)
    if (!location) return { status, via: [...seen, at] }
    if (seen.length === 10) return { status: 'a redirect loop', via: seen }
    seen.push(at)
    at = new URL(location, `http://host${at}`).pathname
  }
}

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
      return status === 200
        ? []
        : [`${host} answers ${url} with ${status}${via.length > 1 ? ` (through ${via.join(' → ')})` : ''}`]
    }),
  )
}

export const answeredByEveryHost = (root) => async (entries) => {
  const problems = await precacheProblems(
    root,
    entries.map((entry) => `/${entry.url}`),
  )
  if (problems.length)
    throw new Error(
      `The service worker would not install: it precaches addresses a host does not answer with 200.\n${problems.join('\n')}`,
    )
  return { manifest: entries, warnings: [] }
}

/** Hop by hop, or recomputed by whoever sends the message on. */
const NOT_PASSED = ['host', 'connection', 'keep-alive', 'transfer-encoding', 'content-length', 'content-encoding']

/** Passes cookies both ways (docs/toolchain.md). @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res @param {Answer} answer */
async function proxyAs(req, res, { proxy, headers }) {
  const sent = Object.entries(req.headers).filter(([name]) => !NOT_PASSED.includes(name))
  const chunks = []
  for await (const chunk of req) chunks.push(chunk)
  const response = await fetch(/** @type {string} */ (proxy), {
    method: req.method,
    headers: [
      ...sent.map(([name, value]) => [name, String(value)]),
      ['x-forwarded-for', req.socket.remoteAddress ?? ''],
    ],
    body: req.method === 'GET' || req.method === 'HEAD' ? undefined : Buffer.concat(chunks),
  }).catch(() => undefined)
  if (!response) return void res.writeHead(502).end()
  for (const [name, value] of response.headers)
    if (!NOT_PASSED.includes(name) && name !== 'set-cookie') res.setHeader(name, value)
  if (response.headers.getSetCookie().length) res.setHeader('Set-Cookie', response.headers.getSetCookie())
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)
  res.writeHead(response.status).end(Buffer.from(await response.arrayBuffer()))
}

/** As its host calls it: Vercel replaces `x-real-ip` and `x-forwarded-for`; Netlify gives `context.ip`. @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res @param {string} file */
async function callFunction(req, res, file) {
  const address = req.socket.remoteAddress?.replace(/^::ffff:(?=\d+\.)/, '') ?? ''
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers))
    if (!NOT_PASSED.includes(name) && typeof value === 'string') headers.set(name, value)
  if (typeof req.headers['content-length'] === 'string') headers.set('content-length', req.headers['content-length'])
  const vercel = file.startsWith('api/')
  if (vercel) {
    headers.set('x-real-ip', address)
    headers.set('x-forwarded-for', address)
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD'
  const request = new Request(`http://${req.headers.host}${req.url}`, {
    method: req.method,
    headers,
    ...(hasBody ? { body: /** @type {ReadableStream} */ (Readable.toWeb(req)), duplex: 'half' } : {}),
  })
  const { default: handler } = await import(pathToFileURL(join(PROJECT, file)).href)
  /** @type {Response} */
  const response = await (vercel ? handler.fetch(request) : handler(request, { ip: address }))
  res.writeHead(response.status, Object.fromEntries(response.headers))
  res.end(req.method === 'HEAD' ? undefined : Buffer.from(await response.arrayBuffer()))
}

/** @param {(pathname: string, method: string) => Answer} answer */
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
    if (answered.function) return void callFunction(req, res, answered.function).catch(() => res.writeHead(500).end())
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

const WRANGLER = new URL('../../node_modules/wrangler/bin/wrangler.js', import.meta.url).pathname

/** What Cloudflare Pages' build reads from wrangler.toml, by the command its build runs: the output folder and the build's variables. */
export async function cloudflareBuildConfig() {
  const dir = mkdtempSync(join(tmpdir(), 'pages-build-env-'))
  const outfile = join(dir, 'build-env.json')
  const child = spawn(process.execPath, [WRANGLER, 'pages', 'functions', 'build-env', PROJECT, '--outfile', outfile], {
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  const code = await new Promise((done) => child.once('close', done))
  try {
    if (code !== 0) throw new Error(`wrangler pages functions build-env exited with ${code}:\n${output}`)
    return /** @type {{ pages_build_output_dir: string, vars: Record<string, string> }} */ (
      JSON.parse(readFileSync(outfile, 'utf8'))
    )
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** @param {string} root @param {{ bindings?: Record<string, string> }} [options] */
export async function startWrangler(root, { bindings = {} } = {}) {
  const port = await freePort()
  const bin = new URL('../../node_modules/wrangler/bin/wrangler.js', import.meta.url).pathname
  // The bundled workerd refuses a later compatibility date (docs/toolchain.md).
  const state = mkdtempSync(join(tmpdir(), 'wrangler-'))
  // A free inspector port too: its default, 9229, is taken by any other wrangler running on the machine.
  const args = [
    bin,
    'pages',
    'dev',
    resolve(root),
    '--port',
    String(port),
    '--inspector-port',
    String(await freePort()),
    '--ip',
    '127.0.0.1',
    '--compatibility-date',
    '2026-05-01',
    '--log-level',
    'warn',
    '--persist-to',
    state,
  ]
  for (const [name, value] of Object.entries(bindings)) args.push('--binding', `${name}=${value}`)
  const cwd = fileURLToPath(new URL('../..', import.meta.url))
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: '1', CLOUDFLARE_CF_FETCH_ENABLED: 'false' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  const base = `http://127.0.0.1:${port}`
  const exited = new Promise((done) => child.once('exit', done))
  const stop = async () => {
    // The whole group: wrangler runs workerd as a child of its own.
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
    const failed =
      child.exitCode !== null
        ? 'did not start'
        : Date.now() > deadline
          ? `did not answer on ${base} within 30 s`
          : undefined
    if (failed) {
      await stop()
      throw new Error(`wrangler pages dev ${failed}:\n${output}`)
    }
    if (
      await fetch(`${base}/`).then(
        () => true,
        () => false,
      )
    )
      break
    await new Promise((done) => setTimeout(done, 100))
  }
  return { base, output: () => output, stop }
}

/** @typedef {{ method: string, path: string, body: string, contentType?: string, userAgent?: string, forwardedFor?: string, cookie?: string, answered?: { bytes: number, closed: boolean } }} ReceivedEvent */

/** @param {import('node:http').ServerResponse} res */
const drainedOrClosed = (res) =>
  new Promise((done) => {
    const go = () => {
      res.off('drain', go)
      res.off('close', go)
      done(undefined)
    }
    res.on('drain', go)
    res.on('close', go)
  })

export const HUGE_ANSWER_BYTES = 200 * 1024 * 1024

/** 200 MB of HTML, written only as fast as it is read. @param {import('node:http').ServerResponse} res @param {{ bytes: number, closed: boolean }} answered */
async function answerHuge(res, answered) {
  res.once('close', () => (answered.closed = true))
  res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': String(HUGE_ANSWER_BYTES) })
  const chunk = Buffer.alloc(64 * 1024, '<b>x</b>')
  while (answered.bytes < HUGE_ANSWER_BYTES && !res.destroyed) {
    const more = res.write(chunk)
    answered.bytes += chunk.length
    if (!more) await drainedOrClosed(res)
  }
  res.end()
}

/** Plausible's answer with a cookie no proxy may pass on; by the event's name, a degraded one: `slow`, `redirect`, `huge`. */
export async function startEventStandIn() {
  /** @type {ReceivedEvent[]} */
  const received = []
  let base = ''
  const server = createServer(async (req, res) => {
    const chunks = []
    for await (const chunk of req) chunks.push(chunk)
    const header = (name) => (typeof req.headers[name] === 'string' ? req.headers[name] : undefined)
    /** @type {ReceivedEvent} */
    const event = {
      method: req.method ?? '',
      path: req.url ?? '',
      body: Buffer.concat(chunks).toString(),
      contentType: header('content-type'),
      userAgent: header('user-agent'),
      forwardedFor: header('x-forwarded-for'),
      cookie: header('cookie'),
    }
    received.push(event)
    let name
    try {
      name = JSON.parse(event.body).name
    } catch {
      name = undefined
    }
    if (name === 'slow') return
    if (name === 'redirect')
      return void res.writeHead(302, { Location: `${base}/api/event`, 'Content-Type': 'text/plain' }).end('moved')
    if (name !== 'huge')
      return void res
        .writeHead(202, { 'Content-Type': 'text/plain; charset=utf-8', 'Set-Cookie': 'provider=1; Path=/' })
        .end('ok')
    await answerHuge(res, (event.answered = { bytes: 0, closed: false }))
  })
  base = await listenOnLoopback(server)
  return { upstream: `${base}/api/event`, received, stop: () => stopServer(server) }
}

/** @typedef {{ path: string, body: string, contentType?: string, headers: import('node:http').IncomingHttpHeaders, answered?: { bytes: number, closed: boolean } }} ReceivedSubmission */
/** HubSpot's Forms API: each submission (read whole) is handed to `answer`, which writes the answer, or never does. @param {(submission: ReceivedSubmission, res: import('node:http').ServerResponse) => void} answer */
export async function startFormsApi(answer) {
  /** @type {ReceivedSubmission[]} */
  const received = []
  const server = createServer(async (req, res) => {
    const chunks = []
    for await (const chunk of req) chunks.push(chunk)
    const submission = {
      path: req.url ?? '',
      body: Buffer.concat(chunks).toString(),
      contentType: req.headers['content-type'],
      headers: req.headers,
    }
    received.push(submission)
    answer(submission, res)
  })
  const origin = await listenOnLoopback(server)
  return { origin, received, stop: () => stopServer(server) }
}

export const HUBSPOT_ERRORS = {
  status: 'error',
  message: 'The request is not valid',
  errors: [{ message: "Error in 'fields.email'. Invalid email address", errorType: 'INVALID_EMAIL' }],
}

/** By the submission's first name, HubSpot as it answers or fails: `invalid` (400, its errors), `unknown-form` (404), `busy` (503, Retry-After), `hang`, `redirect`, `reset`, `huge`; else 200 with a cookie. */
export function startHubSpotStandIn() {
  return startFormsApi(async (submission, res) => {
    let name
    try {
      name = JSON.parse(submission.body).fields?.find((field) => field.name === 'firstname')?.value
    } catch {
      name = undefined
    }
    const json = (status, body, headers = {}) =>
      void res
        .writeHead(status, {
          'Content-Type': 'application/json;charset=utf-8',
          'Set-Cookie': '__cf_bm=1; Path=/',
          'Access-Control-Allow-Origin': '*',
          ...headers,
        })
        .end(JSON.stringify(body))
    if (name === 'hang') return
    if (name === 'reset') return void res.socket?.destroy()
    if (name === 'invalid') return json(400, HUBSPOT_ERRORS)
    if (name === 'unknown-form') return json(404, { status: 'error', message: 'Form not found' })
    if (name === 'busy') return json(503, { status: 'error', message: 'Unavailable' }, { 'Retry-After': '120' })
    if (name === 'redirect')
      return void res.writeHead(302, { Location: 'https://example.com/', 'Content-Type': 'text/plain' }).end('moved')
    if (name !== 'huge') return json(200, { inlineMessage: 'Thanks for submitting the form.' })
    await answerHuge(res, (submission.answered = { bytes: 0, closed: false }))
  })
}
