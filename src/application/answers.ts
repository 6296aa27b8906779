/** What an answer sends and how long it is: the one measure of the form's checks, its count, the sender and the worker alike. */
import type { FieldShape } from '../content/application-fields'

/** Invisible, never meant to be sent: format characters (zero-width space, bidi overrides and marks…) and controls other than tab and line feed. */
const INVISIBLE = /[\p{Cf}\p{Cc}]/gu
const KEPT_CONTROLS = new Set(['\t', '\n'])
/** A zero-width joiner or non-joiner between two visible characters shapes them (an emoji sequence, a Persian word): it stays there. */
const JOINERS = new Set(['\u200C', '\u200D'])
const VISIBLE = /^[^\p{Cf}\p{Cc}\s]/u

const shapes = (char: string, at: number, whole: string) =>
  JOINERS.has(char) && VISIBLE.test(whole.slice(at - 1, at)) && VISIBLE.test(whole.slice(at + 1))

/** The answer as sent: line breaks as typed (LF), the invisible removed, trimmed. An answer of invisible characters alone is empty. */
export function sentValue(value: string) {
  return value
    .replace(/\r\n?/g, '\n')
    .replace(INVISIBLE, (char, at: number, whole: string) =>
      KEPT_CONTROLS.has(char) || shapes(char, at, whole) ? char : '',
    )
    .trim()
}

/** Characters as a visitor counts them (code points: an emoji is one), of what is sent. */
export const charactersIn = (value: string) => [...sentValue(value)].length

export const charactersLeft = (shape: FieldShape, value: string) =>
  shape.kind === 'choice' ? Infinity : shape.maxLength - charactersIn(value)

/** What a draft keeps of a field: ten times its limit, so that a paste far past it (nothing of which could be sent) never fills the device's storage. */
export const keptLength = (shape: FieldShape) => (shape.kind === 'choice' ? 200 : shape.maxLength * 10)
