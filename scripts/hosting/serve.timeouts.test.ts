import type { Socket } from 'node:net'
import { describe, expect, it } from 'vitest'
import { connectTo, faultServer } from '../../tests/unit/serve.fixture'
import { createStaticServer, HEADERS_TIMEOUT_MS } from './serve.mjs'

const server = faultServer()
/** Given less time for its headers than the 5 s it ships with, so that the slow client is cut off sooner. */
const HEADERS_MS = 1_000
const strict = faultServer({ headersTimeoutMs: HEADERS_MS })

describe('the production server against slow and idle clients', () => {
  it(
    'cuts off a client that trickles its headers, a byte every 100 ms, once the time for headers has passed',
    { timeout: 20_000 },
    async () => {
      expect(HEADERS_TIMEOUT_MS).toBe(5_000)
      expect(createStaticServer().headersTimeout).toBe(HEADERS_TIMEOUT_MS)
      const socket = connectTo(strict.port)
      const request = 'GET / HTTP/1.1\r\nHost: x\r\nX-Slow: ' + 'a'.repeat(40)
      const started = Date.now()
      let sent = 0
      const timer = setInterval(() => socket.writable && socket.write(request[sent++ % request.length]!), 100)
      const closedAfter = await new Promise<number>((done) => {
        socket.on('close', () => done(Date.now() - started))
        socket.on('error', () => undefined)
      })
      clearInterval(timer)
      expect(sent).toBeGreaterThanOrEqual(5)
      // Sooner than the shipped limit: the shorter one given cut it off. Timeouts are checked once a second.
      expect(closedAfter).toBeGreaterThanOrEqual(HEADERS_MS)
      expect(closedAfter).toBeLessThan(HEADERS_TIMEOUT_MS)
    },
  )

  it('serves normal requests while 500 idle sockets are open', { timeout: 20_000 }, async () => {
    const idle = await Promise.all(
      Array.from(
        { length: 500 },
        () =>
          new Promise<Socket>((done) => {
            const socket = connectTo(server.port).on('connect', () => done(socket))
          }),
      ),
    )
    try {
      const response = await fetch(`http://127.0.0.1:${server.port}/`, { signal: AbortSignal.timeout(5_000) })
      expect(response.status).toBe(200)
    } finally {
      for (const socket of idle) socket.destroy()
    }
  })
})
