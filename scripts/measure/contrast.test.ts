import { describe, expect, it } from 'vitest'
import { contrastRows, ratio, themes } from './contrast.mjs'

describe('colour contrast of both themes (WCAG 2.2 AA)', () => {
  it('computes WCAG ratios', () => {
    expect(ratio([0, 0, 0], [255, 255, 255])).toBeCloseTo(21, 5)
    expect(ratio([118, 118, 118], [255, 255, 255])).toBeCloseTo(4.54, 2)
  })

  it('gives the dark theme its own values for the page, text and accent', () => {
    const { light, dark } = themes()
    for (const token of ['bg', 'surface', 'text', 'text-muted', 'accent', 'on-accent', 'focus']) {
      expect(dark[token], token).toBeDefined()
      expect(dark[token], token).not.toEqual(light[token])
    }
  })

  for (const row of contrastRows()) {
    it(`${row.pair} (${row.where}) reaches ${row.min}:1 in both themes`, () => {
      expect(row.light).toBeGreaterThanOrEqual(row.min)
      expect(row.dark).toBeGreaterThanOrEqual(row.min)
    })
  }
})
