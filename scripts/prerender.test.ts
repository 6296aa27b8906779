// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { entryAssets } from './prerender'

describe('entryAssets', () => {
  it('collects the entry script, its static imports and every stylesheet', () => {
    const assets = entryAssets({
      'src/entry-client.tsx': { file: 'assets/entry.js', isEntry: true, imports: ['_shared.js'], css: ['assets/entry.css'] },
      '_shared.js': { file: 'assets/shared.js', imports: ['_deep.js'] },
      '_deep.js': { file: 'assets/deep.js', imports: ['_shared.js'] },
      'src/routes/index.tsx': { file: 'assets/index.js', src: 'src/routes/index.tsx' },
      'style.css': { file: 'assets/style.css' },
    })
    expect(assets).toEqual({
      script: '/assets/entry.js',
      preloads: ['/assets/shared.js', '/assets/deep.js'],
      css: ['/assets/entry.css', '/assets/style.css'],
    })
  })

  it('fails loudly without an entry', () => {
    expect(() => entryAssets({})).toThrow(/no entry chunk/)
  })
})
