import { registerSW } from 'virtual:pwa-register'
import { QUEUE_DB } from './application/hand-over'
import { startApplicationNotices } from './application/notices'
import { whenNoneSending } from './application/sending-lock'
import { afterLoad } from './lib/settle'
import { showToast } from './ui/Toasts/toasts'
import { dropOldVideoCaches } from './lib/video-cache'

export function startNotifications() {
  // The kill-switch build's sw.js only removes the old worker; a waiting draft stays (its fields back from the queue), for the form to send.
  if (__SW_KILL_SWITCH__) {
    void import('./application/worker')
      .then(({ giveBackHeld }) => giveBackHeld())
      .catch(() => undefined)
      .then(() => indexedDB.deleteDatabase(QUEUE_DB))
      .catch(() => undefined)
  }
  // After the page's own load, as Workbox advises: the worker's precache never competes with it.
  else afterLoad(registerWorker)
  startApplicationNotices()
}

function registerWorker() {
  const container = navigator.serviceWorker
  const controlledAtStart = Boolean(container?.controller)
  // In the privacy notice's status line, where the offline copy is explained: useful to know, never worth interrupting for.
  const offlineReady = () => {
    const status = document.querySelector<HTMLElement>('[data-offline-status]')
    if (status && !status.textContent) status.textContent = status.dataset.offlineStatus ?? ''
  }
  let updateTold = false
  // Only the page whose Reload was pressed reloads, once no page is sending; the others at their next load.
  let asked = false
  const registered = (outcome: string) => document.documentElement.setAttribute('data-worker', outcome)
  const updateSW = registerSW({
    immediate: true,
    onRegisteredSW: () => registered('registered'),
    onRegisterError: () => registered('failed'),
    onOfflineReady: offlineReady,
    // This page already holds the sending lock: it asked for the new release only once no page was sending.
    onNeedReload: () => asked && location.reload(),
    // On a first visit the worker another page began installing (external, to workbox-window) is the first, not an update.
    onNeedRefresh: () => {
      if (updateTold || !controlledAtStart) return
      updateTold = true
      void showToast({
        title: 'updateAvailable',
        description: 'updateText',
        action: {
          label: 'reload',
          // Another page's Reload may have activated the new worker already: then only this page reloads.
          onAction: () => {
            asked = true
            // Asked for only once no page sends: Chromium may never activate a release asked for while the worker sends.
            whenNoneSending(
              () =>
                void container
                  ?.getRegistration()
                  .then((registration) => (registration?.waiting ? updateSW(true) : location.reload())),
            )
          },
        },
      })
    },
  })
  void dropOldVideoCaches()
  if (controlledAtStart) offlineReady()
  // WebKit installs the first worker before workbox-window watches, which then never reports it.
  if (!container || controlledAtStart) return
  if (container.controller) offlineReady()
  else container.addEventListener('controllerchange', offlineReady, { once: true })
}
