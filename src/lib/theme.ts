import { useSyncExternalStore } from 'react'
import { BRAND } from '../styles/brand.mjs'
import script from './theme.script.js?raw'

/** The browser UI colour: the site's ink, matching the header-less hero and the manifest. */
export const themeColor = BRAND.ink

/** The same in the dark theme, whose hero is darker still. */
export const themeColorDark = BRAND.night

/**
 * The theme: the system's light or dark setting, unless the visitor chose one. The choice lives
 * on `<html data-theme>` (the stylesheet's tokens read it) and in localStorage, from where the
 * inline `THEME_SCRIPT` puts it back before the first paint of every page, so no page ever shows
 * the other theme first. The attribute is the one source of truth: the control reads it.
 */
export type ThemeChoice = 'system' | 'light' | 'dark'

export const THEME_KEY = 'launchloop:theme'

/**
 * `theme.script.js`, plain ES5 inlined into every page's head (allowed by its hash in the CSP):
 * with no choice, or no storage (refused in some private windows), it does nothing and the
 * system's setting applies through CSS alone.
 */
export const THEME_SCRIPT = script.trim()

const listeners = new Set<() => void>()
const changed = () => listeners.forEach((listener) => listener())

export function currentTheme(root: HTMLElement = document.documentElement): ThemeChoice {
  const theme = root.getAttribute('data-theme')
  return theme === 'light' || theme === 'dark' ? theme : 'system'
}

function apply(choice: ThemeChoice, root: HTMLElement) {
  if (choice === 'system') root.removeAttribute('data-theme')
  else root.setAttribute('data-theme', choice)
  changed()
}

/** Applies the visitor's choice and remembers it on this device. */
export function chooseTheme(choice: ThemeChoice, root: HTMLElement = document.documentElement, storage: Storage | undefined = globalThis.localStorage) {
  apply(choice, root)
  try {
    if (choice === 'system') storage?.removeItem(THEME_KEY)
    else storage?.setItem(THEME_KEY, choice)
  } catch {
    // Not kept (storage refused): this page still changes.
  }
}

/** A choice made in another tab applies here too. */
function synced(event: StorageEvent) {
  if (event.key !== THEME_KEY && event.key !== null) return
  const value = event.newValue
  apply(value === 'light' || value === 'dark' ? value : 'system', document.documentElement)
}

function subscribe(listener: () => void) {
  if (listeners.size === 0) window.addEventListener('storage', synced)
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0) window.removeEventListener('storage', synced)
  }
}

/** The current choice; 'system' while prerendering and hydrating (the control's CSS shows the real one). */
export function useTheme(): ThemeChoice {
  return useSyncExternalStore(subscribe, () => currentTheme(), () => 'system')
}
