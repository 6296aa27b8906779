/** The site's languages: English at `/`, Arabic under `/ar/`. Every piece of copy has a value in each. */
export const LANGS = ['en', 'ar'] as const

export type Lang = (typeof LANGS)[number]

/** One value per language (the content check refuses a content file missing one). */
export type Localized<T> = Record<Lang, T>

export const isLang = (value: string): value is Lang => (LANGS as readonly string[]).includes(value)

/** The language of an address: `/ar` and everything under `/ar/` is Arabic. */
export function langOf(pathname: string): Lang {
  return /^\/ar(\/|$)/.test(pathname) ? 'ar' : 'en'
}

export const direction: Localized<'ltr' | 'rtl'> = { en: 'ltr', ar: 'rtl' }

/**
 * The locale React Aria and `Intl` use. Arabic keeps Western digits (`nu-latn`): prices in US
 * dollars and the figures the copy quotes read the same in both languages (README, "Arabic").
 */
export const intlLocale: Localized<string> = { en: 'en-US', ar: 'ar-AE-u-nu-latn' }

/** An English page's address in `lang`: Arabic pages live under `/ar/`, its home at `/ar/`. */
export function localePath(lang: Lang, path: string): string {
  if (lang === 'en') return path
  return path === '/' ? '/ar/' : `/ar${path}`
}

/** The same page in `lang`; the not-found page's twin is that language's home. */
/** An address without its language's prefix: its English twin's. */
export const englishPath = (path: string) => path.replace(/^\/ar(?=\/|$)/, '') || '/'

export function alternatePath(path: string, lang: Lang): string {
  const english = englishPath(path)
  return localePath(lang, /(^|\/)404$/.test(english) ? '/' : english)
}

/** The language a route's `{-$locale}` segment names (the route itself refuses any other). */
export const langOfParam = (locale: string | undefined): Lang => (locale === 'ar' ? 'ar' : 'en')
