import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components'

export interface ToastMessage {
  title: string
  description?: string
  action?: { label: string; onAction: () => void }
}

/** Informational toasts close by themselves after this long (specification, section 9). */
export const TOAST_TIMEOUT_MS = 4000

export const toastQueue = new ToastQueue<ToastMessage>({ maxVisibleToasts: 3 })

/** An informational toast closes after 4000 ms; a toast with an action stays until used or dismissed. */
export function showToast(message: ToastMessage): string {
  return toastQueue.add(message, message.action ? {} : { timeout: TOAST_TIMEOUT_MS })
}
