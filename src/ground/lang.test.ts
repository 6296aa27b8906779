// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { pageLang } from './lang'
import { LANGS, langOf, localePath } from './locale'

describe('pageLang', () => {
  afterEach(() => {
    history.replaceState(null, '', '/')
    document.documentElement.lang = ''
  })

  it("reads the page's language from its address, as langOf does on the server", () => {
    for (const lang of LANGS)
      for (const path of ['/', '/get-started', '/case-study/moneymind', '/nowhere']) {
        history.replaceState(null, '', localePath(lang, path))
        expect(pageLang(), location.pathname).toBe(langOf(location.pathname))
        expect(pageLang()).toBe(lang)
      }
    history.replaceState(null, '', '/arabic')
    expect(pageLang()).toBe(langOf('/arabic'))
  })

  it('keeps it when a browser translator rewrites <html lang> to a language the site does not have', () => {
    history.replaceState(null, '', localePath(LANGS.at(-1)!, '/get-started'))
    document.documentElement.lang = 'hi-x-mtfrom-en'
    expect(pageLang()).toBe(LANGS.at(-1))
  })
})
