import { Suspense, lazy, useEffect, useState } from 'react'

const AppNotifications = lazy(() =>
  import('./AppNotifications').then((module) => ({ default: module.AppNotifications })),
)

/** Keeps toasts and service-worker registration off the first load: they start once the page is idle. */
export function LazyNotifications() {
  const [ready, setReady] = useState(false)
  useEffect(() => {
    const start = () => setReady(true)
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(start, { timeout: 2000 })
      return () => window.cancelIdleCallback(id)
    }
    const timer = setTimeout(start, 200)
    return () => clearTimeout(timer)
  }, [])
  return ready ? (
    <Suspense fallback={null}>
      <AppNotifications />
    </Suspense>
  ) : null
}
