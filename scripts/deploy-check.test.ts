// @vitest-environment node
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { resolveConfig } from 'vite'
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'
import { PLACEHOLDER_FORM_ID, PLACEHOLDER_PORTAL_ID } from '../src/application/hubspot.ts'
import { deployBuild, deployProblem } from './deploy-check.ts'

const REAL = { VITE_HUBSPOT_PORTAL_ID: '1234567', VITE_HUBSPOT_FORM_ID: 'a1b2c3d4-0000-4000-8000-123456789abc' }
const HOSTS = ['VERCEL', 'NETLIFY', 'CF_PAGES', 'DEPLOY']

describe('deployBuild', () => {
  it('recognises each host by the variable it sets in its builds, and DEPLOY=1', () => {
    expect(deployBuild({ VERCEL: '1' })).toBe('Vercel build (VERCEL=1)')
    expect(deployBuild({ NETLIFY: 'true' })).toBe('Netlify build (NETLIFY=true)')
    expect(deployBuild({ CF_PAGES: '1' })).toBe('Cloudflare Pages build (CF_PAGES=1)')
    expect(deployBuild({ DEPLOY: '1' })).toBe('deploy build (DEPLOY=1)')
  })

  it('takes any other build for a local one', () => {
    expect(deployBuild({})).toBeUndefined()
    expect(deployBuild({ VERCEL: '', NETLIFY: 'false', CF_PAGES: '0', DEPLOY: '0', NODE_ENV: 'production', CI: 'true' })).toBeUndefined()
  })
})

describe('deployProblem', () => {
  it('names every id a deploy lacks, missing or the placeholder, and where to set it', () => {
    const problem = deployProblem({ NETLIFY: 'true' }, { VITE_HUBSPOT_PORTAL_ID: PLACEHOLDER_PORTAL_ID })
    expect(problem).toMatch(/^This Netlify build \(NETLIFY=true\) has no real HubSpot ids: VITE_HUBSPOT_PORTAL_ID and VITE_HUBSPOT_FORM_ID are missing/)
    expect(problem).toContain('build environment')
    expect(deployProblem({ VERCEL: '1' }, { ...REAL, VITE_HUBSPOT_FORM_ID: PLACEHOLDER_FORM_ID })).toMatch(/: VITE_HUBSPOT_FORM_ID is missing/)
  })

  it('refuses an Arabic form id left at the placeholder, and accepts none (the English form then serves)', () => {
    expect(deployProblem({ DEPLOY: '1' }, { ...REAL, VITE_HUBSPOT_FORM_ID_AR: PLACEHOLDER_FORM_ID })).toMatch(/: VITE_HUBSPOT_FORM_ID_AR is missing/)
    expect(deployProblem({ DEPLOY: '1' }, REAL)).toBeUndefined()
    expect(deployProblem({ DEPLOY: '1' }, { ...REAL, VITE_HUBSPOT_FORM_ID_AR: 'b1b2c3d4-0000-4000-8000-123456789abc' })).toBeUndefined()
  })

  it('lets a local build keep the placeholders', () => {
    expect(deployProblem({}, {})).toBeUndefined()
  })
})

describe('the build configuration', { timeout: 60_000 }, () => {
  // No `.env` file of this machine's: the ids come from the stubbed environment alone.
  const envDir = mkdtempSync(join(tmpdir(), 'env-'))
  const stubHosts = (env: Record<string, string>) => {
    for (const name of [...HOSTS, 'VITE_HUBSPOT_PORTAL_ID', 'VITE_HUBSPOT_FORM_ID', 'VITE_HUBSPOT_FORM_ID_AR']) vi.stubEnv(name, env[name])
  }
  const out = mkdtempSync(join(tmpdir(), 'deploy-check-'))
  afterEach(() => vi.unstubAllEnvs())
  afterAll(() => [envDir, out].forEach((dir) => rmSync(dir, { recursive: true, force: true })))

  it('builds with the placeholders off a host, as `npm start` on a fresh machine does', async () => {
    stubHosts({})
    await expect(resolveConfig({ envDir, logLevel: 'silent' }, 'build')).resolves.toBeDefined()
  })

  it('builds on a host with real ids', async () => {
    stubHosts({ CF_PAGES: '1', ...REAL })
    const config = await resolveConfig({ envDir, logLevel: 'silent' }, 'build')
    expect(config.plugins.map((plugin) => plugin.name)).toContain('deploy-check')
  })

  it('makes `vite build` on a host with the placeholders exit with the message, before it bundles anything', async () => {
    const env = { ...process.env, VERCEL: '1', VITE_HUBSPOT_PORTAL_ID: PLACEHOLDER_PORTAL_ID, VITE_HUBSPOT_FORM_ID: PLACEHOLDER_FORM_ID }
    // Elsewhere than dist/, should the check ever let it through.
    Object.assign(env, { BUILD_OUT_DIR: join(out, 'dist'), SERVER_OUT_DIR: join(out, 'dist-server') })
    const build = spawn(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--ssr', 'src/entry-server.tsx'], { env, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    build.stdout.on('data', (chunk) => (output += chunk))
    build.stderr.on('data', (chunk) => (output += chunk))
    const code = await new Promise((done) => build.on('close', done))
    expect(code).not.toBe(0)
    expect(output).toContain('This Vercel build (VERCEL=1) has no real HubSpot ids: VITE_HUBSPOT_PORTAL_ID and VITE_HUBSPOT_FORM_ID are missing or the placeholder')
    expect(existsSync(join(out, 'dist-server'))).toBe(false)
  })
})
