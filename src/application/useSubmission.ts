import { useCallback, useEffect, useRef, useState } from 'react'
import type { ApplicationText } from '../content/application'
import { attempt, type Application, type ApplicationValues, type FieldErrors } from './send'
import { ended, handOff, onOutcome, type Keeper } from './hand-over'
import { clearOwnDraft, saveOwnDraft, type Draft } from './draft'
import { EVENTS, track } from '../lib/funnel'
import { CLAIM_MS, note, type Known } from './ledger'
import { whileSending } from './sending-lock'

export type Phase =
  /** `refused`: for no field of the form; the visitor can email it instead. */
  | { name: 'editing'; refused?: boolean }
  | { name: 'sending' }
  | { name: 'sent' }
  /**
   * `waiting`: kept, and tried again (or being sent by another tab or the worker); `later`: HubSpot
   * asked to wait, and nothing is sent before `until`. Keeper `memory`: this page alone holds it.
   */
  | { name: 'waiting'; reason: 'offline' | 'unreachable' | 'waiting' | 'later'; keeper?: Exclude<Keeper, 'none'> | 'memory'; until?: number; savedAt?: number }

/** Chrome's Background Sync tries three times, the last about 20 minutes after the first. */
const SYNC_SPAN_MS = 15 * 60_000

/** The page sends; what cannot reach HubSpot goes to the worker, or with none, waits here. */
export function useSubmission(initial: Draft | undefined, text: ApplicationText) {
  const pending = useRef<Application | undefined>(initial?.id ? { id: initial.id, savedAt: initial.savedAt, values: initial.values, lang: initial.lang } : undefined)
  /** False where storage is refused (cookies blocked). */
  const stored = useRef(true)
  const refusedBefore = Boolean(initial?.errors && Object.keys(initial.errors).length === 0)
  const [phase, setPhase] = useState<Phase>(pending.current ? { name: 'sending' } : { name: 'editing', refused: refusedBefore })
  const [errors, setErrors] = useState<FieldErrors>(initial?.errors ?? {})
  const [summary, setSummary] = useState(errors)
  const showErrors = useCallback((found: FieldErrors) => {
    setErrors(found)
    setSummary(found)
  }, [])
  const fix = (name: string) => errors[name] && setErrors(({ [name]: _fixed, ...rest }) => rest)

  const settle = useCallback(
    /** `first`: the attempt made as Send was pressed, which alone reports that it waits. */
    async (outcome: Known, application: Application, first = false) => {
      if (pending.current?.id !== application.id) return
      if (outcome.status === 'busy' || outcome.status === 'unreachable' || outcome.status === 'later' || outcome.status === 'failed') {
        // With the ledger failed, the worker could not tell a copy from this one: the page keeps it.
        const kept = outcome.status === 'failed' ? { keeper: 'page' as const } : await handOff(application)
        if (pending.current?.id !== application.id) return
        if (kept.ended) return settle(kept.ended, application)
        const reason = !navigator.onLine ? 'offline' : outcome.status === 'busy' ? 'waiting' : outcome.status === 'later' ? 'later' : 'unreachable'
        // Kept only where something could write it: the worker's queue, else the draft. Background
        // Sync gives up within about 20 minutes: a longer wait ends when a page opens.
        const long = outcome.status === 'later' && outcome.until - Date.now() > SYNC_SPAN_MS
        const keeper = kept.keeper === 'page' || kept.keeper === 'none' ? (stored.current ? 'page' : 'memory') : long ? 'worker' : kept.keeper
        if (first) track(EVENTS.waiting, { form: 'own', reason })
        return setPhase({ name: 'waiting', reason, keeper, savedAt: application.savedAt, ...(outcome.status === 'later' ? { until: outcome.until } : {}) })
      }
      pending.current = undefined
      void ended(application.id)
      if (outcome.status === 'refused') {
        saveOwnDraft({ savedAt: Date.now(), values: application.values, errors: outcome.errors, lang: application.lang }, application.id)
        setPhase({ name: 'editing', refused: Object.keys(outcome.errors).length === 0 })
        return showErrors(outcome.errors)
      }
      clearOwnDraft(application.id)
      setPhase(outcome.status === 'sent' ? { name: 'sent' } : { name: 'editing' })
    },
    [showErrors],
  )

  /** `first`: Send was just pressed; a later try delivers an application that waited. */
  const run = useCallback(
    async (application: Application, first = false) => {
      pending.current = application
      setPhase({ name: 'sending' })
      await settle(await whileSending(() => attempt(application, location.origin, text, { direct: true, first })), application, first)
    },
    [settle, text],
  )

  const submit = (values: ApplicationValues) => {
    if (phase.name === 'sending') return
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
    setPhase({ name: 'editing' })
    showErrors({})
    track(EVENTS.discarded, { form: 'own' })
    if (!application) return
    await note(application.id, { status: 'discarded' }).catch(() => undefined)
    await ended(application.id)
  }

  useEffect(() => onOutcome((id, outcome) => pending.current?.id === id && void settle(outcome, pending.current)), [settle])

  // Waiting since an earlier visit: tried again as the form opens (the ledger keeps it to one sender).
  useEffect(() => {
    if (pending.current) void run(pending.current)
  }, [run])

  // With no worker this page tries again, also once a vanished sender's claim has run out.
  useEffect(() => {
    if (phase.name !== 'waiting') return
    const mine = phase.keeper === 'page' || phase.keeper === 'memory'
    const resting = phase.until !== undefined && phase.until > Date.now()
    const online = () => (resting ? setPhase({ ...phase, reason: 'later' }) : mine ? retry() : setPhase({ ...phase, reason: 'waiting' }))
    const offline = () => setPhase({ ...phase, reason: 'offline' })
    // Asked to wait: tried when the wait is over, by this page (the ledger keeps it to one sender).
    const timer = resting ? setTimeout(retry, phase.until! - Date.now()) : mine && phase.reason === 'waiting' ? setTimeout(retry, CLAIM_MS) : undefined
    addEventListener('online', online)
    addEventListener('offline', offline)
    return () => {
      clearTimeout(timer)
      removeEventListener('online', online)
      removeEventListener('offline', offline)
    }
  }, [phase])

  return { phase, errors, summary, showErrors, fix, submit, retry, discard }
}
