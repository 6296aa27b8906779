/** The fault tests' server, shared by two files so that vitest runs them side by side. */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { connect, type Socket } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll } from 'vitest'
import { createStaticServer, listenOnLoopback } from '../../scripts/hosting/serve.mjs'

/** @param options as `createStaticServer` takes them */
export function faultServer(options: Parameters<typeof createStaticServer>[1] = {}) {
  const root = mkdtempSync(join(tmpdir(), 'dist-faults-'))
  mkdirSync(join(root, 'media'))
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>home</title>'.padEnd(4096, ' '))
  writeFileSync(join(root, '404.html'), 'not found page')
  const video = join(root, 'media/clip.webm')
  writeFileSync(video, Buffer.alloc(4 * 1024 * 1024, 7))
  const server = createStaticServer(root, options)
  const state = { video, port: 0 }
  beforeAll(async () => {
    state.port = Number(new URL(await listenOnLoopback(server)).port)
  })
  afterAll(() => new Promise<void>((done) => server.close(() => done())))
  return state
}

export const connectTo = (port: number): Socket => connect(port, '127.0.0.1')
