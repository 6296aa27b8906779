/** The content files are checked against schema.ts at build and in `npm test`, so a loader trusts their shape. */
import settingsFile from '../../content/settings.json' with { type: 'json' }
import { fill } from '../ground/fill.ts'
import { LANGS, type Lang, type Localized } from '../ground/locale.ts'
import type { ContentKey, Settings, WordsIn } from './schema.ts'

export const settings = settingsFile.en as Settings

const buildValues: Record<string, string> = {
  site: settings.name,
  spots: String(settings.spotsPerMonth),
  year: String(settings.copyrightYear),
}

/** Fills the build's placeholders ({site}, {spots}, {year}); a page's own ({company}, {n}…) stay. */
export function fillBuildPlaceholders<T>(value: T): T {
  if (typeof value === 'string') return fill(value, buildValues) as T
  if (Array.isArray(value)) return value.map(fillBuildPlaceholders) as T
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, fillBuildPlaceholders(inner)])) as T
  return value
}

/** A content file's words, typed by its key in the catalog (schema.ts): `wordsOf<'home/hero'>` for content/home/hero.json. */
export const wordsOf = <K extends ContentKey>(file: unknown) => fillBuildPlaceholders(file) as Localized<WordsIn<K>>

export const perLanguage = <T>(pick: (lang: Lang) => T) =>
  Object.fromEntries(LANGS.map((lang) => [lang, pick(lang)])) as Localized<T>
