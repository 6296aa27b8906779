/**
 * The theme's script, inlined minified into every page's head before any content (`?iife`,
 * vite.config.ts): it puts back the visitor's theme before the first paint and runs every theme
 * control, which is no island: a press applies and keeps the choice, and each control's
 * `aria-pressed` follows the page's theme, however chosen.
 */
import { chooseTheme, currentTheme, restoreTheme, type ThemeChoice } from './theme'

const showTheme = () =>
  document.querySelectorAll('[data-theme-option]').forEach((option) => option.setAttribute('aria-pressed', String(option.getAttribute('data-theme-option') === currentTheme())))

restoreTheme()
document.addEventListener('DOMContentLoaded', showTheme)
// Chosen in another tab (whatever else changed there, the theme is read again).
addEventListener('storage', () => {
  restoreTheme()
  showTheme()
})
addEventListener('click', (event) => {
  const option = event.target instanceof Element && event.target.closest('[data-theme-option]')
  if (!option) return
  chooseTheme(option.getAttribute('data-theme-option') as ThemeChoice)
  showTheme()
})
