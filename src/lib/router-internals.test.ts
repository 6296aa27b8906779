// @vitest-environment node
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { createMemoryHistory, createRouter } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { routeTree } from '../routeTree.gen'
import { INLINE_CSS_FLAG, SPLIT_ROUTE, isNotFoundMatch, routeIdOf } from './router-internals'

const require = createRequire(import.meta.url)
/** The text of every file of a package's ESM build whose name matches. */
function packageCode(name: string, file: RegExp) {
  const root = dirname(require.resolve(`${name}/package.json`))
  const { readdirSync } = require('node:fs') as typeof import('node:fs')
  const files = readdirSync(join(root, 'dist/esm'), { recursive: true }) as string[]
  return files.filter((path) => file.test(path)).map((path) => readFileSync(join(root, 'dist/esm', path), 'utf8')).join('\n')
}

describe('the router internals the build relies on (src/lib/router-internals.ts)', () => {
  it('the router still reads the inline-CSS flag the build redefines', () => {
    const asset = packageCode('@tanstack/react-router', /Asset\.js$/)
    expect(asset, 'react-router no longer reads TSS_INLINE_CSS_ENABLED: see src/lib/router-internals.ts').toContain(INLINE_CSS_FLAG)
  })

  it('the router plugin still names split components with ?tsr-split=component', () => {
    const plugin = packageCode('@tanstack/router-plugin', /\.js$/)
    expect(plugin, 'the router plugin no longer splits with tsr-split: see src/lib/router-internals.ts').toMatch(/tsr-split/)
    expect(plugin).toMatch(/["']component["']/)
    expect(SPLIT_ROUTE.exec('src/routes/case-study.$slug.tsx?tsr-split=component')?.[1]).toBe('case-study.$slug')
  })

  it('derives route ids from flat route file names as the generator does', () => {
    expect(routeIdOf('index')).toBe('/')
    expect(routeIdOf('get-started')).toBe('/get-started')
    expect(routeIdOf('case-study.$slug')).toBe('/case-study/$slug')
    expect(routeIdOf('blog.index')).toBe('/blog/')
    // The generated tree agrees for every route file.
    const tree = readFileSync(new URL('../routeTree.gen.ts', import.meta.url), 'utf8')
    for (const [, file] of tree.matchAll(/from '\.\/routes\/(?!__root)([^']+)'/g)) expect(tree).toContain(`id: '${routeIdOf(file!)}'`)
  })

  it('tells the root match of an unknown address from a found page', async () => {
    const rootMatch = async (path: string) => {
      const router = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: [path] }) })
      await router.load()
      return router.state.matches[0]!
    }
    expect(isNotFoundMatch(await rootMatch('/no/such/page')), 'the router no longer flags _notFound: see src/lib/router-internals.ts').toBe(true)
    expect(isNotFoundMatch(await rootMatch('/'))).toBe(false)
  })
})
