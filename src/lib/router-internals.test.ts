import { createMemoryHistory } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { createAppRouter } from '../router'
import { isNotFoundMatch } from './router-internals'

describe('the router internals the build relies on (src/lib/router-internals.ts)', () => {
  it('tells the root match of an unknown address from a found page', async () => {
    const rootMatch = async (path: string) => {
      const router = createAppRouter({
        history: createMemoryHistory({ initialEntries: [path] }),
        assets: { css: '', script: '' },
      })
      await router.load()
      return router.state.matches[0]!
    }
    expect(
      isNotFoundMatch(await rootMatch('/no/such/page')),
      'the router no longer flags _notFound: see src/lib/router-internals.ts',
    ).toBe(true)
    expect(isNotFoundMatch(await rootMatch('/case-study/nope'))).toBe(true)
    expect(isNotFoundMatch(await rootMatch('/'))).toBe(false)
  })
})
