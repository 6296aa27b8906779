import { useEffect, useRef, useState } from 'react'
import type { ApplicationFormWords, ApplicationText, FieldSpec } from '../content/application'
import { intlLocale, type Lang } from '../ground/locale'
import { fill } from '../ground/fill'
import { charactersLeft } from './answers'
import { useApplicationCopy } from './copy-context'
import styles from './OwnForm.module.css'

/** GOV.UK's pause before a screen reader hears the count: never every keystroke. */
export const ANNOUNCE_AFTER_MS = 1000
/** A short answer shows its count from three quarters of its limit (GOV.UK's threshold); a long one always. */
const SHORT_COUNT_FROM = 0.75

const number = (lang: Lang, value: number) => new Intl.NumberFormat(intlLocale[lang]).format(value)

export function countMessage(words: ApplicationFormWords, lang: Lang, left: number) {
  const forms: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string } =
    left < 0 ? words.charactersOver : words.charactersLeft
  const count = Math.abs(left)
  return fill(forms[new Intl.PluralRules(intlLocale[lang]).select(count)] ?? forms.other, {
    count: number(lang, count),
  })
}

export const tooLongMessage = (field: FieldSpec, text: ApplicationText) =>
  field.kind === 'choice'
    ? undefined
    : fill(text.tooLong, { label: field.label, max: number(text.lang, field.maxLength) })

export const limitId = (id: string) => `${id}-limit`

/** GOV.UK's character count: as served, the limit; once this code runs, what is left, told to screen readers once typing pauses. Never cuts. */
export function CharacterCount({
  field,
  id,
  value,
  counting,
}: {
  field: FieldSpec
  id: string
  value: string
  counting: boolean
}) {
  const { form: words, text } = useApplicationCopy()
  const left = charactersLeft(field, value)
  const shown =
    field.kind !== 'choice' && (field.kind === 'textarea' || left <= field.maxLength * (1 - SHORT_COUNT_FROM))
  const message = counting && shown ? countMessage(words, text.lang, left) : ''
  const announced = useAnnounced(counting, message)
  return (
    <>
      {field.kind === 'textarea' ? (
        // Read with the field once the count shows: the limit is what a screen reader needs first.
        <p id={limitId(id)} className={counting ? 'visually-hidden' : `${styles.hint} ${styles.limit}`}>
          {fill(words.characterLimit, { count: number(text.lang, field.maxLength) })}
        </p>
      ) : null}
      {message ? (
        <p aria-hidden="true" className={left < 0 ? styles.error : styles.hint} data-count>
          {message}
        </p>
      ) : null}
      {/* GOV.UK's: a polite live region with no role, which a screen reader passes over while empty. */}
      <div aria-live="polite" className="visually-hidden">
        {announced}
      </div>
    </>
  )
}

/** The count a screen reader hears: none as the count starts (the field's description has the limit), then the count once typing pauses. */
function useAnnounced(counting: boolean, message: string) {
  const [announced, setAnnounced] = useState('')
  const started = useRef<string>(undefined)
  useEffect(() => {
    if (!counting) return
    if (started.current === undefined) {
      started.current = message
      return
    }
    const timer = setTimeout(() => setAnnounced(message), ANNOUNCE_AFTER_MS)
    return () => clearTimeout(timer)
  }, [counting, message])
  return announced
}
