import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const SRC = new URL('.', import.meta.url).pathname

const FLOORS: [name: string, folders: RegExp][] = [
  ['routes', /^(routes\/|[^/]+$)/],
  ['pages', /^components\//],
  ['features', /^application\//],
  ['ui', /^ui\//],
  ['islands and early input', /^(islands|early-input)\//],
  ['lib', /^lib\//],
  ['content', /^(content|styles)\//],
  ['ground', /^ground\//],
]

const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) =>
    statSync(join(dir, name)).isDirectory() ? walk(join(dir, name)) : [join(dir, name)],
  )

const floorOf = (file: string) => FLOORS.findIndex(([, folders]) => folders.test(file))

const resolveImport = (from: string, specifier: string) => {
  const path = resolve(dirname(from), specifier.replace(/\?.*$/, ''))
  return ['', '.ts', '.tsx', '.mjs', '/index.ts']
    .map((extension) => path + extension)
    .find((file) => existsSync(file) && statSync(file).isFile())
}

function imports() {
  const sources = walk(SRC).filter((file) => /\.(tsx?|mjs|css)$/.test(file) && !/\.test\.tsx?$/.test(file))
  return sources.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)['"](\.{1,2}\/[^'"]+)['"]/g)].flatMap(
      ([, specifier]) => {
        const target = resolveImport(file, specifier!)
        return target?.startsWith(SRC) ? [{ from: relative(SRC, file), to: relative(SRC, target) }] : []
      },
    ),
  )
}

describe('the floors (docs/architecture.md)', () => {
  const edges = imports()

  it('reads the imports of every floor', () => {
    const floors = new Set(edges.flatMap(({ from, to }) => [floorOf(from), floorOf(to)]))
    expect([...floors].sort()).toEqual(FLOORS.map((_, index) => index))
  })

  it('places every module of src/ on a floor', () => {
    expect(edges.flatMap(({ from, to }) => [from, to]).filter((file) => floorOf(file) < 0)).toEqual([])
  })

  it('has no import that climbs a floor', () => {
    const climbs = [
      ...new Set(edges.filter(({ from, to }) => floorOf(to) < floorOf(from)).map(({ from, to }) => `${from} -> ${to}`)),
    ]
    expect(climbs, 'imports that climb a floor').toEqual([])
  })
})
