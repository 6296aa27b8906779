import { useCallback, useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react'
import {
  Checkbox,
  FieldError,
  Form,
  Input,
  Label,
  Radio,
  RadioGroup,
  Text,
  TextArea,
  TextField,
} from 'react-aria-components'
import { applicationFields, applicationForm as copy, consentField, type FieldSpec } from '../../../content/application'
import {
  clearDraft,
  hasContent,
  loadDraft,
  RESULT_CACHE,
  resultCacheKey,
  resultFromResponse,
  saveDraft,
  submissionBody,
  submissionRequest,
  submissionUrl,
  type ApplicationValues,
  type FieldErrors,
  type OutboxMessage,
  type SubmissionResult,
} from '../../../lib/application'
import { hubspotConfig } from '../../../lib/hubspot'
import { Button } from '../../ui/Button/Button'
import fieldStyles from '../../ui/Field/Field.module.css'
import styles from './NativeForm.module.css'

type Phase = 'editing' | 'sending' | 'queued' | 'sent' | 'failed'

const fieldId = (name: string) => `application-${name}`

/** The message for a field's value, or undefined when it is fine (checked on submit). */
function problemWith(field: FieldSpec, value: string): string | undefined {
  const text = value.trim()
  if (field.required && text === '') return field.missing
  if (field.kind !== 'choice' && value.length > field.maxLength) return copy.tooLong(field.label, field.maxLength)
  return undefined
}

/** How long the service worker has to say it took an application before the page sends it itself. */
const WORKER_ACK_MS = 3_000

/** Hands the application to the service worker; resolves whether the worker took it. */
function handToWorker(worker: ServiceWorker, message: OutboxMessage & { type: 'application-send' }) {
  return new Promise<boolean>((resolve) => {
    const container = navigator.serviceWorker
    const done = (taken: boolean) => {
      clearTimeout(timer)
      container.removeEventListener('message', onMessage)
      resolve(taken)
    }
    const onMessage = (event: MessageEvent) => {
      const reply = event.data as OutboxMessage | null
      if (reply?.type === 'application-received' && reply.id === message.id) done(true)
    }
    // A worker from before the outbox (an update waiting for Reload) never answers.
    const timer = setTimeout(() => done(false), WORKER_ACK_MS)
    container.addEventListener('message', onMessage)
    worker.postMessage(message)
  })
}

/**
 * HubSpot's form, sent by this site: the service worker sends it (or keeps it until online) and
 * its answer comes as a message (see the listener in NativeForm); without one, the page sends it.
 */
async function send(id: string, values: ApplicationValues): Promise<SubmissionResult | undefined> {
  const url = submissionUrl(hubspotConfig())
  const body = JSON.stringify(submissionBody(values, { pageUri: location.href, pageName: document.title }))
  const worker = navigator.serviceWorker?.controller
  if (worker && (await handToWorker(worker, { type: 'application-send', id, url, body }))) return undefined
  try {
    return await resultFromResponse(await fetch(submissionRequest(url, body)))
  } catch {
    return { status: 'queued' }
  }
}

/** A result the service worker noted for this application while no page was open. */
async function noted(id: string): Promise<SubmissionResult | undefined> {
  if (typeof caches === 'undefined') return undefined
  const cache = await caches.open(RESULT_CACHE)
  const response = await cache.match(resultCacheKey(id))
  if (!response) return undefined
  await cache.delete(resultCacheKey(id))
  return (await response.json()) as SubmissionResult
}

/**
 * The application form of our own (React Aria), sent to the same HubSpot form through its Forms
 * API. What the visitor types is kept on the device as they type (src/lib/application.ts) until
 * it is sent or discarded. Errors follow GOV.UK's pattern: checked on submit, a summary that takes
 * focus and links to each field, each error tied to its field, nothing typed cleared.
 */
export function NativeForm({ note }: { note?: 'fallback' | 'offline' }) {
  const [initial] = useState(() => loadDraft())
  const [values, setValues] = useState<ApplicationValues>(initial?.values ?? {})
  const [phase, setPhase] = useState<Phase>(initial?.state === 'queued' ? 'queued' : 'editing')
  const restored = Boolean(initial && hasContent(initial.values))
  const [summary, setSummary] = useState<{ name: string; message: string }[]>([])
  const [serverErrors, setServerErrors] = useState<FieldErrors>({})
  const id = useRef(initial?.id)
  /** Whether an application left waiting on an earlier visit has been looked at. */
  const resumed = useRef(false)
  const summaryRef = useRef<HTMLDivElement>(null)
  const outcomeRef = useRef<HTMLHeadingElement>(null)
  const formRef = useRef<HTMLFormElement>(null)
  const invalid = useRef<string[] | undefined>(undefined)
  const [focusTarget, setFocusTarget] = useState<'summary' | 'outcome' | undefined>()
  const [confirming, setConfirming] = useState(false)
  const confirmRef = useRef<HTMLHeadingElement>(null)
  // The question takes focus when asked, so that a screen reader reads it.
  useEffect(() => {
    if (confirming) confirmRef.current?.focus()
  }, [confirming])

  const update = useCallback((name: string, value: string) => {
    setValues((current) => {
      const next = { ...current, [name]: value }
      saveDraft({ values: next, state: 'editing' })
      return next
    })
    setServerErrors((current) => (current[name] ? Object.fromEntries(Object.entries(current).filter(([key]) => key !== name)) : current))
  }, [])

  const settle = useCallback(
    (result: SubmissionResult) => {
      if (result.status === 'sent') {
        clearDraft()
        setValues({})
      } else if (result.status === 'queued') {
        saveDraft({ values, state: 'queued', id: id.current })
      } else {
        saveDraft({ values, state: 'editing' })
      }
      if (result.status === 'invalid') {
        setServerErrors(result.errors)
        setSummary(Object.entries(result.errors).map(([name, message]) => ({ name, message })))
        setPhase('editing')
        setFocusTarget('summary')
        return
      }
      setPhase(result.status)
      setFocusTarget('outcome')
    },
    [values],
  )
  const settleRef = useRef(settle)
  settleRef.current = settle

  /** Whether a send is on its way, and whether another try was asked for meanwhile. */
  const sending = useRef<{ again: boolean } | undefined>(undefined)
  const dispatch = useCallback(async (draftValues: ApplicationValues) => {
    // One send at a time: a try asked for while one is on its way (the connection coming back as
    // a waiting application is resumed) is made only if that one could not reach HubSpot. Two at
    // once would both reach it: the same application twice.
    if (sending.current) {
      sending.current.again = true
      return
    }
    id.current ??= crypto.randomUUID()
    resumed.current = true
    saveDraft({ values: draftValues, state: 'queued', id: id.current })
    sending.current = { again: false }
    let result: SubmissionResult | undefined
    try {
      do {
        sending.current.again = false
        result = await send(id.current, draftValues)
      } while (result?.status === 'queued' && sending.current.again)
    } finally {
      sending.current = undefined
    }
    if (result) settleRef.current(result)
  }, [])

  // Answers from the service worker, and an application left waiting on an earlier visit: its
  // noted result, or another try (the worker sends an application once, whoever asks).
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const message = event.data as OutboxMessage | null
      if (message?.type !== 'application-result' || message.id !== id.current) return
      if (message.result.status !== 'queued') void noted(message.id)
      settleRef.current(message.result)
    }
    navigator.serviceWorker?.addEventListener('message', onMessage)
    const retry = () => {
      if (phase === 'queued' && id.current) void dispatch(values)
    }
    if (phase === 'queued' && id.current && !resumed.current) {
      resumed.current = true
      void noted(id.current).then((result) => (result ? settleRef.current(result) : retry()))
    }
    addEventListener('online', retry)
    return () => {
      navigator.serviceWorker?.removeEventListener('message', onMessage)
      removeEventListener('online', retry)
    }
    // Once per phase: values only matter while queued, when they no longer change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [phase, dispatch])

  // The fields the browser found invalid in this submit, gathered as its `invalid` events come
  // (capture: before React Aria's own handler, which would focus the first field instead).
  useEffect(() => {
    const form = formRef.current
    if (!form) return
    const onInvalid = (event: Event) => {
      event.preventDefault()
      const name = (event.target as HTMLInputElement).name
      if (!invalid.current) {
        invalid.current = []
        setTimeout(() => {
          const names = invalid.current ?? []
          invalid.current = undefined
          const current = new FormData(form)
          setSummary(
            [...applicationFields, { name: consentField.name }]
              .filter((field) => names.includes(field.name))
              .map((field) => {
                const spec = applicationFields.find((candidate) => candidate.name === field.name)
                const control = form.elements.namedItem(field.name)
                const mistyped = control instanceof HTMLInputElement && control.validity.typeMismatch && spec?.kind === 'text' ? spec.invalid : undefined
                const message = spec ? (problemWith(spec, String(current.get(field.name) ?? '')) ?? mistyped) : consentField.missing
                return { name: field.name, message: message ?? '' }
              }),
          )
          setFocusTarget('summary')
        })
      }
      if (!invalid.current.includes(name)) invalid.current.push(name)
    }
    form.addEventListener('invalid', onInvalid, true)
    return () => form.removeEventListener('invalid', onInvalid, true)
  }, [phase])

  useLayoutEffect(() => {
    if (focusTarget === 'summary') summaryRef.current?.focus()
    if (focusTarget === 'outcome') outcomeRef.current?.focus()
    setFocusTarget(undefined)
  }, [focusTarget])

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (phase === 'sending') return
    setSummary([])
    setServerErrors({})
    setPhase('sending')
    void dispatch(values)
  }

  const discard = () => {
    setConfirming(false)
    clearDraft()
    id.current = undefined
    setValues({})
    setSummary([])
    setServerErrors({})
    setPhase('editing')
  }

  if (phase === 'sent' || phase === 'queued') {
    return (
      <div className={styles.outcome} data-outcome={phase}>
        <h2 ref={outcomeRef} tabIndex={-1} className={styles.outcomeTitle}>
          {phase === 'sent' ? copy.sentTitle : copy.queuedTitle}
        </h2>
        <p>{phase === 'sent' ? copy.sentText : copy.queuedText}</p>
      </div>
    )
  }

  return (
    <Form ref={formRef} className={styles.form} onSubmit={onSubmit} validationErrors={serverErrors} aria-label={copy.label}>
      {note ? <p className={styles.note}>{note === 'offline' ? copy.offlineNote : copy.fallbackNote}</p> : null}
      {restored ? <p className={styles.note}>{copy.restored}</p> : null}
      {summary.length > 0 ? (
        <div ref={summaryRef} tabIndex={-1} className={styles.summary} aria-labelledby="application-summary-title">
          <h2 id="application-summary-title" className={styles.summaryTitle}>
            {copy.errorSummaryTitle}
          </h2>
          <ul className={styles.summaryList}>
            {summary.map((error) => (
              <li key={error.name}>
                <a
                  href={`#${fieldId(error.name)}`}
                  onClick={(event) => {
                    event.preventDefault()
                    const control = formRef.current?.elements.namedItem(error.name)
                    const element = control instanceof RadioNodeList ? (control[0] as HTMLElement) : (control as HTMLElement | null)
                    element?.focus()
                    element?.closest('[data-field]')?.scrollIntoView({ block: 'start' })
                  }}
                >
                  {error.message}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <p className={styles.intro}>{copy.intro}</p>
      {applicationFields.map((field) => (
        <Field key={field.name} field={field} value={values[field.name] ?? ''} onChange={(value) => update(field.name, value)} />
      ))}
      <Checkbox
        name={consentField.name}
        isRequired
        isSelected={values[consentField.name] === 'true'}
        onChange={(selected) => update(consentField.name, selected ? 'true' : '')}
        validate={(selected) => (selected ? null : consentField.missing)}
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
      <p className={styles.note}>{copy.privacy}</p>
      {phase === 'failed' ? (
        <div role="alert" className={styles.failed}>
          <h2 ref={outcomeRef} tabIndex={-1} className={styles.outcomeTitle}>
            {copy.failedTitle}
          </h2>
          <p>{copy.failedText}</p>
        </div>
      ) : null}
      <div className={styles.actions}>
        {/* Not React Aria's isPending: its announcement points at this button, which is gone
            once the answer comes (an image with no name, for a few seconds). */}
        <Button type="submit">
          {phase === 'sending' ? copy.sending : phase === 'failed' ? copy.retry : copy.submit}
        </Button>
        {hasContent(values) && !confirming ? (
          <Button variant="quiet" onPress={() => setConfirming(true)}>
            {copy.discard}
          </Button>
        ) : null}
      </div>
      {confirming ? (
        <div role="group" aria-labelledby="application-discard-title" className={styles.confirm}>
          <h2 id="application-discard-title" ref={confirmRef} tabIndex={-1} className={styles.outcomeTitle}>
            {copy.discardTitle}
          </h2>
          <p>{copy.discardText}</p>
          <div className={styles.actions}>
            <Button onPress={discard}>{copy.discardConfirm}</Button>
            <Button variant="secondary" onPress={() => setConfirming(false)}>
              {copy.discardCancel}
            </Button>
          </div>
        </div>
      ) : null}
    </Form>
  )
}

/** One field of the form, from its description in src/content/application.ts. */
function Field({ field, value, onChange }: { field: FieldSpec; value: string; onChange: (value: string) => void }) {
  const validate = (current: string | null) => problemWith(field, current ?? '') ?? null
  const hint = field.hint ? <Text slot="description" className={styles.hint}>{field.hint}</Text> : null
  if (field.kind === 'choice') {
    return (
      <RadioGroup name={field.name} isRequired={field.required} value={value || null} onChange={onChange} validate={validate} className={`${fieldStyles.field} ${styles.field}`} id={fieldId(field.name)} data-field>
        <Label className={fieldStyles.label}>{field.label}</Label>
        {hint}
        <div className={styles.options}>
          {field.options.map((option) => (
            <Radio key={option} value={option} className={styles.radio}>
              <span className={styles.dot} aria-hidden="true" />
              {option}
            </Radio>
          ))}
        </div>
        {/* The browser's own words for a missing choice otherwise win over ours. */}
        <FieldError className={styles.error}>
          {({ validationDetails, validationErrors }) => (validationDetails.valueMissing && field.missing ? field.missing : validationErrors.join(' '))}
        </FieldError>
      </RadioGroup>
    )
  }
  return (
    <TextField
      name={field.name}
      isRequired={field.required}
      value={value}
      onChange={onChange}
      validate={validate}
      maxLength={field.maxLength}
      {...(field.kind === 'text' ? { type: field.type, autoComplete: field.autoComplete } : {})}
      className={`${fieldStyles.field} ${styles.field}`}
      data-field
    >
      <Label className={fieldStyles.label}>{field.label}</Label>
      {hint}
      {field.kind === 'textarea' ? <TextArea id={fieldId(field.name)} className={`${fieldStyles.input} ${styles.textarea}`} rows={6} /> : <Input id={fieldId(field.name)} className={`${fieldStyles.input} ${styles.input}`} />}
      <FieldError className={styles.error}>
        {({ validationDetails, validationErrors }) =>
          validationDetails.typeMismatch && field.kind === 'text' && field.invalid ? field.invalid : validationErrors.join(' ')
        }
      </FieldError>
    </TextField>
  )
}
