import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

const ROOT = new URL('../..', import.meta.url).pathname
const tracked = (pattern: RegExp) =>
  execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' })
    .split('\n')
    .filter((file) => pattern.test(file))
const read = (file: string) => {
  try {
    return readFileSync(`${ROOT}${file}`, 'utf8')
  } catch {
    return ''
  }
}

describe('the house', () => {
  it('tests read the copy through its loaders: at most 5 texts of content/ that the specification does not fix appear in them', () => {
    const specification = read('docs/specification.md')
    const texts = new Set<string>()
    const collect = (value: unknown): void => {
      // Not a slug, a file's name, a colour or an address: those are data the code must name.
      const text =
        typeof value === 'string' &&
        value.length >= 4 &&
        !/^([\w.-]+\.(webp|png|svg)|#[0-9a-f]+|https?:\/\/\S+|[a-z0-9-]+)$/i.test(value)
      if (text && !specification.includes(value)) texts.add(value)
      else if (value && typeof value === 'object') Object.values(value).forEach(collect)
    }
    for (const file of tracked(/^content\/.*\.json$/)) collect(JSON.parse(read(file)))
    const tests = tracked(/(\.test\.tsx?|\.spec\.ts|^tests\/.*\.ts)$/)
      .filter((file) => file !== 'tests/unit/house.test.ts')
      .map(read)
      .join('\n')
    const restated = [...texts].filter((text) =>
      ["'", '"', '`'].some((quote) => tests.includes(`${quote}${text}${quote}`)),
    )
    expect(restated.length, restated.join(' | ')).toBeLessThanOrEqual(5)
  })
})
