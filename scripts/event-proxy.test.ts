// @vitest-environment node
/** `/api/event` on every host against one stand-in provider (README, "The analytics endpoint"). */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { EVENT_PATH as FUNNEL_EVENT_PATH } from '../src/lib/funnel'
import { DEFAULT_ANALYTICS_UPSTREAM, EVENT_ANSWER_LIMIT, EVENT_BODY_LIMIT, EVENT_HEADERS, EVENT_PATH, EVENT_TIMEOUT_MS, analyticsUpstream } from './event-proxy.mjs'
import { headersFile, redirectsFile, vercelConfig } from './headers.mjs'
import { HUGE_ANSWER_BYTES, netlifyAnswer, netlifyRules, startEventStandIn, startStandIn, startWrangler, vercelAnswer } from './hosts.mjs'
import { startNginx } from './nginx.mjs'
import { clientAddress, createStaticServer, listenOnLoopback, stopServer, trustedProxies } from './serve.mjs'

const root = mkdtempSync(join(tmpdir(), 'dist-event-'))
mkdirSync(join(root, 'ar'))
for (const file of ['index.html', '404.html', 'ar/index.html', 'ar/404.html']) writeFileSync(join(root, file), `${file} page`)
writeFileSync(join(root, '_headers'), headersFile())
writeFileSync(join(root, '_redirects'), redirectsFile())

type Host = { base: string; stop: () => Promise<unknown>; peakMemory?: () => number }
type Start = (upstream: string) => Promise<Host>

const node: Start = async (upstream) => {
  const server = createStaticServer(root, { analyticsUpstream: upstream })
  return { base: await listenOnLoopback(server), stop: () => stopServer(server) }
}

const withUpstream = (start: () => Promise<Host>): Start => async (upstream) => {
  process.env.ANALYTICS_UPSTREAM = upstream
  return start()
}

/** `cap`: the answer relayed is cut at EVENT_ANSWER_LIMIT; `trace`: a TRACE reaches the code that answers. */
const HOSTS: { name: string; start: Start; cap: boolean; trace: boolean }[] = [
  { name: 'the local server', start: node, cap: true, trace: true },
  { name: 'nginx with the generated configuration', start: (upstream) => startNginx(root, { upstream }), cap: false, trace: true },
  { name: 'Cloudflare Pages (wrangler pages dev, its Function)', start: (upstream) => startWrangler(root, { bindings: { ANALYTICS_UPSTREAM: upstream } }), cap: true, trace: true },
  {
    name: "Vercel (vercel.json's routes, its function)",
    start: withUpstream(() => startStandIn(root, (path: string, method: string) => vercelAnswer(root, path, vercelConfig().routes, method))),
    cap: true,
    // A web Request cannot carry TRACE, so no runtime hands one to a function: what Vercel answers is not checked.
    trace: false,
  },
  {
    name: "Netlify (its parsers' rules, its function)",
    start: withUpstream(async () => {
      const rules = await netlifyRules(root)
      return startStandIn(root, (path: string) => netlifyAnswer(root, path, rules))
    }),
    cap: true,
    trace: false,
  },
]

type Answer = { status: number; headers: IncomingHttpHeaders; raw: string[]; body: string; bytes: number; ms: number }

/** node:http, not fetch: fetch refuses TRACE and reads a whole answer. Keeps the first 64 KB of the body, counts the rest. */
function ask(base: string, { method = 'POST', path = EVENT_PATH, body, headers = {}, chunked = false }: { method?: string; path?: string; body?: string; headers?: Record<string, string>; chunked?: boolean }) {
  const started = performance.now()
  return new Promise<Answer>((resolve, reject) => {
    const request = httpRequest(`${base}${path}`, { method, headers: { ...headers, ...(body !== undefined && !chunked ? { 'Content-Length': String(Buffer.byteLength(body)) } : {}) } }, (response) => {
      const kept: Buffer[] = []
      let bytes = 0
      response.on('data', (chunk: Buffer) => {
        if (bytes < 64 * 1024) kept.push(chunk)
        bytes += chunk.length
      })
      response.on('end', () =>
        resolve({ status: response.statusCode!, headers: response.headers, raw: response.rawHeaders, body: Buffer.concat(kept).toString(), bytes, ms: performance.now() - started }),
      )
      response.on('error', reject)
    })
    request.on('error', reject)
    if (body !== undefined) request.write(body)
    request.end()
  })
}

