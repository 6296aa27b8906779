import { describe, expect, it } from 'vitest'
import { clampIndex, isInView, lastIndex, nextIndex, perViewFor, previousIndex } from './carousel-logic'
import { fill } from '../../ground/fill'

describe('carousel rules', () => {
  it('shows 1 card on small screens, 2 from medium and 3 from large', () => {
    expect(perViewFor(() => false)).toBe(1)
    expect(perViewFor((query) => query === '(min-width: 48em)')).toBe(2)
    expect(perViewFor(() => true)).toBe(3)
  })

  it('stops the last position where the view is still full', () => {
    expect(lastIndex(4, 1)).toBe(3)
    expect(lastIndex(4, 2)).toBe(2)
    expect(lastIndex(4, 3)).toBe(1)
    expect(lastIndex(2, 3)).toBe(0)
  })

  it('wraps from the last position to the first only when asked (autoplay)', () => {
    expect(nextIndex(0, 4, 1, true)).toBe(1)
    expect(nextIndex(3, 4, 1, true)).toBe(0)
    expect(nextIndex(3, 4, 1, false)).toBe(3)
    expect(nextIndex(1, 4, 3, true)).toBe(0)
    expect(nextIndex(1, 4, 3, false)).toBe(1)
  })

  it('keeps positions within bounds', () => {
    expect(previousIndex(0)).toBe(0)
    expect(previousIndex(2)).toBe(1)
    expect(clampIndex(-1, 4, 1)).toBe(0)
    expect(clampIndex(3, 4, 3)).toBe(1)
  })

  it('knows which slides are in view', () => {
    expect([0, 1, 2, 3].filter((slide) => isInView(slide, 1, 2))).toEqual([1, 2])
  })

  it('fills placeholders and leaves unknown ones', () => {
    expect(fill('{n} / {total}', { n: 2, total: 4 })).toBe('2 / 4')
    expect(fill('{n} {x}', { n: 1 })).toBe('1 {x}')
  })
})
