// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { chooseTheme, currentTheme, restoreTheme, THEME_KEY } from './theme'
import themeScript from './theme.script.ts?iife'

beforeAll(() => new Function(themeScript)())

const root = document.documentElement

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

  it('the inline script applies a theme chosen with any theme control, keeps it, and every control says so', () => {
    document.body.innerHTML = ['header', 'footer']
      .map(
        (place) =>
          `<div aria-label="${place}"><button data-theme-option="system" aria-pressed="true">System</button><button data-theme-option="dark" aria-pressed="false">Dark</button></div>`,
      )
      .join('')
    document.querySelector<HTMLButtonElement>('[data-theme-option="dark"]')!.click()
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark')
    expect(localStorage.getItem(THEME_KEY)).toBe('dark')
    const pressed = () =>
      Array.from(document.querySelectorAll('[aria-pressed="true"]'), (option) =>
        option.getAttribute('data-theme-option'),
      )
    expect(pressed()).toEqual(['dark', 'dark'])
    localStorage.removeItem(THEME_KEY)
    window.dispatchEvent(new StorageEvent('storage', { key: THEME_KEY }))
    expect(document.documentElement.hasAttribute('data-theme')).toBe(false)
    expect(pressed()).toEqual(['system', 'system'])
  })

  it('is put back from storage, which may hold only light or dark', () => {
    localStorage.setItem(THEME_KEY, 'dark')
    restoreTheme()
    expect(root.getAttribute('data-theme')).toBe('dark')
    localStorage.setItem(THEME_KEY, '"><img src=x>')
    restoreTheme()
    expect(root.hasAttribute('data-theme')).toBe(false)
  })

  it('is the system setting, with no error, where storage is refused', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('refused', 'SecurityError')
    })
    expect(restoreTheme).not.toThrow()
    expect(root.hasAttribute('data-theme')).toBe(false)
  })
})
