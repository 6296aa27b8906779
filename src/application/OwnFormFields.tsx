import {
  Checkbox,
  FieldError,
  Input,
  Label,
  Radio,
  RadioGroup,
  Text,
  TextArea,
  TextAreaContext,
  TextField,
  useSlottedContext,
  type TextAreaProps,
} from 'react-aria-components'
import type { ApplicationText, FieldSpec } from '../content/application'
import type { ApplicationValues, FieldErrors } from './status'
import fieldStyles from '../ui/Field/Field.module.css'
import { useApplicationCopy } from './copy-context'
import { fieldControl } from './fields'
import { charactersLeft, sentValue } from './answers'
import { CharacterCount, limitId, tooLongMessage } from './CharacterCount'
import { HONEYPOT_NAME } from './spam'
import styles from './OwnForm.module.css'

export const fieldId = (name: string) => `application-${name}`

/** GOV.UK's messages, checked on submit on what would be sent: a required field left empty, an answer over its limit, an email address mistyped. */
export function problemsIn(
  form: HTMLFormElement,
  values: ApplicationValues,
  consent: boolean,
  text: ApplicationText,
): FieldErrors {
  const found: FieldErrors = {}
  for (const field of text.fields) {
    const control = form.elements.namedItem(field.name)
    const value = values[field.name] ?? ''
    const mistyped = field.kind === 'text' && control instanceof HTMLInputElement && control.validity.typeMismatch
    const problem =
      field.required && !sentValue(value)
        ? field.missing
        : charactersLeft(field, value) < 0
          ? tooLongMessage(field, text)
          : mistyped
            ? field.invalid
            : undefined
    if (problem) found[field.name] = problem
  }
  if (!consent) found[text.consent.name] = text.consent.missing
  return found
}

/** What the fields hold where something is filled in: typed before this code ran, or a draft put back. */
export function valuesIn(form: HTMLFormElement, text: ApplicationText) {
  const values: ApplicationValues = {}
  for (const field of text.fields) {
    const control = fieldControl(form, field.name)
    if (control?.value) values[field.name] = control.value
  }
  const consent = form.elements.namedItem(text.consent.name)
  return { values, consent: consent instanceof HTMLInputElement && consent.checked }
}

/** `counting`: this code runs, so the count shows what is left (served, a long answer shows its limit). */
export function Field({
  field,
  value,
  onChange,
  isReadOnly,
  counting,
}: {
  field: FieldSpec
  value: string
  onChange: (value: string) => void
  isReadOnly: boolean
  counting: boolean
}) {
  const hint = field.hint ? (
    <Text slot="description" className={styles.hint}>
      {field.hint}
    </Text>
  ) : null
  if (field.kind === 'choice') {
    return (
      <RadioGroup
        name={field.name}
        isRequired={field.required}
        isReadOnly={isReadOnly}
        value={value || null}
        onChange={onChange}
        className={`${fieldStyles.field} ${styles.field}`}
        id={fieldId(field.name)}
        data-field
      >
        <Label className={fieldStyles.label}>{field.label}</Label>
        {hint}
        <div className={styles.options}>
          {field.values.map((option, at) => (
            <Radio key={option} value={option} className={styles.radio}>
              <span className={styles.dot} aria-hidden="true" />
              {field.options?.[at] ?? option}
            </Radio>
          ))}
        </div>
        <FieldError className={styles.error} />
      </RadioGroup>
    )
  }
  const id = fieldId(field.name)
  return (
    // No maxLength: it cuts what is pasted with no word. The count says it, and Send refuses it (GOV.UK's character count).
    <TextField
      name={field.name}
      isRequired={field.required}
      isReadOnly={isReadOnly}
      value={value}
      onChange={onChange}
      {...(field.kind === 'text'
        ? { type: field.type, autoComplete: field.autoComplete }
        : { 'aria-describedby': limitId(id) })}
      className={`${fieldStyles.field} ${styles.field}`}
      // The field's id is its control's: the label names it in the served HTML too.
      id={id}
      data-field
      data-over={counting && charactersLeft(field, value) < 0 ? true : undefined}
    >
      <Label className={fieldStyles.label}>{field.label}</Label>
      {hint}
      {field.kind === 'textarea' ? (
        <PlainTextArea className={`${fieldStyles.input} ${styles.textarea}`} rows={6} />
      ) : (
        // An email address or a phone number is typed left to right on an Arabic page too.
        <Input className={`${fieldStyles.input} ${styles.input}`} dir={field.type === 'text' ? undefined : 'ltr'} />
      )}
      <CharacterCount field={field} id={id} value={value} counting={counting} />
      <FieldError className={styles.error} />
    </TextField>
  )
}

/** TextField gives `type="text"` until its first render sees a textarea: the served HTML would carry it, which a textarea may not have. */
function PlainTextArea(props: TextAreaProps) {
  const { type: _type, ...context } = (useSlottedContext(TextAreaContext) ?? {}) as TextAreaProps & { type?: string }
  return (
    <TextAreaContext.Provider value={context}>
      <TextArea {...props} />
    </TextAreaContext.Provider>
  )
}

/** Required to send, and never kept: sending implies it. */
export function ConsentBox({
  isSelected,
  onChange,
  isReadOnly,
}: {
  isSelected: boolean
  onChange: (selected: boolean) => void
  isReadOnly: boolean
}) {
  const { consent: consentField } = useApplicationCopy().text
  return (
    <Checkbox
      name={consentField.name}
      isRequired
      isReadOnly={isReadOnly}
      isSelected={isSelected}
      onChange={onChange}
      className={styles.checkbox}
      id={fieldId(consentField.name)}
      data-field
    >
      {({ isInvalid }) => (
        <>
          <span className={styles.box} aria-hidden="true" />
          <span>
            {consentField.label}
            {isInvalid ? <span className={styles.error}>{consentField.missing}</span> : null}
          </span>
        </>
      )}
    </Checkbox>
  )
}

/** The honeypot (spam.ts): inert, so no person reaches, sees or hears it; drawn off the page, not `display: none`, which scripts skip. */
export function Honeypot() {
  return (
    <div className={styles.trap} inert aria-hidden="true">
      <input name={HONEYPOT_NAME} type="text" tabIndex={-1} autoComplete="off" />
    </div>
  )
}
