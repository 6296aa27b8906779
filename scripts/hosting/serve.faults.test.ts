import { readdirSync, renameSync } from 'node:fs'
import { connect, type Socket } from 'node:net'
import { describe, expect, it, vi } from 'vitest'
import { faultServer } from '../../tests/unit/serve.fixture'

const server = faultServer()
const { video } = server

const openDescriptors = () => readdirSync('/proc/self/fd').length
const settle = (ms: number) => new Promise((done) => setTimeout(done, ms))

function firstByte(request: string) {
  return new Promise<Socket>((resolve, reject) => {
    const socket = connect(server.port, '127.0.0.1', () => socket.write(request))
    socket.once('data', () => resolve(socket))
    socket.once('error', reject)
  })
}

describe('the production server under faults', () => {
  it('closes every file when 300 clients go away at the first byte', { timeout: 60_000 }, async () => {
    const before = openDescriptors()
    for (let batch = 0; batch < 3; batch++) {
      const sockets = await Promise.all(
        Array.from({ length: 100 }, () => firstByte('GET /media/clip.webm HTTP/1.1\r\nHost: x\r\n\r\n')),
      )
      for (const socket of sockets) socket.destroy()
    }
    await vi.waitFor(() => expect(openDescriptors() - before).toBeLessThan(10), { timeout: 20_000, interval: 100 })
    expect((await fetch(`http://127.0.0.1:${server.port}/`)).status).toBe(200)
  })

  it(
    'keeps answering when a file disappears and comes back during 200 range requests',
    { timeout: 30_000 },
    async () => {
      const requests = Array.from({ length: 200 }, (_, index) =>
        fetch(`http://127.0.0.1:${server.port}/media/clip.webm`, {
          headers: { Range: `bytes=${index * 1000}-${index * 1000 + 65535}` },
        })
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
      expect(
        (await fetch(`http://127.0.0.1:${server.port}/media/clip.webm`, { headers: { Range: 'bytes=0-9' } })).status,
      ).toBe(206)
    },
  )
})
