/**
 * What code that loads with every page asks of a language, without the locale table (locale.ts), whose bytes
 * stay out of the first load: the default language, a path in a language, the page's language.
 */
import type { LOCALES } from './locales.mjs'

export type Lang = keyof typeof LOCALES

/** The table's first row, at the site's root (locale.test.ts holds them equal). */
export const DEFAULT_LANG = 'en' satisfies Lang

/** `/get-started` in a language: every one but the default lives under its code (the route's `{-$locale}`); `''` gives the prefix. */
export const localePath = (lang: Lang, path: string) => (lang === DEFAULT_LANG ? path : `/${lang}${path}`)

/** In the browser, the page's language, from its address as `langOf` reads it on the server: not `<html lang>`, which a browser's translator rewrites to a language the site does not have. */
export const pageLang = (pathname = location.pathname) => langIn(pathname, __LANGS__)

/** The language an address is in, of `langs`: its first segment, when that names one other than the default. */
export function langIn(pathname: string, langs: readonly string[]): Lang {
  const first = /^\/([^/]+)(?:\/|$)/.exec(pathname)?.[1]
  return first !== undefined && first !== DEFAULT_LANG && langs.includes(first) ? (first as Lang) : DEFAULT_LANG
}
