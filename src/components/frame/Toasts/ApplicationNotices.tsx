import { useEffect } from 'react'
import { pwa } from '../../../content/pwa'
import type { Ended } from '../../../lib/application'
import { handOff, onOutcome } from '../../../lib/application-worker'
import { clearDraft, readDraft, saveDraft } from '../../../lib/draft-store'
import { APPLICATION_PATH } from '../../../lib/paths'
import { showToast } from './toast-queue'

/** On every page: an old draft deleted, a waiting application tried as the page opens or is back online, its outcome told. */
export function ApplicationNotices() {
  useEffect(() => {
    // The kill switch empties the worker's queue too; a waiting draft stays, for the form to send.
    if (__SW_KILL_SWITCH__) void Promise.resolve().then(() => indexedDB.deleteDatabase('workbox-background-sync')).catch(() => undefined)
    // Each told once per page: a page hands one over at least twice (the form, and here).
    const told = new Set<string>()
    const tell = (id: string, outcome: Ended) => {
      const draft = readDraft()
      if (draft?.id === id && outcome.status === 'sent') clearDraft()
      if (draft?.id === id && outcome.status === 'refused') saveDraft({ savedAt: Date.now(), values: draft.values, errors: outcome.errors })
      if (told.has(id) || outcome.status === 'discarded') return
      told.add(id)
      if (outcome.status === 'sent') return void showToast({ title: pwa.toasts.applicationSent, description: pwa.toasts.applicationSentText })
      showToast({
        title: Object.keys(outcome.errors).length > 0 ? pwa.toasts.applicationRefused : pwa.toasts.applicationNotAccepted,
        description: pwa.toasts.applicationRefusedText(Object.values(outcome.errors)[0]),
        action: { label: pwa.toasts.openForm, onAction: () => location.assign(APPLICATION_PATH) },
      })
    }
    const handOver = () => {
      const draft = readDraft()
      if (!draft?.id) return
      const { id, savedAt, values } = draft
      void handOff({ id, savedAt, values }).then(({ ended }) => ended && tell(id, ended))
    }
    handOver()
    addEventListener('online', handOver)
    const stop = onOutcome(tell)
    return () => {
      removeEventListener('online', handOver)
      stop()
    }
  }, [])
  return null
}
