import { describe, expect, it } from 'vitest'
import { applicationForm, applicationText } from '../content/application'
import { applicationEmail } from './email'

const text = applicationText('en')
const label = (name: string) => text.fields.find((field) => field.name === name)!.label

describe('the application as an email', () => {
  const values = {
    firstname: 'Ada',
    lastname: 'Lovelace',
    email: 'ada@example.com',
    message: 'An engine',
    package_of_interest: 'Not sure yet',
  }
  const bodyOf = (link: string) => new URL(link).searchParams.get('body')!
  const packageIn = (words: typeof text) => {
    const field = words.fields.find((candidate) => candidate.name === 'package_of_interest')!
    return field.kind === 'choice' ? field.options![field.values.indexOf('Not sure yet')] : undefined
  }

  it('carries every field as plain text, the long answer last', () => {
    const link = applicationEmail(values, text)
    expect(link).toMatch(/^mailto:[^?]+\?subject=/)
    expect(bodyOf(link).split('\n')).toEqual([
      `${label('firstname')}: Ada`,
      `${label('lastname')}: Lovelace`,
      `${label('email')}: ada@example.com`,
      `${label('package_of_interest')}: ${packageIn(text)}`,
      `${label('message')}: An engine`,
    ])
  })

  it('carries what would be sent: no bidi override or zero-width character', () => {
    const body = bodyOf(applicationEmail({ ...values, firstname: 'Ada\u202E', lastname: '\u200B' }, text))
    expect(body.split('\n').slice(0, 2)).toEqual([`${label('firstname')}: Ada`, `${label('email')}: ada@example.com`])
  })

  it('is written in the language of the form it came from', () => {
    const arabic = applicationText('ar')
    const link = new URL(applicationEmail(values, arabic))
    expect(link.searchParams.get('subject')).toBe(arabic.emailSubject)
    const arabicLabel = (name: string) => arabic.fields.find((field) => field.name === name)!.label
    expect(link.searchParams.get('body')!.split('\n')[0]).toBe(`${arabicLabel('firstname')}: Ada`)
    expect(link.searchParams.get('body')).toContain(`${arabicLabel('package_of_interest')}: ${packageIn(arabic)}`)
    expect(packageIn(arabic)).toMatch(/[\u0600-\u06ff]/)
    expect(arabic.emailSubject).toMatch(/[\u0600-\u06ff]/)
  })

  it('is shortened to fit a link, with a note, never splitting a character', () => {
    const link = applicationEmail({ ...values, message: '🚀 engines '.repeat(1000) }, text)
    expect(link.length).toBeLessThanOrEqual(1800)
    expect(link.length).toBeGreaterThan(1700)
    expect(bodyOf(link)).toContain(`${label('email')}: ada@example.com`)
    expect(bodyOf(link).endsWith(applicationForm.en.emailShortened)).toBe(true)
  })
})
