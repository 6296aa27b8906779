import { useCallback, useEffect, useRef, useState } from 'react'
import type { ApplicationText } from '../content/application'
import { EVENTS, track } from '../lib/funnel'
import { applicationIn, clearOwnDraft, saveOwnDraft, settleDraft, type Draft } from './draft'
import type { WaitingProps } from './FormSteps'
import { handOver, onEnded, tellEnded } from './hand-over'
import { CLAIM_MS, note } from './ledger'
import { attempt } from './send'
import { whileSending } from './sending-lock'
import { hasEnded, type Application, type ApplicationValues, type FieldErrors, type Status } from './status'

/** What the form shows: `sending` and `sent` are the application's own states. */
type Step =
  /** `refused`: for no field of the form; the visitor can email it instead. */
  | { status: 'editing'; refused?: boolean }
  | Extract<Status, { status: 'sending' | 'sent' }>
  | ({ status: 'waiting' } & Pick<WaitingProps, 'reason' | 'keeper' | 'until' | 'savedAt'>)

/** Chrome's Background Sync tries three times, the last about 20 minutes after the first. */
const SYNC_SPAN_MS = 15 * 60_000

/** Starts as served, editing; `resume` takes up what the device kept, once the form is the browser's. */
export function useSubmission(text: ApplicationText) {
  const pending = useRef<Application>(undefined)
  const stored = useRef(true)
  const [step, setStep] = useState<Step>({ status: 'editing' })
  const [errors, setErrors] = useState<FieldErrors>({})
  const [summary, setSummary] = useState(errors)
  const showErrors = useCallback((found: FieldErrors) => {
    setErrors(found)
    setSummary(found)
  }, [])
  const fix = (name: string) => errors[name] && setErrors(({ [name]: _fixed, ...rest }) => rest)

  const settle = useCallback(
    /** `first`: the attempt made as Send was pressed, which alone reports that it waits. */
    async (state: Status, application: Application, first = false) => {
      if (pending.current?.id !== application.id) return
      if (!hasEnded(state)) {
        // With the ledger failed, the worker could not tell a copy from this one: the page keeps it.
        const kept = state.status === 'failed' ? { keeper: 'page' as const } : await handOver(application)
        if (pending.current?.id !== application.id) return
        if (kept.ended) return settle(kept.ended, application)
        const reason = !navigator.onLine ? 'offline' : state.status === 'sending' ? 'waiting' : state.status === 'resting' ? 'later' : 'unreachable'
        // Background Sync gives up within about 20 minutes: a longer wait ends when a page opens.
        const long = state.status === 'resting' && state.until - Date.now() > SYNC_SPAN_MS
        const keeper = kept.keeper === 'page' || kept.keeper === 'none' ? (stored.current ? 'page' : 'memory') : long ? 'worker' : kept.keeper
        if (first) track(EVENTS.waiting, { form: 'own', reason })
        return setStep({ status: 'waiting', reason, keeper, savedAt: application.savedAt, ...(state.status === 'resting' ? { until: state.until } : {}) })
      }
      pending.current = undefined
      void tellEnded(application.id)
      settleDraft(application.id, state)
      if (state.status === 'refused') {
        setStep({ status: 'editing', refused: Object.keys(state.errors).length === 0 })
        return showErrors(state.errors)
      }
      setStep(state.status === 'sent' ? { status: 'sent' } : { status: 'editing' })
    },
    [showErrors],
  )

  const run = useCallback(
    async (application: Application, first = false) => {
      pending.current = application
      setStep({ status: 'sending' })
      await settle(await whileSending(() => attempt(application, location.origin, text, { direct: true, first })), application, first)
    },
    [settle, text],
  )

  const submit = (values: ApplicationValues) => {
    if (step.status === 'sending') return
    const application = { id: crypto.randomUUID(), savedAt: Date.now(), values, lang: text.lang }
    stored.current = saveOwnDraft(application)
    void run(application, true)
  }

  const retry = () => {
    if (pending.current) void run(pending.current)
  }

  const discard = async () => {
    const application = pending.current
    pending.current = undefined
    clearOwnDraft(application?.id)
    setStep({ status: 'editing' })
    showErrors({})
    track(EVENTS.discarded, { form: 'own' })
    if (!application) return
    await note(application.id, { status: 'discarded' }).catch(() => undefined)
    await tellEnded(application.id)
  }

  useEffect(() => onEnded((id, ended) => pending.current?.id === id && void settle(ended, pending.current)), [settle])

  // With no worker this page tries again, also once a vanished sender's claim has run out.
  useEffect(() => {
    if (step.status !== 'waiting') return
    const mine = step.keeper === 'page' || step.keeper === 'memory'
    const resting = step.until !== undefined && step.until > Date.now()
    const online = () => (resting ? setStep({ ...step, reason: 'later' }) : mine ? retry() : setStep({ ...step, reason: 'waiting' }))
    const offline = () => setStep({ ...step, reason: 'offline' })
    const timer = resting ? setTimeout(retry, step.until! - Date.now()) : mine && step.reason === 'waiting' ? setTimeout(retry, CLAIM_MS) : undefined
    addEventListener('online', online)
    addEventListener('offline', offline)
    return () => {
      clearTimeout(timer)
      removeEventListener('online', online)
      removeEventListener('offline', offline)
    }
  }, [step])

  /** A draft refused before shows why; an application waiting since an earlier visit is tried again (the ledger keeps it to one sender). */
  const resume = (draft: Draft | undefined) => {
    if (draft?.errors) showErrors(draft.errors)
    const application = applicationIn(draft)
    if (application) void run(application)
    else if (draft?.errors && Object.keys(draft.errors).length === 0) setStep({ status: 'editing', refused: true })
  }

  return { step, errors, summary, showErrors, fix, submit, retry, discard, resume }
}
