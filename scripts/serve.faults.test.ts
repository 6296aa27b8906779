// @vitest-environment node
import { mkdirSync, mkdtempSync, readdirSync, renameSync, writeFileSync } from 'node:fs'
import { connect, type Socket } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createStaticServer } from './serve.mjs'

/**
 * The production server under faults a flaky network or an attacker brings, on loopback only and
 * bounded in count and time. Each case checks that the process keeps serving and keeps no leak.
 */
const root = mkdtempSync(join(tmpdir(), 'dist-faults-'))
mkdirSync(join(root, 'media'))
writeFileSync(join(root, 'index.html'), '<!doctype html><title>home</title>'.padEnd(4096, ' '))
writeFileSync(join(root, '404.html'), 'not found page')
const video = join(root, 'media/clip.webm')
writeFileSync(video, Buffer.alloc(4 * 1024 * 1024, 7))

const server = createStaticServer(root)
let port = 0
beforeAll(async () => {
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  port = (server.address() as AddressInfo).port
})
afterAll(() => new Promise<void>((done) => server.close(() => done())))

const openDescriptors = () => readdirSync('/proc/self/fd').length
const settle = (ms = 200) => new Promise((done) => setTimeout(done, ms))

/** Sends a raw request; resolves with the socket once the first response byte has arrived. */
function firstByte(request: string) {
  return new Promise<Socket>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request))
    socket.once('data', () => resolve(socket))
    socket.once('error', reject)
  })
}

describe('the production server under faults', () => {
  it('closes every file when 3,000 clients go away at the first byte', { timeout: 60_000 }, async () => {
    const before = openDescriptors()
    for (let batch = 0; batch < 30; batch++) {
      const sockets = await Promise.all(
        Array.from({ length: 100 }, () => firstByte('GET /media/clip.webm HTTP/1.1\r\nHost: x\r\n\r\n')),
      )
      for (const socket of sockets) socket.destroy()
    }
    await settle(500)
    expect(openDescriptors() - before).toBeLessThan(10)
    expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(200)
  })

  it('keeps answering when a file disappears and comes back during 200 range requests', { timeout: 30_000 }, async () => {
    const requests = Array.from({ length: 200 }, (_, index) =>
      fetch(`http://127.0.0.1:${port}/media/clip.webm`, { headers: { Range: `bytes=${index * 1000}-${index * 1000 + 65535}` } })
        .then(async (response) => {
          await response.arrayBuffer().catch(() => undefined)
          return response.status
        })
        .catch(() => 'reset'),
    )
    renameSync(video, `${video}.moved`)
    await settle(20)
    renameSync(`${video}.moved`, video)
    const statuses = await Promise.all(requests)
    expect(statuses.every((status) => [206, 404, 500, 'reset'].includes(status))).toBe(true)
    expect((await fetch(`http://127.0.0.1:${port}/media/clip.webm`, { headers: { Range: 'bytes=0-9' } })).status).toBe(206)
  })

  it('cuts off a client that sends its headers one byte a second', { timeout: 20_000 }, async () => {
    const socket = connect(port, '127.0.0.1')
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
      Array.from({ length: 500 }, () => new Promise<Socket>((done) => { const socket = connect(port, '127.0.0.1', () => done(socket)) })),
    )
    try {
      const response = await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(5_000) })
      expect(response.status).toBe(200)
    } finally {
      for (const socket of idle) socket.destroy()
    }
  })
})
