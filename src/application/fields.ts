import { CONSENT_FIELD } from '../content/application-fields'
import { HONEYPOT_NAME } from './spam'

/** A field's control in our form as served: an input or textarea, or its radios (whose value is the checked one's). */
export const fieldControl = (form: HTMLFormElement, name: string) =>
  form.elements.namedItem(name) as HTMLInputElement | RadioNodeList | null

export const anyTyped = (values: Record<string, string>) => Object.values(values).some((value) => value.trim() !== '')

/** What the served form holds, as the draft keeps it: the fields filled in, never the consent box or the honeypot. */
export function filledIn(form: HTMLFormElement) {
  const values: Record<string, string> = {}
  for (const [name, value] of new FormData(form))
    if (name !== CONSENT_FIELD && name !== HONEYPOT_NAME && typeof value === 'string' && value) values[name] = value
  return values
}
