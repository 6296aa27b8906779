import { createRequire } from 'node:module'
import { pathToFileURL } from 'node:url'
import { FontaineTransform } from 'fontaine'
import type { Plugin } from 'vite'

const require = createRequire(import.meta.url)

/** Fallbacks for src/styles/fonts.css: local faces fontaine sizes to each brand face's metrics, the likeliest first. */
export const FALLBACKS = {
  'Inter Variable': ['Arial', 'Helvetica Neue', 'Roboto', 'Segoe UI'],
  'IBM Plex Sans Arabic': ['Segoe UI', 'Tahoma', 'Noto Sans Arabic', 'Arial'],
}

export const fontFallbacks = (): Plugin =>
  FontaineTransform.vite({ fallbacks: FALLBACKS, resolvePath: (id) => pathToFileURL(require.resolve(id)) }) as Plugin
