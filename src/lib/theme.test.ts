import { afterEach, describe, expect, it, vi } from 'vitest'
import { chooseTheme, currentTheme, THEME_KEY, THEME_SCRIPT } from './theme'

const root = document.documentElement
const runScript = () => new Function(THEME_SCRIPT)()

describe('the theme', () => {
  afterEach(() => {
    root.removeAttribute('data-theme')
    localStorage.clear()
    vi.restoreAllMocks()
  })

  it('is the system setting until a choice, which is applied and remembered', () => {
    expect(currentTheme()).toBe('system')
    chooseTheme('dark')
    expect(root.getAttribute('data-theme')).toBe('dark')
    expect(localStorage.getItem(THEME_KEY)).toBe('dark')
    expect(currentTheme()).toBe('dark')
    chooseTheme('system')
    expect(root.hasAttribute('data-theme')).toBe(false)
    expect(localStorage.getItem(THEME_KEY)).toBeNull()
  })

  it('still changes the page when storage is refused', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('refused', 'SecurityError')
    })
    chooseTheme('light')
    expect(currentTheme()).toBe('light')
  })

  it('is put back before the first paint by the inline script, which accepts only light or dark', () => {
    localStorage.setItem(THEME_KEY, 'dark')
    runScript()
    expect(root.getAttribute('data-theme')).toBe('dark')
    root.removeAttribute('data-theme')
    localStorage.setItem(THEME_KEY, '"><img src=x>')
    runScript()
    expect(root.hasAttribute('data-theme')).toBe(false)
  })

  it('inline script: no storage, no error and no theme', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('refused', 'SecurityError')
    })
    expect(runScript).not.toThrow()
    expect(root.hasAttribute('data-theme')).toBe(false)
  })
})
