import { describe, expect, it } from 'vitest'
import { chrome, navigation, site } from '../../../content/site'
import { LANGS } from '../../../content/locale'
import { FULL_ROW_STEPS, fullRowFrom, fullRowWidth, type HeaderWords } from './header-fit'

const wordsIn = (lang: (typeof LANGS)[number]): HeaderWords => ({
  name: site.name,
  sections: navigation[lang].map((item) => item.label),
  otherLanguage: chrome[lang].otherLanguage,
  getStarted: chrome[lang].getStarted,
})

describe('where the header holds its whole row', () => {
  it('is a step the stylesheet has, with the row and the header padding within it, in each language', () => {
    for (const lang of LANGS) {
      const step = fullRowFrom(wordsIn(lang))
      expect(FULL_ROW_STEPS, lang).toContain(step)
      expect(fullRowWidth(wordsIn(lang)) + 4, lang).toBeLessThanOrEqual(step!)
    }
  })

  it('moves to a wider screen as a section grows, never a narrower one', () => {
    const words = wordsIn('en')
    const widths = [0, 4, 8, 12].map((more) => fullRowWidth({ ...words, sections: [words.sections[0]!.padEnd(words.sections[0]!.length + more, 'e'), ...words.sections.slice(1)] }))
    expect(widths).toEqual([...widths].sort((a, b) => a - b))
    expect(new Set(widths).size).toBe(widths.length)
  })

  it('counts wide letters wider than narrow ones, and a letter of any script', () => {
    const width = (section: string) => fullRowWidth({ ...wordsIn('en'), sections: [section] })
    expect(width('WWWW')).toBeGreaterThan(width('eeee'))
    expect(width('eeee')).toBeGreaterThan(width('iiii'))
    expect(width('سسسس')).toBeGreaterThan(width('دددد'))
    expect(width('漢字漢字')).toBeGreaterThan(width('eeee'))
  })

  it('is nowhere for words too wide for any step: the sections then stay in the drawer', () => {
    expect(fullRowFrom({ ...wordsIn('en'), sections: Array(5).fill('W'.repeat(40)) })).toBeUndefined()
  })
})
