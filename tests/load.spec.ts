import { execFileSync } from 'node:child_process'
import { join } from 'node:path'
import { test, expect } from '@playwright/test'
import { copyIn } from './site'

// A bounded run of `npm run bench:server`: 500 requests over 50 connections per page answered with no error; no speed asserted.
test('the production server holds 50 concurrent connections without an error', () => {
  test.setTimeout(60_000)
  const output = execFileSync('node', [join(import.meta.dirname, '..', 'scripts', 'measure', 'bench-server.mjs')], {
    env: { ...process.env, BENCH_REQUESTS: '500', BENCH_CONNECTIONS: '50', BENCH_JSON: '1' },
    encoding: 'utf8',
  })
  const rows = JSON.parse(/^BENCH_JSON (.*)$/m.exec(output)![1]) as Record<string, number | string>[]
  // Home and the first case study, as English's pages stand for both languages.
  expect(rows.map((row) => row.path)).toEqual(['/', `/case-study/${copyIn('en').caseStudies[0]!.slug}`])
  for (const row of rows) {
    expect(row['errors + timeouts + non-2xx'], String(row.path)).toBe(0)
    expect(Number(row.requests), String(row.path)).toBe(500)
  }
})
