/** `/api/event` and `/api/apply` on every host against one stand-in provider and one stand-in HubSpot (docs/deployment.md, "The analytics endpoint"). */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { EVENT_PATH as FUNNEL_EVENT_PATH } from '../../src/lib/funnel'
import { APPLY_PATH as FORM_APPLY_PATH } from '../../src/application/hubspot'
import { ELAPSED_HEADER, HONEYPOT_HEADER, MIN_FILL_MS } from '../../src/application/spam'
import {
  APPLY_ANSWER_LIMIT,
  APPLY_BODY_LIMIT,
  APPLY_PATH,
  APPLY_TIMEOUT_MS,
  DEFAULT_HUBSPOT_SUBMIT_ORIGIN,
  applyTarget,
  applyTimeoutMs,
  hubspotSubmitOrigin,
} from './apply-proxy.mjs'
import {
  DEFAULT_ANALYTICS_UPSTREAM,
  EVENT_ANSWER_LIMIT,
  EVENT_BODY_LIMIT,
  EVENT_HEADERS,
  EVENT_PATH,
  EVENT_TIMEOUT_MS,
  analyticsUpstream,
} from './event-proxy.mjs'
import { headersFile, redirectsFile, vercelConfig } from './headers.mjs'
import {
  HUBSPOT_ERRORS,
  HUGE_ANSWER_BYTES,
  netlifyAnswer,
  netlifyRules,
  startEventStandIn,
  startHubSpotStandIn,
  startStandIn,
  startWrangler,
  vercelAnswer,
} from './hosts.mjs'
import { startNginx } from './nginx.mjs'
import { clientAddress, createStaticServer, listenOnLoopback, stopServer, trustedProxies } from './serve.mjs'

const root = mkdtempSync(join(tmpdir(), 'dist-event-'))
mkdirSync(join(root, 'ar'))
for (const file of ['index.html', '404.html', 'ar/index.html', 'ar/404.html'])
  writeFileSync(join(root, file), `${file} page`)
writeFileSync(join(root, '_headers'), headersFile())
writeFileSync(join(root, '_redirects'), redirectsFile())

/** Each host is started waiting this long for HubSpot, not the 45 s it ships with (checked under "/api/apply settings"), so its 504 comes sooner. */
const HUBSPOT_WAIT_MS = 3_000

type Host = { base: string; stop: () => Promise<unknown>; peakMemory?: () => number }
type Start = (upstream: string, hubspotOrigin?: string) => Promise<Host>

const node: Start = async (upstream, hubspotOrigin) => {
  const server = createStaticServer(root, {
    analyticsUpstream: upstream,
    hubspotOrigin,
    applyTimeoutMs: HUBSPOT_WAIT_MS,
  })
  return { base: await listenOnLoopback(server), stop: () => stopServer(server) }
}

const withUpstream =
  (start: () => Promise<Host>): Start =>
  async (upstream, hubspotOrigin) => {
    process.env.ANALYTICS_UPSTREAM = upstream
    if (hubspotOrigin) process.env.HUBSPOT_SUBMIT_ORIGIN = hubspotOrigin
    process.env.APPLY_TIMEOUT_MS = String(HUBSPOT_WAIT_MS)
    return start()
  }

