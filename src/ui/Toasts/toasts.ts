import { wakeIsland } from '../../islands/island'
import type { ToastMessage } from './toast-queue'

export async function showToast(message: ToastMessage): Promise<string> {
  wakeIsland(document.querySelector('[data-island="Toasts"]'))
  const { addToast } = await import('./toast-queue')
  return addToast(message)
}
