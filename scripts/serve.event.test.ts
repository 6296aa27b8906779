// @vitest-environment node
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EVENT_PATH as FUNNEL_EVENT_PATH } from '../src/lib/funnel'
import { DEFAULT_ANALYTICS_UPSTREAM, EVENT_PATH, analyticsUpstream, forwardEvent } from './event-proxy.mjs'
import { SECURITY_HEADERS } from './headers.mjs'
import { startEventStandIn } from './hosts.mjs'
import { startNginx } from './nginx.mjs'
import { createStaticServer, freePort, listenOnLoopback, stopServer } from './serve.mjs'

const root = mkdtempSync(join(tmpdir(), 'dist-event-'))
writeFileSync(join(root, 'index.html'), 'home')
writeFileSync(join(root, '404.html'), 'not found page')

const EVENT = JSON.stringify({ name: 'pageview', url: 'https://site.example/case-study/x', domain: 'site.example', referrer: 'https://news.example/', props: { lang: 'en' } })
const VISITOR = { 'Content-Type': 'application/json', 'User-Agent': 'Visitor/1.0 (test)', Cookie: 'session=visitor' }

type Start = (root: string, upstream?: string) => Promise<{ base: string; stop: () => Promise<unknown> }>
const node: Start = async (root, upstream) => {
  const server = createStaticServer(root, { analyticsUpstream: upstream })
  return { base: await listenOnLoopback(server), stop: () => stopServer(server) }
}
const nginx: Start = (root, upstream) => startNginx(root, { upstream })

const post = (base: string, body: BodyInit = EVENT, headers: Record<string, string> = VISITOR) =>
  fetch(`${base}${EVENT_PATH}`, { method: 'POST', body, headers, ...(body instanceof ReadableStream ? { duplex: 'half' } : {}) } as RequestInit)

describe.each([
  ['the local server', node],
  ['nginx with the generated configuration', nginx],
])('%s', (_name, start) => {
  let provider: Awaited<ReturnType<typeof startEventStandIn>>
  let host: Awaited<ReturnType<Start>>
  beforeAll(async () => {
    provider = await startEventStandIn()
    host = await start(root, provider.upstream)
  })
  afterAll(async () => {
    await host.stop()
    await provider.stop()
  })

  it("passes an event on with the visitor's User-Agent and address and nothing else, and answers with the provider's status and body, without its cookie", async () => {
    provider.received.length = 0
    const response = await post(host.base)
    expect([response.status, await response.text()]).toEqual([202, 'ok'])
    expect(provider.received).toEqual([
      { method: 'POST', path: '/api/event', body: EVENT, contentType: 'application/json', userAgent: VISITOR['User-Agent'], forwardedFor: '127.0.0.1', cookie: undefined },
    ])
    expect(response.headers.get('set-cookie')).toBeNull()
    expect(response.headers.get('cache-control')).toBe('no-store')
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(response.headers.get(name), name).toBe(value)
  })

  it('refuses other methods with 405 and a body past 4 KB with 413, without asking the provider', async () => {
    provider.received.length = 0
    for (const method of ['GET', 'PUT']) {
      const response = await fetch(`${host.base}${EVENT_PATH}`, { method })
      expect([response.status, response.headers.get('allow')], method).toEqual([405, 'POST'])
    }
    expect((await post(host.base, 'x'.repeat(4097))).status).toBe(413)
    const chunked = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('y'.repeat(5000)))
        controller.close()
      },
    })
    expect((await post(host.base, chunked)).status).toBe(413)
    expect((await post(host.base, 'z'.repeat(4096))).status).toBe(202)
    expect(provider.received.map((event) => event.body.length)).toEqual([4096])
  })

  it('answers 502 when the provider cannot be reached, and keeps serving', async () => {
    const nowhere = await start(root, `http://127.0.0.1:${await freePort()}/api/event`)
    try {
      const response = await post(nowhere.base)
      expect(response.status).toBe(502)
      expect(response.headers.get('set-cookie')).toBeNull()
      expect((await fetch(`${nowhere.base}/`)).status).toBe(200)
    } finally {
      await nowhere.stop()
    }
  })
})

describe('the local server without ANALYTICS_UPSTREAM', () => {
  it('answers /api/event with the 404 page, as a host with no proxy would, and other addresses as before', async () => {
    const host = await node(root)
    try {
      for (const method of ['POST', 'GET']) {
        const response = await fetch(`${host.base}${EVENT_PATH}`, { method, ...(method === 'POST' ? { body: EVENT } : {}) })
        expect([response.status, await response.text()], method).toEqual([404, 'not found page'])
      }
      expect((await fetch(`${host.base}/`, { method: 'POST', body: EVENT })).status).toBe(405)
    } finally {
      await host.stop()
    }
  })
})

describe('forwardEvent', () => {
  it('answers 504 when the provider does not answer in time', async () => {
    const provider = await startEventStandIn({ hang: true })
    try {
      const request = new Request(`http://site.example${EVENT_PATH}`, { method: 'POST', body: EVENT })
      const response = await forwardEvent(request, { upstream: provider.upstream, timeoutMs: 300 })
      expect(response.status).toBe(504)
      expect(provider.received).toHaveLength(1)
    } finally {
      await provider.stop()
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