/** `cap`: the answer relayed is cut at its limit; `trace`: a TRACE reaches the code that answers; `traps`: code runs there, which checks the spam traps. */
const HOSTS: { name: string; start: Start; cap: boolean; trace: boolean; traps: boolean }[] = [
  { name: 'the local server', start: node, cap: true, trace: true, traps: true },
  {
    name: 'nginx with the generated configuration',
    start: (upstream, hubspotOrigin) => startNginx(root, { upstream, hubspotOrigin, applyTimeoutMs: HUBSPOT_WAIT_MS }),
    cap: false,
    trace: true,
    traps: false,
  },
  {
    name: 'Cloudflare Pages (wrangler pages dev, its Function)',
    start: (upstream, hubspotOrigin) =>
      startWrangler(root, {
        bindings: {
          ANALYTICS_UPSTREAM: upstream,
          APPLY_TIMEOUT_MS: String(HUBSPOT_WAIT_MS),
          ...(hubspotOrigin ? { HUBSPOT_SUBMIT_ORIGIN: hubspotOrigin } : {}),
        },
      }),
    cap: true,
    trace: true,
    traps: true,
  },
  {
    name: "Vercel (vercel.json's routes, its function)",
    start: withUpstream(() =>
      startStandIn(root, (path: string, method: string) => vercelAnswer(root, path, vercelConfig().routes, method)),
    ),
    cap: true,
    // A web Request cannot carry TRACE, so no runtime hands one to a function: what Vercel answers is not checked.
    trace: false,
    traps: true,
  },
  {
    name: "Netlify (its parsers' rules, its function)",
    start: withUpstream(async () => {
      const rules = await netlifyRules(root)
      return startStandIn(root, (path: string) => netlifyAnswer(root, path, rules))
    }),
    cap: true,
    trace: false,
    traps: true,
  },
]

type Answer = { status: number; headers: IncomingHttpHeaders; raw: string[]; body: string; bytes: number; ms: number }

/** node:http, not fetch: fetch refuses TRACE and reads a whole answer. Keeps the first 64 KB of the body, counts the rest. */
function ask(
  base: string,
  {
    method = 'POST',
    path = EVENT_PATH,
    body,
    headers = {},
    chunked = false,
  }: { method?: string; path?: string; body?: string; headers?: Record<string, string>; chunked?: boolean },
) {
  const started = performance.now()
  return new Promise<Answer>((resolve, reject) => {
    const request = httpRequest(
      `${base}${path}`,
      {
        method,
        headers: {
          ...headers,
          ...(body !== undefined && !chunked ? { 'Content-Length': String(Buffer.byteLength(body)) } : {}),
        },
      },
      (response) => {
        const kept: Buffer[] = []
        let bytes = 0
        response.on('data', (chunk: Buffer) => {
          if (bytes < 64 * 1024) kept.push(chunk)
          bytes += chunk.length
        })
        response.on('end', () =>
          resolve({
            status: response.statusCode!,
            headers: response.headers,
            raw: response.rawHeaders,
            body: Buffer.concat(kept).toString(),
            bytes,
            ms: performance.now() - started,
          }),
        )
        response.on('error', reject)
      },
    )
    request.on('error', reject)
    if (body !== undefined) request.write(body)
    request.end()
  })
}

const sentAs = (answer: Answer, name: string) =>
  answer.raw.flatMap((entry, index) =>
    index % 2 === 0 && entry.toLowerCase() === name.toLowerCase() ? [answer.raw[index + 1]!] : [],
  )

function expectEventHeaders(answer: Answer, label: string) {
  for (const [name, value] of Object.entries(EVENT_HEADERS))
    expect(sentAs(answer, name), `${label}: ${name}`).toEqual([value])
  expect(sentAs(answer, 'Set-Cookie'), label).toEqual([])
}

// Every host's checks at once, so the timeouts run in parallel and a busy machine binds no check to 5 s.
vi.setConfig({ maxConcurrency: 50, testTimeout: 30_000 })

const provider = await startEventStandIn()
const hubspot = await startHubSpotStandIn()
afterAll(async () => {
  delete process.env.ANALYTICS_UPSTREAM
  delete process.env.HUBSPOT_SUBMIT_ORIGIN
  delete process.env.APPLY_TIMEOUT_MS
  await provider.stop()
  await hubspot.stop()
  rmSync(root, { recursive: true, force: true })
})

const event = (name: string, check: string) =>
  JSON.stringify({
    name,
    url: 'https://site.example/get-started',
    domain: 'site.example',
    props: { lang: 'en', check },
  })

