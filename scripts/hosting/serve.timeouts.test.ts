import type { Socket } from 'node:net'
import { describe, expect, it } from 'vitest'
import { connectTo, faultServer } from '../../tests/unit/serve.fixture'

const server = faultServer()

describe('the production server against slow and idle clients', () => {
  it('cuts off a client that sends its headers one byte a second', { timeout: 20_000 }, async () => {
    const socket = connectTo(server.port)
    const request = 'GET / HTTP/1.1\r\nHost: x\r\nX-Slow: ' + 'a'.repeat(40)
    const started = Date.now()
    let sent = 0
    const timer = setInterval(() => socket.writable && socket.write(request[sent++ % request.length]!), 1000)
    const closedAfter = await new Promise<number>((done) => {
      socket.on('close', () => done(Date.now() - started))
      socket.on('error', () => undefined)
    })
    clearInterval(timer)
    expect(closedAfter).toBeLessThan(10_000)
  })

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
