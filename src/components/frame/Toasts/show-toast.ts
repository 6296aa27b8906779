import { wake } from '../../../islands/start'
import type { ToastMessage } from './toast-queue'

/** Shows a toast: the toast region (an island rendered in the browser only) is mounted the first time. */
export async function showToast(message: ToastMessage): Promise<string> {
  const region = document.querySelector<HTMLElement>('[data-island="toasts"]')
  const [{ showToast: add }] = await Promise.all([import('./toast-queue'), region ? wake(region) : undefined])
  return add(message)
}
