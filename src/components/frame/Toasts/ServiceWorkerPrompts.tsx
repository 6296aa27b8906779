import { useEffect } from 'react'
import { useRegisterSW } from 'virtual:pwa-register/react'
import { pwa } from '../../../content/pwa'
import { dropOldVideoCaches } from '../../../lib/video-cache'
import { showToast, toastQueue } from './toast-queue'

/** Read as the module loads: a render React restarts could come after the worker took control. */
const controlledAtStart = typeof navigator !== 'undefined' && Boolean(navigator.serviceWorker?.controller)

export function ServiceWorkerPrompts() {
  const {
    offlineReady: [offlineReady, setOfflineReady],
    needRefresh: [needRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    // Mounted after the load event the default waits for; each load also checks for a release.
    immediate: true,
  })

  useEffect(() => {
    void dropOldVideoCaches()
  }, [])

  // WebKit installs the first worker before workbox-window watches, which then never reports it.
  useEffect(() => {
    const container = navigator.serviceWorker
    if (!container || controlledAtStart) return
    if (container.controller) return void setOfflineReady(true)
    const ready = () => setOfflineReady(true)
    container.addEventListener('controllerchange', ready, { once: true })
    return () => container.removeEventListener('controllerchange', ready)
  }, [setOfflineReady])

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
