import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components'
import type { pwa } from '../content/pwa'

/** Every notification's words in the page's language: the toast region's props. */
export type ToastWords = (typeof pwa)['en']['toasts']
/** A toast names its words; the region, which holds them, fills them in. */
export type ToastText = Exclude<keyof ToastWords, 'regionLabel' | 'dismiss'>

export interface ToastMessage {
  title: ToastText
  description?: ToastText
  /** Its placeholders' values, such as `{ date }`. */
  values?: Record<string, string>
  action?: { label: ToastText; onAction: () => void }
}

/** Informational toasts close by themselves after this long (specification, section 9). */
export const TOAST_TIMEOUT_MS = 4000

export const toastQueue = new ToastQueue<ToastMessage>({ maxVisibleToasts: 3 })

/** An informational toast closes after 4000 ms; a toast with an action stays until used or dismissed. */
export function addToast(message: ToastMessage): string {
  return toastQueue.add(message, message.action ? {} : { timeout: TOAST_TIMEOUT_MS })
}