describe.concurrent.each(HOSTS)('$name', ({ name, start, cap, trace, traps }) => {
  let host: Host
  // Each host's requests are told apart at the provider by their User-Agent, which every host passes on.
  const visitor = {
    'Content-Type': 'application/json',
    'User-Agent': `Visitor/1.0 (${name})`,
    Cookie: 'session=visitor',
    'X-Forwarded-For': '198.51.100.6',
    'X-Real-IP': '198.51.100.6',
  }
  const arrived = (check: string) =>
    provider.received.filter(
      (entry) => entry.userAgent === visitor['User-Agent'] && entry.body.includes(`"check":"${check}"`),
    )
  const mine = () => provider.received.filter((entry) => entry.userAgent === visitor['User-Agent'])

  beforeAll(async () => {
    host = await start(provider.upstream, hubspot.origin)
  }, 60_000)
  afterAll(() => host?.stop())

  it("passes an event on with the visitor's type, User-Agent and address only, and answers with the provider's status and text, without its cookie", async () => {
    const body = event('pageview', 'passes')
    const answer = await ask(host.base, { body, headers: visitor })
    expect([answer.status, answer.body]).toEqual([202, 'ok'])
    expectEventHeaders(answer, 'answer')
    expect(arrived('passes')).toEqual([
      {
        method: 'POST',
        path: new URL(provider.upstream).pathname,
        body,
        contentType: 'application/json',
        userAgent: visitor['User-Agent'],
        forwardedFor: '127.0.0.1',
        cookie: undefined,
      },
    ])
  })

  it(`refuses every other method with 405 and Allow: POST${trace ? ', TRACE included' : ''}, without asking the provider`, async () => {
    const userAgent = `${visitor['User-Agent']} methods`
    for (const method of ['GET', 'HEAD', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', ...(trace ? ['TRACE'] : [])]) {
      const answer = await ask(host.base, {
        method,
        headers: { ...visitor, 'User-Agent': userAgent },
        ...(['PUT', 'PATCH', 'DELETE'].includes(method) ? { body: event('pageview', method) } : {}),
      })
      expect([answer.status, answer.headers.allow, answer.body], method).toEqual([405, 'POST', ''])
      expectEventHeaders(answer, method)
    }
    expect(provider.received.filter((entry) => entry.userAgent === userAgent)).toEqual([])
  })

  it('takes a body of 4 KB and refuses a larger one with 413, announced or chunked, without asking the provider', async () => {
    const padded = (size: number, check: string) =>
      event('pageview', check).replace(
        '"lang"',
        `"pad":"${'x'.repeat(size - event('pageview', check).length - 9)}","lang"`,
      )
    expect(padded(EVENT_BODY_LIMIT, 'exactly')).toHaveLength(EVENT_BODY_LIMIT)
    const fits = await ask(host.base, { body: padded(EVENT_BODY_LIMIT, 'exactly'), headers: visitor })
    expect(fits.status).toBe(202)
    for (const [label, chunked] of [
      ['announced', false],
      ['chunked', true],
    ] as const) {
      const answer = await ask(host.base, { body: padded(EVENT_BODY_LIMIT + 1, label), headers: visitor, chunked })
      expect(answer.status, label).toBe(413)
      expectEventHeaders(answer, label)
      expect(arrived(label), label).toEqual([])
    }
    expect(arrived('exactly')).toHaveLength(1)
  })

  it("sends no query string on: the provider's address is the configured one", async () => {
    const answer = await ask(host.base, {
      path: `${EVENT_PATH}?utm_source=x&email=visitor%40example.com`,
      body: event('pageview', 'query'),
      headers: visitor,
    })
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

  // `/api/apply`: each host's submissions told apart at the stand-in by their company; what HubSpot does, by the first name.
  const FORM = `/${'1234567'}/${'0f8fad5b-d9cb-469f-a165-70867728950e'}`
  const person = {
    'Content-Type': 'application/json',
    'User-Agent': visitor['User-Agent'],
    Cookie: 'session=visitor',
    [ELAPSED_HEADER]: String(MIN_FILL_MS + 2_000),
    [HONEYPOT_HEADER]: '',
  }
  const application = (firstname: string, check: string, pad = 0) =>
    JSON.stringify({
      fields: [
        { name: 'firstname', value: firstname },
        { name: 'company', value: `${name}: ${check}` },
        { name: 'message', value: 'x'.repeat(pad) },
      ],
      submittedAt: '1',
    })
  const received = (check: string) =>
    hubspot.received.filter((entry) => entry.body.includes(`"value":"${name}: ${check}"`))
  const apply = (
    firstname: string,
    check: string,
    { path = `${APPLY_PATH}${FORM}`, headers = person, ...rest }: Parameters<typeof ask>[1] = {},
  ) => ask(host.base, { path, body: application(firstname, check), headers, ...rest })
  const expectApplyHeaders = (answer: Answer, label: string, type = EVENT_HEADERS['Content-Type']) => {
    for (const [header, value] of Object.entries({ ...EVENT_HEADERS, 'Content-Type': type }))
      expect(sentAs(answer, header), `${label}: ${header}`).toEqual([value])
    expect([sentAs(answer, 'Set-Cookie'), sentAs(answer, 'Access-Control-Allow-Origin')], label).toEqual([[], []])
  }

  it(`/api/apply passes an application to HubSpot's form exactly, without query, cookie or address, and relays its JSON${traps ? '' : ', the traps as headers HubSpot ignores'}`, async () => {
    const answer = await apply('Ada', 'passes', { path: `${APPLY_PATH}${FORM}?utm_source=x&email=a%40b.example` })
    expect([answer.status, JSON.parse(answer.body)]).toEqual([
      200,
      { inlineMessage: 'Thanks for submitting the form.' },
    ])
    expectApplyHeaders(answer, 'sent', 'application/json; charset=utf-8')
    const [sent, ...more] = received('passes')
    expect(more).toEqual([])
    expect([sent!.path, sent!.body, sent!.contentType]).toEqual([
      `/submissions/v3/integration/submit${FORM}`,
      application('Ada', 'passes'),
      'application/json',
    ])
    expect([sent!.headers.cookie, sent!.headers['x-forwarded-for'], sent!.headers['user-agent'] ?? '']).toEqual([
      undefined,
      undefined,
      expect.not.stringContaining('Visitor'),
    ])
    expect(sent!.headers[ELAPSED_HEADER]).toBe(traps ? undefined : person[ELAPSED_HEADER])
  })

  it("/api/apply relays HubSpot's refusals and waits with their status: its field errors, an unknown form, a wait with Retry-After", async () => {
    const invalid = await apply('invalid', 'invalid')
    expect([invalid.status, JSON.parse(invalid.body)]).toEqual([400, HUBSPOT_ERRORS])
    expectApplyHeaders(invalid, 'invalid', 'application/json; charset=utf-8')
    const unknown = await apply('unknown-form', 'unknown')
    expect([unknown.status, JSON.parse(unknown.body).message]).toEqual([404, 'Form not found'])
    const busy = await apply('busy', 'busy')
    expect([busy.status, busy.headers['retry-after'], JSON.parse(busy.body).message]).toEqual([
      503,
      '120',
      'Unavailable',
    ])
    expectApplyHeaders(busy, 'busy', 'application/json; charset=utf-8')
  })

  it(`/api/apply answers only a POST to /<portal id>/<form UUID>: 405 with Allow: POST${trace ? ' (TRACE too)' : ''}, 404 for any other address, nothing sent on`, async () => {
    for (const method of ['GET', 'HEAD', 'PUT', 'DELETE', 'OPTIONS', ...(trace ? ['TRACE'] : [])]) {
      const answer = await apply('Ada', `method ${method}`, {
        method,
        ...(['PUT', 'DELETE'].includes(method) ? {} : { body: undefined }),
      })
      expect([answer.status, answer.headers.allow], method).toEqual([405, 'POST'])
      expectApplyHeaders(answer, method)
    }
    for (const path of [
      APPLY_PATH,
      `${APPLY_PATH}/`,
      `${APPLY_PATH}/1234567`,
      `${APPLY_PATH}/12a/0f8fad5b-d9cb-469f-a165-70867728950e`,
      `${APPLY_PATH}/1234567/not-a-form`,
      `${APPLY_PATH}${FORM}/more`,
    ]) {
      const answer = await apply('Ada', `path ${path}`, { path })
      expect(answer.status, path).toBe(404)
      expectApplyHeaders(answer, path)
    }
    expect(
      hubspot.received.filter(
        (entry) => entry.body.includes(`"value":"${name}: method`) || entry.body.includes(`"value":"${name}: path`),
      ),
    ).toEqual([])
  })

  it(`/api/apply takes an application of ${APPLY_BODY_LIMIT / 1024} KB and refuses a larger one with 413, announced or chunked, without sending it on`, async () => {
    const padded = (check: string, size: number) => application('Ada', check, size - application('Ada', check).length)
    expect(padded('exactly', APPLY_BODY_LIMIT)).toHaveLength(APPLY_BODY_LIMIT)
    expect((await apply('Ada', 'exactly', { body: padded('exactly', APPLY_BODY_LIMIT) })).status).toBe(200)
    for (const [label, chunked] of [
      ['announced', false],
      ['chunked', true],
    ] as const) {
      const answer = await apply('Ada', label, { body: padded(label, APPLY_BODY_LIMIT + 1), chunked })
      expect(answer.status, label).toBe(413)
      expectApplyHeaders(answer, label)
      expect(received(label), label).toEqual([])
    }
    expect(received('exactly')).toHaveLength(1)
  })

  it(
    traps
      ? '/api/apply refuses what trips a spam trap with 422 and a short text, and sends nothing on: the honeypot filled, Send too soon or untimed'
      : '/api/apply passes the traps on untouched: only a rewrite runs here',
    async () => {
      const trapped = {
        honeypot: { ...person, [HONEYPOT_HEADER]: 'https://spam.example' },
        soon: { ...person, [ELAPSED_HEADER]: String(MIN_FILL_MS - 1) },
        untimed: { ...person, [ELAPSED_HEADER]: '' },
      }
      for (const [check, headers] of Object.entries(trapped)) {
        const answer = await apply('Ada', check, { headers })
        if (!traps) {
          expect(answer.status, check).toBe(200)
          continue
        }
        expect([answer.status, answer.body], check).toEqual([422, 'Not sent'])
        expectApplyHeaders(answer, check)
        expect(received(check), check).toEqual([])
      }
    },
  )

  it(`/api/apply answers 504 when HubSpot has not answered in the time the host was given (${HUBSPOT_WAIT_MS / 1000} s here), 502 when it cuts the connection or redirects (not followed)`, async () => {
    const [hang, reset, redirect] = await Promise.all([
      apply('hang', 'hang'),
      apply('reset', 'reset'),
      apply('redirect', 'redirect'),
    ])
    expect([hang.status, reset.status, redirect.status, redirect.headers.location]).toEqual([504, 502, 502, undefined])
    expect(hang.ms).toBeGreaterThanOrEqual(HUBSPOT_WAIT_MS - 100)
    // Sooner than the 45 s it ships with: the host was given the shorter time.
    expect(hang.ms).toBeLessThan(APPLY_TIMEOUT_MS)
    for (const [label, answer] of Object.entries({ hang, reset, redirect })) expectApplyHeaders(answer, label)
    expect([received('hang'), received('reset'), received('redirect')].map((sent) => sent.length)).toEqual([1, 1, 1])
  })

  // nginx relays an answer whole, as the event's table shows.
  if (cap)
    it(`/api/apply relays at most ${APPLY_ANSWER_LIMIT / 1024} KB of a 200 MB answer, as text`, async () => {
      const answer = await apply('huge', 'huge')
      expect([answer.status, answer.bytes]).toEqual([200, APPLY_ANSWER_LIMIT])
      expectApplyHeaders(answer, 'huge')
      const [sent] = received('huge')
      await vi.waitFor(() => expect(sent?.answered?.closed).toBe(true), { timeout: 10_000 })
      expect(sent!.answered!.bytes).toBeLessThan(HUGE_ANSWER_BYTES / 8)
    })
})

describe('the local server', () => {
  it(
    'logs nothing when visitors leave in the middle of their event, and keeps serving',
    { timeout: 30_000 },
    async () => {
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
                    socket.write(
                      `POST ${EVENT_PATH} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 4000\r\n\r\n{"name":"pageview",`,
                      () => socket.destroy(),
                    )
                  })
                  socket.on('close', () => done())
                  socket.on('error', () => undefined)
                }),
            ),
          )
        }
        const answer = await ask(host.base, {
          body: event('pageview', 'after-aborts'),
          headers: { 'User-Agent': 'Visitor/1.0 (aborts)' },
        })
        expect(answer.status).toBe(202)
        expect(errors).not.toHaveBeenCalled()
        expect(
          provider.received.filter((entry) => entry.body.startsWith('{"name":"pageview",') && entry.body.length < 30),
        ).toEqual([])
      } finally {
        errors.mockRestore()
        await host.stop()
      }
    },
  )

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

  it('answers 502 when the provider cannot be reached', async () => {
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
  it('believes X-Forwarded-For only from a listed proxy, and then only the address nearest to it that is not one', () => {
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
    for (const value of ['1', 'true', '10.0.0.0/8', 'proxy.internal'])
      expect(() => trustedProxies(value), value).toThrow(/TRUST_PROXY/)
  })

  it('passes the address the proxy names on to the provider, only when told to trust it', async () => {
    for (const [trustProxy, expected] of [
      [[], '127.0.0.1'],
      [['127.0.0.1'], '198.51.100.6'],
    ] as const) {
      const server = createStaticServer(root, { analyticsUpstream: provider.upstream, trustProxy: [...trustProxy] })
      const base = await listenOnLoopback(server)
      const userAgent = `Visitor/1.0 (trust ${trustProxy.join()})`
      try {
        expect(
          (
            await ask(base, {
              body: event('pageview', 'trust'),
              headers: { 'User-Agent': userAgent, 'X-Forwarded-For': '198.51.100.6' },
            })
          ).status,
        ).toBe(202)
        expect(
          provider.received.filter((entry) => entry.userAgent === userAgent).map((entry) => entry.forwardedFor),
        ).toEqual([expected])
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
    for (const value of [
      'plausible.io/api/event',
      'ftp://x.example/e',
      'https://user:pw@x.example/e',
      'https://x.example/e;return 200',
      'https://x.example/$host',
    ]) {
      expect(() => analyticsUpstream(value), value).toThrow(/ANALYTICS_UPSTREAM/)
    }
  })

  it('serves the address the pages post to', () => {
    expect(EVENT_PATH).toBe(FUNNEL_EVENT_PATH)
    expect(APPLY_PATH).toBe(FORM_APPLY_PATH)
  })
})

describe('/api/apply settings', () => {
  it("maps only /api/apply/<digits>/<UUID> to HubSpot's path", () => {
    expect(applyTarget('/api/apply/123/0F8FAD5B-D9CB-469F-A165-70867728950E/')).toBe(
      '/submissions/v3/integration/submit/123/0f8fad5b-d9cb-469f-a165-70867728950e',
    )
    expect(
      applyTarget('/.netlify/functions/apply/123/0f8fad5b-d9cb-469f-a165-70867728950e', [
        '/api/apply',
        '/.netlify/functions/apply',
      ]),
    ).toBe('/submissions/v3/integration/submit/123/0f8fad5b-d9cb-469f-a165-70867728950e')
    for (const path of [
      '/api/apply/123',
      '/api/apply/1234567890123/0f8fad5b-d9cb-469f-a165-70867728950e',
      '/api/apply/123/0f8fad5b-d9cb-469f-a165-70867728950e/x',
      '/api/applyx/123/0f8fad5b-d9cb-469f-a165-70867728950e',
    ]) {
      expect(applyTarget(path), path).toBeUndefined()
    }
  })

  it('APPLY_TIMEOUT_MS: 45 s unless set, and then only shorter, in whole milliseconds', () => {
    expect(APPLY_TIMEOUT_MS).toBe(45_000)
    expect(applyTimeoutMs(undefined)).toBe(APPLY_TIMEOUT_MS)
    expect(applyTimeoutMs('')).toBe(APPLY_TIMEOUT_MS)
    expect(applyTimeoutMs('1500')).toBe(1_500)
    for (const value of ['999', '45001', '3 s', '3.5', '3e3', '-1'])
      expect(() => applyTimeoutMs(value), value).toThrow(
        /^APPLY_TIMEOUT_MS: found ".*", expected whole milliseconds from 1000 to 45000$/,
      )
  })

  it('waits 45 s for HubSpot as shipped: the local server, and the functions of Cloudflare Pages, Netlify and Vercel where nothing sets APPLY_TIMEOUT_MS (nginx: headers.test.ts)', async () => {
    for (const file of ['wrangler.toml', 'netlify.toml', 'vercel.json'])
      expect(readFileSync(file, 'utf8'), file).not.toContain('APPLY_TIMEOUT_MS')
    delete process.env.APPLY_TIMEOUT_MS
    process.env.HUBSPOT_SUBMIT_ORIGIN = hubspot.origin
    const [{ onRequest: cloudflare }, { default: netlify }, { default: vercel }] = await Promise.all([
      import('../../functions/api/apply/[[path]].js'),
      import('../../netlify/functions/apply.mjs'),
      import('../../api/apply.js'),
    ])
    const server = createStaticServer(root, { hubspotOrigin: hubspot.origin })
    const base = await listenOnLoopback(server)
    const headers = {
      'Content-Type': 'application/json',
      [ELAPSED_HEADER]: String(MIN_FILL_MS + 2_000),
      [HONEYPOT_HEADER]: '',
    }
    const path = `${APPLY_PATH}/1234567/0f8fad5b-d9cb-469f-a165-70867728950e`
    const body = JSON.stringify({ fields: [{ name: 'firstname', value: 'Ada' }] })
    const request = () => new Request(`http://localhost${path}`, { method: 'POST', headers, body })
    const hosts: [string, () => Promise<number>][] = [
      ['the local server', async () => (await ask(base, { path, headers, body })).status],
      [
        'Cloudflare Pages',
        async () => (await cloudflare({ request: request(), env: { HUBSPOT_SUBMIT_ORIGIN: hubspot.origin } })).status,
      ],
      ['Netlify', async () => (await netlify(request())).status],
      ['Vercel', async () => (await vercel.fetch(request())).status],
    ]
    const timeouts = vi.spyOn(AbortSignal, 'timeout')
    try {
      for (const [host, send] of hosts) {
        timeouts.mockClear()
        expect(await send(), host).toBe(200)
        expect(timeouts.mock.calls, host).toEqual([[45_000]])
      }
    } finally {
      timeouts.mockRestore()
      await stopServer(server)
    }
  })

  it('HUBSPOT_SUBMIT_ORIGIN: HubSpot by default, an https: origin, http: only on loopback and never on a deploy build', () => {
    expect(hubspotSubmitOrigin(undefined)).toBe(DEFAULT_HUBSPOT_SUBMIT_ORIGIN)
    expect(hubspotSubmitOrigin('https://forms.example/')).toBe('https://forms.example')
    expect(hubspotSubmitOrigin('http://127.0.0.1:8125')).toBe('http://127.0.0.1:8125')
    expect(() => hubspotSubmitOrigin('http://127.0.0.1:8125', { deploy: true })).toThrow(
      /^HUBSPOT_SUBMIT_ORIGIN: found "http:\/\/127.0.0.1:8125", expected an https: origin such/,
    )
    for (const value of [
      'api.hsforms.com',
      'http://api.hsforms.com',
      'https://api.hsforms.com/submissions',
      'https://u:p@api.hsforms.com',
      'https://api.hsforms.com?x',
      'ftp://api.hsforms.com',
    ]) {
      expect(() => hubspotSubmitOrigin(value), value).toThrow(/HUBSPOT_SUBMIT_ORIGIN/)
    }
  })
})
