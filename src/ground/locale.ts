/** Every language helper, derived from the table (locales.mjs). */
import { envSuffix } from './env.ts'
import { DEFAULT_LANG, langIn, localePath, type Lang } from './lang.ts'
import { LOCALES } from './locales.mjs'

export { DEFAULT_LANG, envSuffix, LOCALES, localePath, type Lang }

export const LANGS = Object.keys(LOCALES) as Lang[]

export type Localized<T> = Record<Lang, T>

export const isLang = (value: string): value is Lang => (LANGS as readonly string[]).includes(value)

const byLang = <T>(pick: (row: (typeof LOCALES)[Lang]) => T) =>
  Object.fromEntries(LANGS.map((lang) => [lang, pick(LOCALES[lang])])) as Localized<T>

export const direction: Localized<'ltr' | 'rtl'> = byLang((row) => row.dir)

export const intlLocale: Localized<string> = byLang((row) => row.intl)

export const ogLocale: Localized<string> = byLang((row) => row.og)

/** Where a language's pages live: '' for the default language, `/ar` for Arabic. */
export const localePrefix = (lang: Lang) => localePath(lang, '')

/** A language's name in itself (`Intl`, so the browser's code carries no words): the language link's, past two languages. */
export const nativeName = (lang: Lang) => new Intl.DisplayNames([lang], { type: 'language' }).of(lang) ?? lang

/** Every language but the page's, in the table's order: the language link's. */
export const otherLangs = (lang: Lang) => LANGS.filter((other) => other !== lang)

const PREFIXED = otherLangs(DEFAULT_LANG)

/** The language an address is in: its first segment, when that names a language of the table's. */
export const langOf = (pathname: string) => langIn(pathname, LANGS)

/** The page's address in the default language (its canonical English path). */
export const englishPath = (path: string) => path.slice(localePrefix(langOf(path)).length) || '/'

/** The not-found page's twin is that language's home. */
export function alternatePath(path: string, lang: Lang): string {
  const english = englishPath(path)
  return localePath(lang, /(^|\/)404$/.test(english) ? '/' : english)
}

/** The language a route's `{-$locale}` segment names (the route itself refuses any other). */
export const langOfParam = (locale: string | undefined): Lang =>
  locale !== undefined && isLang(locale) ? locale : DEFAULT_LANG

/** The router's address of a language's home has no trailing slash (`/ar`); links name it `/ar/`. */
export const withHomeSlash = (pathname: string) =>
  pathname !== '/' && PREFIXED.some((lang) => pathname === localePrefix(lang)) ? `${pathname}/` : pathname
