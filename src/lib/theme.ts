/** `<html data-theme>` is the one source of truth; with no choice, or no storage, CSS follows the system (docs/pages.md, "Themes, installing, sharing"). */
export type ThemeChoice = 'system' | 'light' | 'dark'

export const THEME_CHOICES: ThemeChoice[] = ['system', 'light', 'dark']

export const THEME_KEY = 'launchloop:theme'

const root = () => document.documentElement

/**
 * A dark picture's `<source>` as served follows the system, as the page's colours do with no choice made;
 * a choice made on the site sets it to always or never, and the browser draws the other picture.
 * On screen only: print is light (tokens.css).
 */
export const DARK_PICTURE_MEDIA = 'screen and (prefers-color-scheme: dark)'
const PICTURE_MEDIA: Record<ThemeChoice, string> = { system: DARK_PICTURE_MEDIA, dark: 'screen', light: 'not all' }
export const DARK_PICTURE = 'data-dark-picture'

export function matchPictures() {
  // Where the page's colours cannot turn dark (no light-dark(), as tokens.css says), neither do the pictures.
  const media = globalThis.CSS?.supports('color', 'light-dark(#000, #fff)') ? PICTURE_MEDIA[currentTheme()] : 'not all'
  document.querySelectorAll(`source[${DARK_PICTURE}]`).forEach((source) => source.setAttribute('media', media))
}

/** Only light or dark is ever applied: storage is the visitor's to tamper with. */
function applyTheme(choice: string | null) {
  if (choice === 'light' || choice === 'dark') root().setAttribute('data-theme', choice)
  else root().removeAttribute('data-theme')
  matchPictures()
}

export const currentTheme = (): ThemeChoice => (root().getAttribute('data-theme') as ThemeChoice | null) ?? 'system'

/** Applied, and kept where storage allows (with cookies blocked, reading it throws). */
export function chooseTheme(choice: ThemeChoice) {
  applyTheme(choice)
  try {
    if (choice === 'system') localStorage.removeItem(THEME_KEY)
    else localStorage.setItem(THEME_KEY, choice)
  } catch {
    // Not kept: this page still changes.
  }
}

export function restoreTheme() {
  try {
    applyTheme(localStorage.getItem(THEME_KEY))
  } catch {
    // No storage: the system's setting.
  }
}

export function onThemeChange(listener: () => void) {
  const observer = new MutationObserver(listener)
  observer.observe(root(), { attributes: true, attributeFilter: ['data-theme'] })
  return () => observer.disconnect()
}
