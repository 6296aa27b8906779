/**
 * What every page does once idle, with no React: hands a waiting application over and says how it
 * ended; after the page's load, registers the service worker and says when the site works offline
 * (a line in the footer) or a new release waits. A toast loads the toast region (and React) only
 * when there is one to show.
 */
import { registerSW } from 'virtual:pwa-register'
import type { Ended } from '../application/send'
import { handOff, onOutcome, QUEUE_DB } from '../application/hand-over'
import { clearDraft, expiresSoon, KEEP_WAITING_MS, readDraft, saveDraft } from '../application/draft'
import { fill } from './fill'
import { APPLICATION_PATH } from './paths'
import { whenNoneSending } from '../application/sending-lock'
import { dropOldVideoCaches } from './video-cache'
import { showToast } from '../components/frame/Toasts/show-toast'
import type { pwa } from '../content/pwa'

export type ToastCopy = (typeof pwa)['en']['toasts']

export function startNotifications(copy: ToastCopy) {
  // The kill-switch build registers no worker (its sw.js only removes the old one) and empties its queue;
  // a waiting draft stays, for the form to send.
  if (__SW_KILL_SWITCH__) void Promise.resolve().then(() => indexedDB.deleteDatabase(QUEUE_DB)).catch(() => undefined)
  // After the page's own load, as Workbox advises: the worker's precache never competes with it.
  else if (document.readyState === 'complete') registerWorker(copy)
  else addEventListener('load', () => registerWorker(copy), { once: true })
  tellApplications(copy)
}

function registerWorker(copy: ToastCopy) {
  const container = navigator.serviceWorker
  const controlledAtStart = Boolean(container?.controller)
  // Once, in the footer's status line: useful to know, never worth interrupting for.
  const offlineReady = () => {
    const status = document.querySelector<HTMLElement>('[data-offline-status]')
    if (status && !status.textContent) status.textContent = status.dataset.offlineStatus ?? ''
  }
  let updateTold = false
  // Only the page whose Reload was pressed reloads, once no page is sending; the others take the
  // new release on their next page load.
  let asked = false
  const reload = () => whenNoneSending(() => location.reload())
  const registered = (outcome: string) => document.documentElement.setAttribute('data-worker', outcome)
  const updateSW = registerSW({
    immediate: true,
    onRegisteredSW: () => registered('registered'),
    onRegisterError: () => registered('failed'),
    onOfflineReady: offlineReady,
    onNeedReload: () => asked && reload(),
    // Only a controlled page has a version to replace: on a first visit, the worker another page began
    // installing (external, to workbox-window) is the first. Past a hard reload, the next load offers it.
    onNeedRefresh: () => {
      if (updateTold || !controlledAtStart) return
      updateTold = true
      void showToast({
        title: copy.updateAvailable,
        description: copy.updateText,
        action: {
          label: copy.reload,
          // Another page's Reload may have activated the new worker already: then only this page reloads.
          onAction: () => {
            asked = true
            void container?.getRegistration().then((registration) => (registration?.waiting ? updateSW(true) : reload()))
          },
        },
      })
    },
  })
  void dropOldVideoCaches()
  // WebKit installs the first worker before workbox-window watches, which then never reports it.
  if (!container || controlledAtStart) return
  if (container.controller) offlineReady()
  else container.addEventListener('controllerchange', offlineReady, { once: true })
}

// Its own language's form (localePath spelled out: importing it costs this early code a request).
const formPath = (lang?: string) => (lang === 'ar' ? `/ar${APPLICATION_PATH}` : APPLICATION_PATH)

/** A waiting application is handed to the worker as the page opens and when it is back online; its outcome is told once. */
function tellApplications(copy: ToastCopy) {
  const told = new Set<string>()
  const tell = (id: string, outcome: Ended) => {
    const draft = readDraft()
    if (draft?.id === id && outcome.status === 'sent') clearDraft()
    if (draft?.id === id && outcome.status === 'refused') saveDraft({ savedAt: Date.now(), values: draft.values, errors: outcome.errors, lang: draft.lang })
    if (told.has(id) || outcome.status === 'discarded') return
    told.add(id)
    if (outcome.status === 'sent') return void showToast({ title: copy.applicationSent, description: copy.applicationSentText })
    const problem = Object.values(outcome.errors)[0]
    void showToast({
      title: problem ? copy.applicationRefused : copy.applicationNotAccepted,
      description: problem ? fill(copy.applicationRefusedText, { problem }) : copy.applicationNotAcceptedText,
      action: { label: copy.openForm, onAction: () => location.assign(formPath(draft?.lang)) },
    })
  }
  let warned = false
  const handOver = () => {
    const draft = readDraft()
    if (!draft?.id) return
    const { id, savedAt, values, lang } = draft
    void handOff({ id, savedAt, values, ...(lang ? { lang } : {}) }).then(({ ended }) => (ended ? tell(id, ended) : warnOfExpiry(savedAt, lang)))
  }
  // Still waiting in its last days: said on every page but its form, which says so itself, with the email link.
  const warnOfExpiry = (savedAt: number, lang?: string) => {
    if (warned || !expiresSoon(savedAt) || location.pathname === formPath(document.documentElement.lang)) return
    warned = true
    const date = new Date(savedAt + KEEP_WAITING_MS).toLocaleDateString(`${document.documentElement.lang}-u-nu-latn`, { dateStyle: 'long' })
    void showToast({
      title: copy.applicationExpires,
      description: fill(copy.applicationExpiresText, { date }),
      action: { label: copy.openForm, onAction: () => location.assign(formPath(lang)) },
    })
  }
  handOver()
  addEventListener('online', handOver)
  onOutcome(tell)
}
