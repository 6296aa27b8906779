import { useSyncExternalStore } from 'react'
import { BRAND } from '../styles/brand.mjs'
import script from './theme.script.js?raw'

export const themeColor = BRAND.ink

export const themeColorDark = BRAND.night

/** The choice lives on `<html data-theme>`, the one source of truth, and in localStorage, restored before the first paint. */
export type ThemeChoice = 'system' | 'light' | 'dark'

export const THEME_KEY = 'launchloop:theme'

/** Inlined into every head (allowed by hash); with no choice or no storage the system's setting applies through CSS. */
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

export function chooseTheme(choice: ThemeChoice, root: HTMLElement = document.documentElement, storage: Storage | undefined = globalThis.localStorage) {
  apply(choice, root)
  try {
    if (choice === 'system') storage?.removeItem(THEME_KEY)
    else storage?.setItem(THEME_KEY, choice)
  } catch {
    // Not kept (storage refused): this page still changes.
  }
}

// The attribute is watched, not only set here: the early-input script sets it too (before hydration,
// and when another tab chooses).
let observer: MutationObserver | undefined

function subscribe(listener: () => void) {
  if (listeners.size === 0) {
    observer = new MutationObserver(changed)
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] })
  }
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0) observer?.disconnect()
  }
}

/** 'system' while prerendering and hydrating: the control's CSS shows the real choice. */
export function useTheme(): ThemeChoice {
  return useSyncExternalStore(subscribe, () => currentTheme(), () => 'system')
}
