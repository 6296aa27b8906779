import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { BRAND } from './brand.mjs'

describe('brand colours', () => {
  it('are the palette tokens of the stylesheet', () => {
    const tokens = readFileSync(new URL('./tokens.css', import.meta.url), 'utf8')
    expect(tokens).toContain(`--palette-ink-900: ${BRAND.ink};`)
    expect(tokens).toContain(`--palette-ink-1000: ${BRAND.night};`)
    expect(tokens).toContain(`--palette-violet-600: ${BRAND.accent};`)
    expect(tokens).toContain(`--palette-amber-400: ${BRAND.amber};`)
  })
})
