import { execFile } from 'node:child_process'
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { formatProblems } from '../../src/content/check.ts'

describe('the content plugin', () => {
  it('fails the build with the problems alone, no stack trace', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'case-studies-'))
    try {
      cpSync('content/case-studies', dir, { recursive: true })
      const file = join(
        dir,
        readdirSync(dir).find((name) => name.endsWith('.json'))!,
      )
      const data = JSON.parse(readFileSync(file, 'utf8'))
      delete data.ar.industry
      writeFileSync(file, JSON.stringify(data, null, 2))
      const build = promisify(execFile)(
        'npx',
        ['vite', 'build', '--ssr', 'src/entry-server.tsx', '--outDir', join(dir, 'out')],
        { env: { ...process.env, CASE_STUDIES_DIR: dir } },
      )
      const failure = await build.then(
        () => ({ code: 0, stderr: '' }),
        (error: { code: number; stderr: string }) => error,
      )
      expect(failure.code).toBe(1)
      expect(failure.stderr.replace(/^npm warn.*\n/gm, '').trim()).toBe(
        formatProblems([{ file, lang: 'ar', path: ['industry'], message: 'expected this field, found nothing' }]),
      )
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
    // Starting Vite takes seconds on a busy machine: a result, not a speed, is asserted.
  }, 60_000)
})
