import { useCallback, useEffect, useRef, useState } from 'react'
import type { ApplicationText } from '../content/application'
import { EVENTS, track } from '../lib/funnel'
import { keptSource } from '../lib/source'
import { applicationIn, clearOwnDraft, holdDraft, saveOwnDraft, settleDraft, type Draft } from './draft'
import type { WaitingProps } from './FormSteps'
import { handOver, onEnded, tellEnded, type HandOver, type Keeper } from './hand-over'
import { CLAIM_MS, note } from './ledger'
import { attempt, STILL_SENDING_MS, WORKER_SEND_TIMEOUT_MS } from './send'
import { whileSending } from './sending-lock'
import { hasEnded, type Application, type ApplicationValues, type FieldErrors, type Status } from './status'
import { isPerson, type Traps } from './traps'

/** What the form shows: `sending` and `sent` are the application's own states. */
type Step =
  /** `refused`: for no field of the form; the visitor can email it instead. */
  | { status: 'editing'; refused?: boolean }
  /** `slow`: no answer yet after `STILL_SENDING_MS`. */
  | { status: 'sending'; slow?: boolean }
  | { status: 'sent' }
  /** `until`: nothing is sent before then but the visitor's own Try again, and that only after a send with no answer (`unanswered`). */
  | ({ status: 'waiting'; unanswered?: boolean } & Pick<WaitingProps, 'reason' | 'keeper' | 'until' | 'savedAt'>)

/** Chrome's Background Sync tries three times, the last about 20 minutes after the first. */
const SYNC_SPAN_MS = 15 * 60_000

/**
 * Starts as served, editing; `resume` takes up what the device kept, once the form is the browser's. `took`: the fields of an
 * application whose draft the worker holds, as the worker hands them back.
 */
