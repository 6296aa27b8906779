/** The site's loaders (src/content/load.ts), but reading each language when a component renders, not once: the preview follows the editor. */
import * as site from '../../src/content/load.ts'
import { LANGS, type Lang, type Localized } from '../../src/ground/locale.ts'

export * from '../../src/content/load.ts'

const isLang = (key: string | symbol): key is Lang => (LANGS as readonly unknown[]).includes(key)

const byLanguage = <T>(pick: (lang: Lang) => T) =>
  new Proxy({} as Localized<T>, {
    get: (_, key) => (isLang(key) ? pick(key) : undefined),
    ownKeys: () => [...LANGS],
    getOwnPropertyDescriptor: (_, key) =>
      isLang(key) ? { value: pick(key), enumerable: true, configurable: true } : undefined,
  })

export const perLanguage: typeof site.perLanguage = byLanguage

export const wordsOf: typeof site.wordsOf = (file) =>
  byLanguage((lang) => site.fillBuildPlaceholders((file as Record<Lang, unknown>)[lang])) as never
