import { describe, expect, it } from 'vitest'
import { applicationFieldShapes } from '../content/application-fields'
import { charactersIn, charactersLeft, sentValue } from './answers'

const message = applicationFieldShapes.find((field) => field.name === 'message')!

describe('what an answer sends', () => {
  it('removes format and control characters: an answer of them alone is empty', () => {
    expect(sentValue('\u200B')).toBe('')
    expect(sentValue(' \u200B\u2060\uFEFF ')).toBe('')
    expect(sentValue('Ada\u202E')).toBe('Ada')
    expect(sentValue('\u202Dabc\u202C \u2066x\u2069 \u200Ey\u200F')).toBe('abc x y')
    expect(sentValue('a\u0000b\u0007c\u001Bd\u007Fe\u0085f')).toBe('abcdef')
  })

  it('keeps what is typed: line breaks (as LF), tabs, and a joiner that shapes the characters either side', () => {
    expect(sentValue('one\r\ntwo\rthree\n\tfour')).toBe('one\ntwo\nthree\n\tfour')
    // A woman technologist (an emoji sequence), and a Persian word with its non-joiner.
    expect(sentValue('👩\u200D💻')).toBe('👩\u200D💻')
    expect(sentValue('می\u200Cخواهم')).toBe('می\u200Cخواهم')
    expect(sentValue('\u200Dword\u200C')).toBe('word')
    expect(sentValue('a\u200D\u200Db')).toBe('ab')
  })

  it('counts characters as a visitor does, of what is sent', () => {
    expect(charactersIn('👩\u200D💻 é')).toBe(5)
    expect(charactersIn(' Ada\u200B ')).toBe(3)
    expect(charactersLeft(message, 'x'.repeat(message.kind === 'textarea' ? message.maxLength + 7 : 0))).toBe(-7)
    expect(charactersLeft(message, `${'x'.repeat(4_000)}${'\u200B'.repeat(2_000)}`)).toBe(1_000)
  })
})
