/**
 * Inlined into every page's head (`?iife`, vite.config.ts): puts back the theme before the first paint and runs every theme control,
 * which is no island; and keeps where the visit began (source.ts), on its first page even if no other script comes.
 */
import { keepSource } from './source'
import { chooseTheme, currentTheme, matchPictures, restoreTheme, type ThemeChoice } from './theme'

const showTheme = () =>
  document
    .querySelectorAll('[data-theme-option]')
    .forEach((option) =>
      option.setAttribute('aria-pressed', String(option.getAttribute('data-theme-option') === currentTheme())),
    )

restoreTheme()
keepSource()
document.addEventListener('DOMContentLoaded', () => {
  showTheme()
  matchPictures()
})
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
