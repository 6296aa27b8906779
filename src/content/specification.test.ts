/** docs/specification.md: its behaviour stays fixed here; its launch content is the business's to change (specification.ts, `npm run spec:check`). */
import { execFileSync } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { checkContent, formatProblems } from './check.ts'
import { AUTOPLAY_INTERVAL_MS, nextIndex, perViewFor, PER_VIEW_QUERIES } from '../ui/Carousel/carousel-logic.ts'
import { specMismatches } from './specification.ts'

describe("the specification's behaviour", () => {
  it('autoplays the carousel every 4000 ms', () => expect(AUTOPLAY_INTERVAL_MS).toBe(4000))

  it('shows 1, 2 and 3 cards per view on small, medium and large screens', () => {
    const at = (width: number) => perViewFor((query) => width >= Number(/(\d+)em/.exec(query)![1]) * 16)
    expect([at(390), at(800), at(1280)]).toEqual([1, 2, 3])
    expect(PER_VIEW_QUERIES.map(({ perView }) => perView)).toEqual([3, 2])
  })

  it('wraps autoplay from the last slide to the first', () => expect(nextIndex(1, 4, 3, true)).toBe(0))
})

describe('the launch content, published as the business changes it', () => {
  const dir = mkdtempSync(join(tmpdir(), 'spec-content-'))
  afterAll(() => rmSync(dir, { recursive: true }))
  cpSync('content', dir, { recursive: true })
  const edit = (file: string, change: (words: any) => void) => {
    const data = JSON.parse(readFileSync(join(dir, file), 'utf8'))
    Object.values(data).forEach(change)
    writeFileSync(join(dir, file), JSON.stringify(data, null, 2))
  }
  const before = specMismatches()
  // Each one away from the specification's own value, whatever the content holds today.
  edit('settings.json', (words) => Object.assign(words, { spotsPerMonth: 9, copyrightYear: 2026 }))
  edit(
    'home/pricing.json',
    (words) => (words.packages.find((pkg: { name: string }) => pkg.name === 'STANDARD MVP').price = 27500),
  )
  const changed = ['the spots each month', 'the copyright year', "the STANDARD MVP package's price"]

  it('passes the content check with spots, a price and the year changed', async () => {
    expect(formatProblems(await checkContent(dir))).toBe(formatProblems([]))
  })

  // The command starts Vite in a process of its own: seconds on a busy machine.
  it('lists exactly the values changed, one line each, and exits with success', () => {
    const output = execFileSync('node', ['scripts/measure/spec-check.mjs', dir], { encoding: 'utf8' })
    const lines = output.split('\n').filter((line) => line.startsWith('  '))
    const what = (line: string) => line.trim().split(':')[0]
    expect(lines.map(what)).toEqual(expect.arrayContaining(changed))
    expect(lines.map(what).filter((name) => !changed.includes(name!))).toEqual(
      before.map(what).filter((name) => !changed.includes(name!)),
    )
    expect(lines).toContain('  the spots each month: the specification says 8, the content has 9')
    expect(lines).toContain('  the copyright year: the specification says 2025, the content has 2026')
    expect(lines).toContain(
      `  the STANDARD MVP package's price: the specification says "$25,000", the content has "$27,500"`,
    )
  }, 60_000)
})
