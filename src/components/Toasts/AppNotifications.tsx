import { ServiceWorkerPrompts } from './ServiceWorkerPrompts'
import { Toasts } from './Toasts'

/** The toast region and the service worker's prompts, loaded together after the page is idle. */
export function AppNotifications() {
  return (
    <>
      <Toasts />
      <ServiceWorkerPrompts />
    </>
  )
}
