export const LANGS = ['en', 'ar'] as const

export type Lang = (typeof LANGS)[number]

export type Localized<T> = Record<Lang, T>

export const isLang = (value: string): value is Lang => (LANGS as readonly string[]).includes(value)

export function langOf(pathname: string): Lang {
  return /^\/ar(\/|$)/.test(pathname) ? 'ar' : 'en'
}

export const direction: Localized<'ltr' | 'rtl'> = { en: 'ltr', ar: 'rtl' }

/** Arabic keeps Western digits (`nu-latn`): prices in US dollars and quoted figures read the same in both languages (docs/arabic.md). */
export const intlLocale: Localized<string> = { en: 'en-US', ar: 'ar-AE-u-nu-latn' }

export function localePath(lang: Lang, path: string): string {
  if (lang === 'en') return path
  return path === '/' ? '/ar/' : `/ar${path}`
}

export const englishPath = (path: string) => path.replace(/^\/ar(?=\/|$)/, '') || '/'

/** The not-found page's twin is that language's home. */
export function alternatePath(path: string, lang: Lang): string {
  const english = englishPath(path)
  return localePath(lang, /(^|\/)404$/.test(english) ? '/' : english)
}

/** The language a route's `{-$locale}` segment names (the route itself refuses any other). */
export const langOfParam = (locale: string | undefined): Lang => (locale === 'ar' ? 'ar' : 'en')
