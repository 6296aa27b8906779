import { describe, expect, it } from 'vitest'
import { applicationForm } from '../content/application'
import { fill } from '../ground/fill'
import { countMessage } from './CharacterCount'

describe('the character count in words', () => {
  const en = applicationForm.en
  const ar = applicationForm.ar
  const as = (forms: Partial<Record<string, string>> & { other: string }, form: string, count: string) =>
    fill(forms[form] ?? forms.other, { count })

  it('in English, one and other, the number written as English writes it', () => {
    expect(countMessage(en, 'en', 1)).toBe(as(en.charactersLeft, 'one', '1'))
    expect(countMessage(en, 'en', 0)).toBe(as(en.charactersLeft, 'other', '0'))
    expect(countMessage(en, 'en', 5000)).toBe(as(en.charactersLeft, 'other', '5,000'))
    expect(countMessage(en, 'en', -1)).toBe(as(en.charactersOver, 'one', '1'))
    expect(countMessage(en, 'en', -5000)).toBe(as(en.charactersOver, 'other', '5,000'))
  })

  it("in Arabic, each of the language's six plural forms, in Western digits", () => {
    const cases: [number, string][] = [
      [0, 'zero'],
      [1, 'one'],
      [2, 'two'],
      [3, 'few'],
      [10, 'few'],
      [11, 'many'],
      [99, 'many'],
      [100, 'other'],
      [5000, 'other'],
    ]
    for (const [count, form] of cases)
      expect(countMessage(ar, 'ar', count), `${count}`).toBe(
        as(ar.charactersLeft, form, new Intl.NumberFormat('en-US').format(count)),
      )
    for (const [count, form] of cases.slice(1))
      expect(countMessage(ar, 'ar', -count), `-${count}`).toBe(
        as(ar.charactersOver, form, new Intl.NumberFormat('en-US').format(count)),
      )
    // Its forms differ: a count of one is spelled, a few takes the plural.
    expect(new Set(cases.map(([count]) => countMessage(ar, 'ar', count))).size).toBe(cases.length)
  })
})
