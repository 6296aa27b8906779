import { ApplicationNotices } from './ApplicationNotices'
import { ServiceWorkerPrompts } from './ServiceWorkerPrompts'
import { Toasts } from './Toasts'

/** The toast region and the service worker's prompts, loaded together after the page is idle. */
export function AppNotifications() {
  return (
    <>
      <Toasts />
      <ApplicationNotices />
      {/* The kill-switch build registers no worker (its sw.js only removes the old one). */}
      {__SW_KILL_SWITCH__ ? null : <ServiceWorkerPrompts />}
    </>
  )
}
