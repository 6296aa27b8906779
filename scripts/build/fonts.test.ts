import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'

const require = createRequire(import.meta.url)
const faces = (css: string) =>
  [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, body]) => ({
    file: body!.match(/files\/([\w-]+\.woff2)/)?.[1],
    // Spaces and line breaks apart, as Prettier wraps the list.
    range: body!.match(/unicode-range:\s*([^;]+);/)?.[1]?.replace(/\s+/g, ''),
  }))

describe('the brand faces (src/styles/fonts.css)', () => {
  const ours = faces(readFileSync(new URL('../../src/styles/fonts.css', import.meta.url), 'utf8'))

  it('each take the unicode-range their package gives that file', () => {
    expect(ours.length).toBeGreaterThan(0)
    for (const { file, range } of ours) {
      const pkg = file!.startsWith('inter')
        ? '@fontsource-variable/inter/wght.css'
        : `@fontsource/ibm-plex-sans-arabic/${file!.match(/-(\d00)-/)![1]}.css`
      const theirs = faces(readFileSync(require.resolve(pkg), 'utf8')).find((face) => face.file === file)
      expect(theirs?.range, file).toBe(range)
    }
  })
})
