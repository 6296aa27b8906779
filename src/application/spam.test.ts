import { describe, expect, it } from 'vitest'
import { ELAPSED_HEADER, HONEYPOT_HEADER, MIN_FILL_MS, spamVerdict } from './spam'

const headers = (values: Record<string, string>) => (name: string) => values[name]

describe('spamVerdict', () => {
  it('lets a person through after the minimum time with an empty honeypot', () => {
    expect(spamVerdict(headers({ [ELAPSED_HEADER]: String(MIN_FILL_MS), [HONEYPOT_HEADER]: '' }))).toBe('person')
  })
  it('stops a filled honeypot whatever the time', () => {
    expect(spamVerdict(headers({ [ELAPSED_HEADER]: '60000', [HONEYPOT_HEADER]: 'x' }))).toBe('honeypot')
  })
  it('stops a send faster than a person, or one with no time at all', () => {
    expect(spamVerdict(headers({ [ELAPSED_HEADER]: String(MIN_FILL_MS - 1) }))).toBe('too-fast')
    expect(spamVerdict(headers({}))).toBe('too-fast')
    expect(spamVerdict(headers({ [ELAPSED_HEADER]: '3e3' }))).toBe('too-fast')
  })
})