export function useSubmission(text: ApplicationText, took: (values: ApplicationValues) => void) {
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
    (state: Status, application: Application, kept: Keeper = 'page', first = false) => {
      if (pending.current?.id !== application.id) return
      if (!hasEnded(state)) {
        const asked = state.status === 'resting' && !state.unanswered
        const reason = !navigator.onLine
          ? 'offline'
          : state.status === 'sending'
            ? 'waiting'
            : asked
              ? 'later'
              : 'unreachable'
        // Background Sync gives up within about 20 minutes: a longer wait ends when a page opens.
        const long = asked && state.until - Date.now() > SYNC_SPAN_MS
        const keeper =
          kept === 'page' || kept === 'none' ? (stored.current ? 'page' : 'memory') : long ? 'worker' : kept
        if (first) track(EVENTS.waiting, { form: 'own', reason })
        const rest =
          state.status === 'resting' ? { until: state.until, ...(state.unanswered ? { unanswered: true } : {}) } : {}
        return setStep({ status: 'waiting', reason, keeper, savedAt: application.savedAt, ...rest })
      }
      pending.current = undefined
      void tellEnded(application.id)
      settleDraft(application.id, state, Date.now(), application.values)
      if (state.status === 'refused') {
        setStep({ status: 'editing', refused: Object.keys(state.errors).length === 0 })
        return showErrors(state.errors)
      }
      setStep(state.status === 'sent' ? { status: 'sent' } : { status: 'editing' })
    },
    [showErrors],
  )

  /** The worker sends where there is one, so that closing this page never cuts its request; this page only where it cannot. */
  const send = useCallback(
    async (handed: Application, { first = false, retry = false, held = false }: HandOver = {}) => {
      let application = handed
      const kept = await handOver(application, { first, retry, held, watched: true }, WORKER_SEND_TIMEOUT_MS + CLAIM_MS)
      if (pending.current?.id !== application.id) return
      if (kept.application && held) {
        application = pending.current = { ...application, values: kept.application.values }
        took(application.values)
      }
      if (kept.ended) return settle(kept.ended, application)
      const worker = kept.keeper === 'sync' || kept.keeper === 'worker'
      // Its fields only where the worker can delete them once sent: the draft keeps what a page needs to find it.
      if (worker) holdDraft(application.id)
      const told = worker ? await kept.outcome : undefined
      if (told && told.status !== 'failed') return settle(told, application, kept.keeper, first)
      // Neither a held draft's fields nor a worker to send them: gone from this device, or only the worker knows.
      if (held && !kept.application) {
        pending.current = undefined
        clearOwnDraft(application.id)
        return setStep({ status: 'editing' })
      }
      // The worker could not keep it or send it (storage full or blocked, a release before this one): this page does, and keeps it.
      if (worker) stored.current = saveOwnDraft(application)
      const state = await whileSending(() =>
        attempt(application, location.origin, text, { direct: true, first, retry }),
      )
      settle(state, application, worker && state.status !== 'failed' ? kept.keeper : 'page', first)
    },
    [settle, text, took],
  )

  const run = useCallback(
    async (application: Application, as: HandOver = {}) => {
      pending.current = application
      setStep({ status: 'sending' })
      // The request is never cut while the visitor waits: past this, the form says it is still sending.
      const slow = setTimeout(
        () => setStep((step) => (step.status === 'sending' ? { status: 'sending', slow: true } : step)),
        STILL_SENDING_MS,
      )
      await send(application, as).finally(() => clearTimeout(slow))
    },
    [send],
  )

  const submit = (values: ApplicationValues, traps: Traps) => {
    if (step.status === 'sending') return
    // Quietly not sent, and refused as HubSpot's refusals are: true, and a person caught by it still has the email link, or Send again.
    if (!isPerson(traps)) {
      track(EVENTS.refused, { form: 'own', reason: 'spam' })
      return setStep({ status: 'editing', refused: true })
    }
    const source = keptSource()
    const application: Application = {
      id: crypto.randomUUID(),
      savedAt: Date.now(),
      values,
      lang: text.lang,
      elapsed: traps.elapsed,
      ...(source ? { source } : {}),
    }
    stored.current = saveOwnDraft(application)
    void run(application, { first: true })
  }

  /** The visitor's own Try again goes at once, after a send with no answer too; the page's own tries keep the rest. */
  const retry = () => {
    if (pending.current) void run(pending.current, { retry: true })
  }
  const again = () => {
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

  useEffect(() => onEnded((id, ended) => pending.current?.id === id && settle(ended, pending.current)), [settle])

  // Tried again once its rest is over; with no worker, also back online and once a vanished sender's claim has run out.
  useEffect(() => {
    if (step.status !== 'waiting') return
    const mine = step.keeper === 'page' || step.keeper === 'memory'
    const resting = step.until !== undefined && step.until > Date.now()
    // Over the step as it is then, only while it waits: the worker's word that it ended, or another of these events, may
    // come in the same task, before this effect is cleaned up.
    const update = (reason: WaitingProps['reason']) =>
      setStep((current) => (current.status === 'waiting' ? { ...current, reason } : current))
    const online = () =>
      resting ? update(step.unanswered ? 'unreachable' : 'later') : mine ? again() : update('waiting')
    const offline = () => update('offline')
    const timer = resting
      ? setTimeout(again, step.until! - Date.now())
      : mine && step.reason === 'waiting'
        ? setTimeout(again, CLAIM_MS)
        : undefined
    addEventListener('online', online)
    addEventListener('offline', offline)
    return () => {
      clearTimeout(timer)
      removeEventListener('online', online)
      removeEventListener('offline', offline)
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new `again` each render would restart the rest's timer
  }, [step])

  /** A draft refused before shows why; an application waiting since an earlier visit is tried again (the ledger keeps it to one sender). */
  const resume = (draft: Draft | undefined) => {
    if (draft?.errors) showErrors(draft.errors)
    const application = applicationIn(draft)
    if (application) void run(application, { held: draft?.held })
    else if (draft?.errors && Object.keys(draft.errors).length === 0) setStep({ status: 'editing', refused: true })
  }

  return { step, errors, summary, showErrors, fix, submit, retry, discard, resume }
}
