import { describe, expect, it, vi } from 'vitest'
import {
  alternatePath,
  DEFAULT_LANG,
  direction,
  englishPath,
  envSuffix,
  intlLocale,
  langOf,
  langOfParam,
  LANGS,
  localePath,
  localePrefix,
  LOCALES,
  ogLocale,
  otherLangs,
  withHomeSlash,
} from './locale'

describe('the locale table', () => {
  it('puts the default language first, at the root', () => {
    expect(LANGS[0]).toBe(DEFAULT_LANG)
    expect(localePrefix(DEFAULT_LANG)).toBe('')
    expect(LANGS).toEqual(Object.keys(LOCALES))
  })

  it('gives Arabic its prefix, direction, locales and variables', () => {
    expect(localePrefix('ar')).toBe('/ar')
    expect(direction).toEqual({ en: 'ltr', ar: 'rtl' })
    expect(intlLocale).toEqual({ en: 'en-US', ar: 'ar-AE-u-nu-latn' })
    expect(ogLocale).toEqual({ en: 'en_US', ar: 'ar_AE' })
    expect([envSuffix('en'), envSuffix('ar')]).toEqual(['', '_AR'])
    expect(otherLangs('en')).toEqual(['ar'])
  })

  it('reads and writes each language’s addresses', () => {
    expect(['/', '/ar', '/ar/', '/ar/get-started', '/arx', '/get-started/ar'].map(langOf)).toEqual([
      'en',
      'ar',
      'ar',
      'ar',
      'en',
      'en',
    ])
    expect([localePath('ar', '/'), localePath('ar', '/privacy'), localePath('en', '/privacy')]).toEqual([
      '/ar/',
      '/ar/privacy',
      '/privacy',
    ])
    expect(['/ar', '/ar/', '/ar/privacy', '/arx', '/privacy'].map(englishPath)).toEqual([
      '/',
      '/',
      '/privacy',
      '/arx',
      '/privacy',
    ])
    expect([
      alternatePath('/ar/case-study/x', 'en'),
      alternatePath('/404', 'ar'),
      alternatePath('/ar/404', 'en'),
    ]).toEqual(['/case-study/x', '/ar/', '/'])
    expect([withHomeSlash('/ar'), withHomeSlash('/'), withHomeSlash('/ar/privacy')]).toEqual([
      '/ar/',
      '/',
      '/ar/privacy',
    ])
    expect([langOfParam(undefined), langOfParam('ar')]).toEqual(['en', 'ar'])
  })

  it('derives every helper from a row added to the table, and nothing else', async () => {
    vi.resetModules()
    vi.doMock('./locales.mjs', async (original) => {
      const { LOCALES: rows } = await original<typeof import('./locales.mjs')>()
      return { LOCALES: { ...rows, 'en-XA': { ...rows.en, intl: 'en-XA', og: 'en_XA' } } }
    })
    const third = await import('./locale')
    vi.doUnmock('./locales.mjs')
    // The next test must import the two-language table afresh.
    vi.resetModules()
    const lang = 'en-XA' as never
    expect(third.LANGS).toEqual(['en', 'ar', 'en-XA'])
    expect(third.langOf('/en-XA/privacy')).toBe('en-XA')
    expect(third.englishPath('/en-XA/privacy')).toBe('/privacy')
    expect(third.alternatePath('/ar/privacy', lang)).toBe('/en-XA/privacy')
    expect(third.withHomeSlash('/en-XA')).toBe('/en-XA/')
    expect(third.otherLangs('en')).toEqual(['ar', 'en-XA'])
    expect([third.intlLocale[lang], third.direction[lang], third.envSuffix(lang)]).toEqual(['en-XA', 'ltr', '_EN_XA'])
  })
})
