import { describe, expect, it } from 'vitest'
import { chrome, navigation, site } from '../../../content/site'
import { LANGS } from '../../../ground/locale'
import { fullRowFrom, fullRowRule, fullRowWidth, type HeaderWords } from './header-fit'

const wordsIn = (lang: (typeof LANGS)[number]): HeaderWords => ({
  name: site.name,
  sections: navigation[lang].map((item) => item.label),
  otherLanguage: chrome[lang].otherLanguage,
  getStarted: chrome[lang].getStarted,
})
const withSection = (section: string) => ({ ...wordsIn('en'), sections: [section] })

describe('where the header holds its whole row', () => {
  it('is the row and the header padding, from where the theme control has joined, in each language', () => {
    for (const lang of LANGS) {
      expect(fullRowFrom(wordsIn(lang)), lang).toBeGreaterThanOrEqual(fullRowWidth(wordsIn(lang)) + 4)
      expect(fullRowFrom(wordsIn(lang)), lang).toBeGreaterThanOrEqual(64)
    }
    expect(fullRowFrom({ name: 'A', sections: ['a'], otherLanguage: 'a', getStarted: 'a' })).toBe(64)
  })

  it('moves to a wider screen as a section grows, never a narrower one', () => {
    const words = wordsIn('en')
    const widths = [0, 4, 8, 12].map((more) =>
      fullRowWidth({
        ...words,
        sections: [words.sections[0]!.padEnd(words.sections[0]!.length + more, 'e'), ...words.sections.slice(1)],
      }),
    )
    expect(widths).toEqual([...widths].sort((a, b) => a - b))
    expect(new Set(widths).size).toBe(widths.length)
  })

  it('counts wide letters wider than narrow ones, and a letter of any script', () => {
    const width = (section: string) => fullRowWidth(withSection(section))
    expect(width('WWWW')).toBeGreaterThan(width('eeee'))
    expect(width('eeee')).toBeGreaterThan(width('iiii'))
    expect(width('سسسس')).toBeGreaterThan(width('دددد'))
    expect(width('漢字漢字')).toBeGreaterThan(width('eeee'))
  })

  it("is the header's own container query, which turns the row on and gives it the row's width", () => {
    expect(fullRowRule(wordsIn('en'), 'row')).toBe(
      `@container header (min-width: ${fullRowFrom(wordsIn('en'))}rem) { .row { --full: ; --full-row: ${fullRowWidth(wordsIn('en')).toFixed(3)}rem; } }`,
    )
  })
})
