import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components'
import type { pwa } from '../../content/pwa'

export type ToastWords = (typeof pwa)['en']['toasts']
export type ToastText = Exclude<keyof ToastWords, 'regionLabel' | 'dismiss'>

export interface ToastMessage {
  title: ToastText
  description?: ToastText
  values?: Record<string, string>
  action?: { label: ToastText; onAction: () => void }
}

/** Informational toasts close by themselves after this long (specification, section 9). */
export const TOAST_TIMEOUT_MS = 4000

export const toastQueue = new ToastQueue<ToastMessage>({ maxVisibleToasts: 3 })

export function addToast(message: ToastMessage): string {
  return toastQueue.add(message, message.action ? {} : { timeout: TOAST_TIMEOUT_MS })
}
