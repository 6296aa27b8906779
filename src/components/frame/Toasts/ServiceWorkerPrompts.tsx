import { useEffect } from 'react'
import { useRegisterSW } from 'virtual:pwa-register/react'
import { pwa } from '../../../content/pwa'
import type { OutboxMessage } from '../../../lib/application'
import { forgetSent } from '../../../lib/draft-store'
import { dropOldVideoCaches } from '../../../lib/video-cache'
import { showToast, toastQueue } from './toast-queue'

/**
 * Whether a worker controlled the page when this module loaded: before useRegisterSW registers
 * one. Not read while rendering, since a render React discards and restarts (this component is
 * lazy and hydrates in a transition) can come after the worker took control.
 */
const controlledAtStart = typeof navigator !== 'undefined' && Boolean(navigator.serviceWorker?.controller)

/**
 * Registers the service worker and owns its prompts: "Ready to work offline" after the first
 * install, and "A new version is available" with a Reload action while an update waits.
 */
export function ServiceWorkerPrompts() {
  const {
    offlineReady: [offlineReady, setOfflineReady],
    needRefresh: [needRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    // The component mounts after hydration, possibly after the load event the default waits for.
    // Registering runs the browser's update check, so each page load looks for a new release.
    immediate: true,
  })

  // A new release may bring a new video: the old one's cache goes.
  useEffect(() => {
    void dropOldVideoCaches()
  }, [])

  // A first visit ends with the new worker taking control of this page (clientsClaim). WebKit
  // often finishes installing before workbox-window starts watching, and even before this
  // component's effects run; workbox-window then never reports "installed". The change of
  // controller says it either way. A hard reload, also uncontrolled at the start, sees no change.
  useEffect(() => {
    const container = navigator.serviceWorker
    if (!container || controlledAtStart) return
    if (container.controller) return void setOfflineReady(true)
    const ready = () => setOfflineReady(true)
    container.addEventListener('controllerchange', ready, { once: true })
    return () => container.removeEventListener('controllerchange', ready)
  }, [setOfflineReady])

  // An application kept on the device while offline has gone (src/sw.ts): say so on any page,
  // and forget the draft.
  useEffect(() => {
    const container = navigator.serviceWorker
    if (!container) return
    const onMessage = (event: MessageEvent) => {
      const message = event.data as OutboxMessage | null
      if (message?.type !== 'application-result' || message.result.status !== 'sent') return
      forgetSent(message.id)
      showToast({ title: pwa.toasts.applicationSent, description: pwa.toasts.applicationSentText })
    }
    container.addEventListener('message', onMessage)
    return () => container.removeEventListener('message', onMessage)
  }, [])

  useEffect(() => {
    if (offlineReady) showToast({ title: pwa.toasts.offlineReady, description: pwa.toasts.offlineReadyText })
  }, [offlineReady])

  useEffect(() => {
    if (!needRefresh) return
    const key = showToast({
      title: pwa.toasts.updateAvailable,
      description: pwa.toasts.updateText,
      action: { label: pwa.toasts.reload, onAction: () => void updateServiceWorker(true) },
    })
    return () => toastQueue.close(key)
  }, [needRefresh, updateServiceWorker])

  return null
}
