import { WAKE_EVENT } from '../islands/island'
import type { ToastMessage } from './toast-queue'

export async function showToast(message: ToastMessage): Promise<string> {
  const region = document.querySelector('[data-island="Toasts"]')
  // Marked too, for a page whose islands have not started yet.
  region?.setAttribute('data-wake', '')
  region?.dispatchEvent(new Event(WAKE_EVENT))
  const { addToast } = await import('./toast-queue')
  return addToast(message)
}
