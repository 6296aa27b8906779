import { describe, expect, it, vi } from 'vitest'
import { SHELL_META, isShellPath, takeOverShell } from './shell'

function doc(content?: string) {
  return {
    querySelector: (selector: string) =>
      content !== undefined && selector === `meta[name="${SHELL_META}"]` ? ({ content } as HTMLMetaElement) : null,
  }
}

describe('takeOverShell', () => {
  it('leaves a page prerendered for its own address alone', () => {
    const history = { state: null, replaceState: vi.fn() }
    expect(takeOverShell(doc(), history, { pathname: '/x', search: '', hash: '' })).toBeUndefined()
    expect(takeOverShell(doc('/404'), history, { pathname: '/404', search: '', hash: '' })).toBeUndefined()
    expect(history.replaceState).not.toHaveBeenCalled()
  })

  it('hydrates the shared 404 page at its own address, then returns the requested one', () => {
    const history = { state: { key: 1 }, replaceState: vi.fn() }
    const target = takeOverShell(doc('/404'), history, { pathname: '/case-study/nope', search: '?a=1', hash: '#b' })
    expect(target).toBe('/case-study/nope?a=1#b')
    expect(history.replaceState).toHaveBeenCalledWith({ key: 1 }, '', '/404')
    expect(isShellPath('/404')).toBe(true)
    expect(isShellPath('/case-study/nope')).toBe(false)
  })
})
