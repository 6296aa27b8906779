import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { nginxServer } from './headers.mjs'
import { freePort } from './serve.mjs'

const CANDIDATES = ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx']

/** @returns {string | undefined} the nginx executable, if one is installed */
export function findNginx() {
  if (process.env.NGINX_PATH) return process.env.NGINX_PATH
  const found = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).stdout.trim()
  return found || CANDIDATES.find((path) => spawnSync('test', ['-x', path]).status === 0)
}

/** nginx resolves `upstream` and `hubspotOrigin` as it starts, which fails offline: the defaults are a closed port on loopback. @param {string} root @param {{ upstream?: string, hubspotOrigin?: string, applyTimeoutMs?: number }} [options] @returns {Promise<{ base: string, peakMemory: () => number, stop: () => Promise<void> }>} */
export async function startNginx(
  root,
  { upstream = 'http://127.0.0.1:9/api/event', hubspotOrigin = 'http://127.0.0.1:9', applyTimeoutMs } = {},
) {
  const nginx = findNginx()
  if (!nginx)
    throw new Error(
      'nginx is not installed: run `node scripts/test-tools/ensure-tools.mjs` (as root it installs Debian’s nginx-light), or set NGINX_PATH.',
    )
  const port = await freePort()
  const work = mkdtempSync(join(tmpdir(), 'nginx-'))
  const config = join(work, 'nginx.conf')
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((name) => `  ${name}_temp_path ${join(work, name)};`)
    .join('\n')
  writeFileSync(
    config,
    `daemon off;\nmaster_process off;\npid ${join(work, 'nginx.pid')};\nerror_log ${join(work, 'error.log')} warn;\nevents {}\nhttp {\n  access_log off;\n${temp}\n${nginxServer({ root, listen: `127.0.0.1:${port}`, upstream, hubspotOrigin, applyTimeoutMs })}}\n`,
  )
  const child = spawn(nginx, ['-c', config, '-p', work], { stdio: ['ignore', 'ignore', 'pipe'] })
  let stderr = ''
  child.stderr.on('data', (chunk) => (stderr += chunk))
  const base = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 10_000
  for (;;) {
    if (child.exitCode !== null) {
      const log = readFileSync(join(work, 'error.log'), 'utf8')
      throw new Error(`nginx did not start:\n${stderr}${log}`)
    }
    try {
      await fetch(`${base}/`)
      break
    } catch {
      if (Date.now() > deadline) throw new Error(`nginx did not answer on ${base} within 10 s:\n${stderr}`)
      await new Promise((done) => setTimeout(done, 50))
    }
  }
  return {
    base,
    peakMemory: () =>
      Number(/^VmHWM:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1]) * 1024,
    stop: () =>
      new Promise((done) => {
        child.once('exit', () => {
          rmSync(work, { recursive: true, force: true })
          done()
        })
        child.kill('SIGQUIT')
      }),
  }
}
