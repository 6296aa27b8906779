import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react'
import { Form } from 'react-aria-components'
import { keptValues } from './send'
import type { ApplicationValues } from './status'
import { ApplicationCopyContext, useApplicationCopy, type ApplicationCopy } from './copy-context'
import { readDraft, saveOwnDraft } from './draft'
import { useEarly } from '../early-input/useEarly'
import { EVENTS, track } from '../lib/funnel'
import { Button } from '../ui/Button/Button'
import { ErrorSummary } from './ErrorSummary'
import { PrivacyLink } from './PrivacyLink'
import { DiscardQuestion, Refused, Sent, Waiting } from './FormSteps'
import { anyTyped } from './fields'
import { packageIn } from './package'
import { PACKAGE_FIELD } from '../content/application-fields'
import { ConsentBox, Field, Honeypot, problemsIn, valuesIn } from './OwnFormFields'
import { trapsIn } from './traps'
import { useSubmission } from './useSubmission'
import styles from './OwnForm.module.css'

export function OwnForm({ copy }: { copy: ApplicationCopy }) {
  return (
    <ApplicationCopyContext.Provider value={copy}>
      <ApplicationFields />
    </ApplicationCopyContext.Provider>
  )
}

/** GOV.UK's error pattern; served as HTML that works before this code, whose fields it then takes as its own. */
function ApplicationFields() {
  const { form: copy, text } = useApplicationCopy()
  const [values, setValues] = useState<ApplicationValues>({})
  const [consent, setConsent] = useState(false)
  const [restored, setRestored] = useState(false)
  /** Served, a long answer shows its limit; from here on, the count. */
  const [counting, setCounting] = useState(false)
  const { step, errors, summary, showErrors, fix, submit, retry, discard, resume } = useSubmission(text, setValues)
  const formRef = useRef<HTMLFormElement>(null)
  const started = useRef(false)
  const sendButton = useEarly('queue')

  useLayoutEffect(() => {
    const draft = readDraft()
    const form = formRef.current
    const filled = form ? valuesIn(form, text) : { values: {}, consent: false }
    // As the fields hold it, never cut: only the draft stops at what it keeps.
    const values = { ...keptValues(draft?.values), ...filled.values }
    setValues(values)
    setCounting(true)
    setConsent(filled.consent)
    // A draft the page's head script saved from this page's typing was not put back (application.script.ts).
    setRestored(Boolean(draft) && !form?.closest('[data-typed-here]'))
    // Typed before this code ran: kept as if typed now. The package the address names is not typed (application.script.ts).
    const chosen = packageIn(location.search)
    const served: Record<string, string | undefined> = { ...(chosen && { [PACKAGE_FIELD]: chosen }), ...draft?.values }
    if (!draft?.id && Object.keys(filled.values).some((name) => filled.values[name] !== served[name]))
      saveOwnDraft({ savedAt: Date.now(), values: keptValues(values), lang: text.lang })
    resume(draft)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, as the island hydrates: a draft is resumed once
  }, [])

  // Started when focus first reaches the form, as for HubSpot's; once per page.
  useEffect(() => {
    const form = formRef.current
    const start = () => {
      if (!started.current) track(EVENTS.started, { form: 'own' })
      started.current = true
    }
    if (form?.contains(document.activeElement)) start()
    form?.addEventListener('focusin', start)
    return () => form?.removeEventListener('focusin', start)
  })
  const typed = anyTyped(values)
  // What is on its way is what was typed: nothing changes until HubSpot answers.
  const sending = step.status === 'sending'

  const update = (name: string, value: string) => {
    const next = { ...values, [name]: value }
    setValues(next)
    // eslint-disable-next-line react-hooks/purity -- runs on typing, never in render
    saveOwnDraft({ savedAt: Date.now(), values: keptValues(next), lang: text.lang })
    fix(name)
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const found = problemsIn(event.currentTarget, values, consent, text)
    showErrors(found)
    if (Object.keys(found).length === 0) submit(values, trapsIn(event.currentTarget))
  }

  const forget = () => {
    void discard()
    setValues({})
    setConsent(false)
    setRestored(false)
  }

  if (step.status === 'sent') return <Sent values={values} />
  if (step.status === 'waiting') {
    return (
      <div className={styles.form}>
        <Waiting
          reason={step.reason}
          keeper={step.keeper}
          values={values}
          onRetry={retry}
          until={step.unanswered ? undefined : step.until}
          savedAt={step.savedAt}
        />
        <DiscardQuestion onDiscard={forget} />
      </div>
    )
  }
  return (
    <Form
      ref={formRef}
      className={styles.form}
      onSubmit={onSubmit}
      validationBehavior="aria"
      validationErrors={errors}
      aria-label={copy.label}
      data-own-form
    >
      {/* Shown by the page's state (page-state.ts): offline, how this form works meanwhile. */}
      <p className={`${styles.note} ${styles.offlineNote}`}>{copy.offlineNote}</p>
      {/* Shown before this code runs too, by the page's script that puts the draft back. */}
      <p className={styles.note} hidden={!(restored && typed)} data-restored>
        {copy.restored}
      </p>
      <ErrorSummary errors={summary} form={formRef} />
      <p className={styles.intro}>{copy.intro}</p>
      {text.fields.map((field) => (
        <Field
          key={field.name}
          field={field}
          value={values[field.name] ?? ''}
          onChange={(value) => update(field.name, value)}
          isReadOnly={sending}
          counting={counting}
        />
      ))}
      <Honeypot />
      <ConsentBox
        isSelected={consent}
        onChange={(selected) => (setConsent(selected), fix(text.consent.name))}
        isReadOnly={sending}
      />
      <p className={styles.note}>
        {copy.privacy} <PrivacyLink />
      </p>
      {step.status === 'editing' && step.refused ? <Refused values={values} /> : null}
      <div className={styles.actions}>
        {/* Not React Aria's isPending: its announcement points at this button, gone once the answer comes. */}
        <Button ref={sendButton.ref} {...sendButton.props} type="submit">
          {sending ? copy.sending : copy.submit}
        </Button>
      </div>
      {/* There from the press, so that the words it later holds are read out. */}
      {sending ? (
        <p role="status" className={styles.note}>
          {step.slow ? copy.stillSending : null}
        </p>
      ) : null}
      {typed && !sending ? <DiscardQuestion onDiscard={forget} /> : null}
    </Form>
  )
}
