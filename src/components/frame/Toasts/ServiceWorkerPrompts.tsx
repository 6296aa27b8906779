import { useEffect } from 'react'
import { useRegisterSW } from 'virtual:pwa-register/react'
import { pwa } from '../../../content/pwa'
import { dropOldVideoCaches } from '../../../lib/video-cache'
import { showToast, toastQueue } from './toast-queue'

/**
 * Registers the service worker and owns its prompts: "Ready to work offline" after the first
 * install, and "A new version is available" with a Reload action while an update waits.
 */
export function ServiceWorkerPrompts() {
  const {
    offlineReady: [offlineReady],
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
