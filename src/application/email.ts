import type { ApplicationText } from '../content/application'
import { sentValue } from './answers'
import type { ApplicationValues } from './status'

function shown(field: ApplicationText['fields'][number], value: string) {
  return field.kind === 'choice' ? (field.options?.[field.values.indexOf(value)] ?? value) : value
}

/** Some mail programs cut longer links. */
const EMAIL_LINK_MAX = 1_800

export function applicationEmail(values: ApplicationValues, words: ApplicationText) {
  const link = (text: string) =>
    `mailto:${words.contactEmail}?subject=${encodeURIComponent(words.emailSubject)}&body=${encodeURIComponent(text)}`
  const lines = [...words.fields]
    .sort((a, b) => Number(a.kind === 'textarea') - Number(b.kind === 'textarea'))
    .map((field) => [field, sentValue(values[field.name] ?? '')] as const)
    .filter(([, value]) => value)
    .map(([field, value]) => `${field.label}: ${shown(field, value)}`)
  // Code points: a cut never splits a character.
  const text = Array.from(lines.join('\n'))
  const shortened = (length: number) => link(`${text.slice(0, length).join('')}…\n\n${words.emailShortened}`)
  if (link(text.join('')).length <= EMAIL_LINK_MAX) return link(text.join(''))
  let fits = 0
  let over = text.length
  while (over - fits > 1) {
    const middle = (fits + over) >> 1
    if (shortened(middle).length <= EMAIL_LINK_MAX) fits = middle
    else over = middle
  }
  return shortened(fits)
}