const sentAs = (answer: Answer, name: string) => answer.raw.flatMap((entry, index) => (index % 2 === 0 && entry.toLowerCase() === name.toLowerCase() ? [answer.raw[index + 1]!] : []))

function expectEventHeaders(answer: Answer, label: string) {
  for (const [name, value] of Object.entries(EVENT_HEADERS)) expect(sentAs(answer, name), `${label}: ${name}`).toEqual([value])
  expect(sentAs(answer, 'Set-Cookie'), label).toEqual([])
}

// Every host's checks at once, so the timeouts run in parallel and a busy machine binds no check to 5 s.
vi.setConfig({ maxConcurrency: 50, testTimeout: 30_000 })

const provider = await startEventStandIn()
afterAll(async () => {
  delete process.env.ANALYTICS_UPSTREAM
  await provider.stop()
  rmSync(root, { recursive: true, force: true })
})

const event = (name: string, check: string) => JSON.stringify({ name, url: 'https://site.example/get-started', domain: 'site.example', props: { lang: 'en', check } })

describe.concurrent.each(HOSTS)('$name', ({ name, start, cap, trace }) => {
  let host: Host
  // Each host's requests are told apart at the provider by their User-Agent, which every host passes on.
  const visitor = { 'Content-Type': 'application/json', 'User-Agent': `Visitor/1.0 (${name})`, Cookie: 'session=visitor', 'X-Forwarded-For': '198.51.100.6', 'X-Real-IP': '198.51.100.6' }
  const arrived = (check: string) => provider.received.filter((entry) => entry.userAgent === visitor['User-Agent'] && entry.body.includes(`"check":"${check}"`))
  const mine = () => provider.received.filter((entry) => entry.userAgent === visitor['User-Agent'])

  beforeAll(async () => {
    host = await start(provider.upstream)
  }, 60_000)
  afterAll(() => host?.stop())

  it("passes an event on with the visitor's type, User-Agent and address only, and answers with the provider's status and text, without its cookie", async () => {
    const body = event('pageview', 'passes')
    const answer = await ask(host.base, { body, headers: visitor })
    expect([answer.status, answer.body]).toEqual([202, 'ok'])
    expectEventHeaders(answer, 'answer')
    expect(arrived('passes')).toEqual([
      { method: 'POST', path: new URL(provider.upstream).pathname, body, contentType: 'application/json', userAgent: visitor['User-Agent'], forwardedFor: '127.0.0.1', cookie: undefined },
    ])
  })

  it(`refuses every other method with 405 and Allow: POST${trace ? ', TRACE included' : ''}, without asking the provider`, async () => {
    const userAgent = `${visitor['User-Agent']} methods`
    for (const method of ['GET', 'HEAD', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', ...(trace ? ['TRACE'] : [])]) {
      const answer = await ask(host.base, { method, headers: { ...visitor, 'User-Agent': userAgent }, ...(['PUT', 'PATCH', 'DELETE'].includes(method) ? { body: event('pageview', method) } : {}) })
      expect([answer.status, answer.headers.allow, answer.body], method).toEqual([405, 'POST', ''])
      expectEventHeaders(answer, method)
    }
    expect(provider.received.filter((entry) => entry.userAgent === userAgent)).toEqual([])
  })

  it('takes a body of 4 KB and refuses a larger one with 413, announced or chunked, without asking the provider', async () => {
    const padded = (size: number, check: string) => event('pageview', check).replace('"lang"', `"pad":"${'x'.repeat(size - event('pageview', check).length - 9)}","lang"`)
    expect(padded(EVENT_BODY_LIMIT, 'exactly')).toHaveLength(EVENT_BODY_LIMIT)
    const fits = await ask(host.base, { body: padded(EVENT_BODY_LIMIT, 'exactly'), headers: visitor })
    expect(fits.status).toBe(202)
    for (const [label, chunked] of [['announced', false], ['chunked', true]] as const) {
      const answer = await ask(host.base, { body: padded(EVENT_BODY_LIMIT + 1, label), headers: visitor, chunked })
      expect(answer.status, label).toBe(413)
      expectEventHeaders(answer, label)
      expect(arrived(label), label).toEqual([])
    }
    expect(arrived('exactly')).toHaveLength(1)
  })

  it("sends no query string on: the provider's address is the configured one", async () => {
    const answer = await ask(host.base, { path: `${EVENT_PATH}?utm_source=x&email=visitor%40example.com`, body: event('pageview', 'query'), headers: visitor })
    expect(answer.status).toBe(202)
    expect(arrived('query').map((entry) => entry.path)).toEqual([new URL(provider.upstream).pathname])
  })

  it(`answers 504 when the provider has not answered in ${EVENT_TIMEOUT_MS / 1000} s`, async () => {
    const answer = await ask(host.base, { body: event('slow', 'slow'), headers: visitor })
    expect(answer.status).toBe(504)
    expectEventHeaders(answer, 'slow')
    expect(answer.ms).toBeGreaterThanOrEqual(EVENT_TIMEOUT_MS - 100)
    expect(arrived('slow')).toHaveLength(1)
  })

  it('neither follows nor passes on a redirect from the provider: 502, no Location', async () => {
    const answer = await ask(host.base, { body: event('redirect', 'redirect'), headers: visitor })
    expect([answer.status, answer.headers.location]).toEqual([502, undefined])
    expectEventHeaders(answer, 'redirect')
    // A redirect followed would have reached the provider a second time, with no body.
    expect(mine().filter((entry) => entry.body === '' || entry.body.includes('"check":"redirect"'))).toHaveLength(1)
  })

  it(
    cap
      ? `relays at most ${EVENT_ANSWER_LIMIT / 1024} KB of a 200 MB answer, as text, and stops reading it`
      : 'relays a 200 MB answer as text through small buffers: its memory stays flat (nginx cannot cut an answer short)',
    async () => {
      const answer = await ask(host.base, { body: event('huge', 'huge'), headers: visitor })
      expect(answer.status).toBe(200)
      expectEventHeaders(answer, 'huge')
      const [sent] = arrived('huge')
      await vi.waitFor(() => expect(sent?.answered?.closed).toBe(true), { timeout: 10_000 })
      if (cap) {
        expect(answer.bytes).toBe(EVENT_ANSWER_LIMIT)
        // What the provider could hand to the connection before it was closed: socket buffers, not the answer.
        expect(sent!.answered!.bytes).toBeLessThan(HUGE_ANSWER_BYTES / 8)
      } else {
        expect(answer.bytes).toBe(HUGE_ANSWER_BYTES)
        expect(host.peakMemory!()).toBeLessThan(64 * 1024 * 1024)
      }
    },
  )
})

describe('the local server', () => {
  it('logs nothing when visitors leave in the middle of their event, and keeps serving', { timeout: 30_000 }, async () => {
    const host = await node(provider.upstream)
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    try {
      const { port } = new URL(host.base)
      for (let batch = 0; batch < 10; batch++) {
        await Promise.all(
          Array.from(
            { length: 50 },
            () =>
              new Promise<void>((done) => {
                const socket = connect(Number(port), '127.0.0.1', () => {
                  socket.write(`POST ${EVENT_PATH} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 4000\r\n\r\n{"name":"pageview",`, () => socket.destroy())
                })
                socket.on('close', () => done())
                socket.on('error', () => undefined)
              }),
          ),
        )
      }
      const answer = await ask(host.base, { body: event('pageview', 'after-aborts'), headers: { 'User-Agent': 'Visitor/1.0 (aborts)' } })
      expect(answer.status).toBe(202)
      expect(errors).not.toHaveBeenCalled()
      expect(provider.received.filter((entry) => entry.body.startsWith('{"name":"pageview",') && entry.body.length < 30)).toEqual([])
    } finally {
      errors.mockRestore()
      await host.stop()
    }
  })

  it('answers /api/event with the 404 page without ANALYTICS_UPSTREAM, as a host with no proxy would', async () => {
    const server = createStaticServer(root)
    const base = await listenOnLoopback(server)
    try {
      for (const method of ['POST', 'GET']) {
        const answer = await ask(base, { method, ...(method === 'POST' ? { body: event('pageview', 'none') } : {}) })
        expect([answer.status, answer.body], method).toEqual([404, '404.html page'])
      }
      expect((await ask(base, { path: '/', body: 'x' })).status).toBe(405)
    } finally {
      await stopServer(server)
    }
  })

  it("answers 502 when the provider cannot be reached", async () => {
    const closed = await startEventStandIn()
    await closed.stop()
    const host = await node(closed.upstream)
    try {
      const answer = await ask(host.base, { body: event('pageview', 'unreachable') })
      expect(answer.status).toBe(502)
      expectEventHeaders(answer, 'unreachable')
    } finally {
      await host.stop()
    }
  })
})

describe('TRUST_PROXY', () => {
  it("believes X-Forwarded-For only from a listed proxy, and then only the address nearest to it that is not one", () => {
    expect(clientAddress('::ffff:203.0.113.9', '198.51.100.6', [])).toBe('203.0.113.9')
    expect(clientAddress('10.0.0.2', '198.51.100.6', ['10.0.0.1'])).toBe('10.0.0.2')
    expect(clientAddress('10.0.0.1', '198.51.100.6', ['10.0.0.1'])).toBe('198.51.100.6')
    expect(clientAddress('10.0.0.1', '6.6.6.6, 198.51.100.6', ['10.0.0.1'])).toBe('198.51.100.6')
    expect(clientAddress('10.0.0.1', '198.51.100.6, 10.0.0.2', ['10.0.0.1', '10.0.0.2'])).toBe('198.51.100.6')
    expect(clientAddress('10.0.0.1', 'unknown, 10.0.0.2', ['10.0.0.1', '10.0.0.2'])).toBe('10.0.0.2')
    expect(clientAddress('10.0.0.1', undefined, ['10.0.0.1'])).toBe('10.0.0.1')
  })

  it('takes a list of addresses, and refuses anything else when the server starts', () => {
    expect(trustedProxies(undefined)).toEqual([])
    expect(trustedProxies('127.0.0.1, ::1')).toEqual(['127.0.0.1', '::1'])
    for (const value of ['1', 'true', '10.0.0.0/8', 'proxy.internal']) expect(() => trustedProxies(value), value).toThrow(/TRUST_PROXY/)
  })

  it('passes the address the proxy names on to the provider, only when told to trust it', async () => {
    for (const [trustProxy, expected] of [[[], '127.0.0.1'], [['127.0.0.1'], '198.51.100.6']] as const) {
      const server = createStaticServer(root, { analyticsUpstream: provider.upstream, trustProxy: [...trustProxy] })
      const base = await listenOnLoopback(server)
      const userAgent = `Visitor/1.0 (trust ${trustProxy.join()})`
      try {
        expect((await ask(base, { body: event('pageview', 'trust'), headers: { 'User-Agent': userAgent, 'X-Forwarded-For': '198.51.100.6' } })).status).toBe(202)
        expect(provider.received.filter((entry) => entry.userAgent === userAgent).map((entry) => entry.forwardedFor)).toEqual([expected])
      } finally {
        await stopServer(server)
      }
    }
  })
})

describe('analyticsUpstream', () => {
  it('defaults to Plausible, takes a full http(s) address, and refuses what could break a generated host file', () => {
    expect(analyticsUpstream(undefined)).toBe(DEFAULT_ANALYTICS_UPSTREAM)
    expect(analyticsUpstream('https://umami.example/api/send')).toBe('https://umami.example/api/send')
    for (const value of ['plausible.io/api/event', 'ftp://x.example/e', 'https://user:pw@x.example/e', 'https://x.example/e;return 200', 'https://x.example/$host']) {
      expect(() => analyticsUpstream(value), value).toThrow(/ANALYTICS_UPSTREAM/)
    }
  })

  it('serves the address the pages post to', () => {
    expect(EVENT_PATH).toBe(FUNNEL_EVENT_PATH)
  })
})
