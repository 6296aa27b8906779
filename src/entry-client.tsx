/**
 * The client entry: no React of its own. It schedules the page's islands, watches for the browser's
 * offer to install the site, and once the page is idle starts the service worker and notifications.
 */
import { onIdle, startIslands, wake } from './islands/start'
import { installOffer, onInstallOfferChange, watchInstall } from './lib/install'

const toastCopy = () => JSON.parse(document.querySelector<HTMLElement>('[data-island="toasts"]')?.dataset.props ?? '{}').copy

// Before anything else, so the browser's offer to install is not missed; a toast once installed.
watchInstall(() => {
  void import('./components/frame/Toasts/show-toast').then(({ showToast }) => showToast({ title: toastCopy().appInstalled }))
})
const showInstall = () => {
  if (!installOffer()) return
  for (const island of document.querySelectorAll<HTMLElement>('[data-island="install"]')) void wake(island)
}
onInstallOfferChange(showInstall)

function start() {
  showInstall()
  void startIslands().then(() => document.documentElement.setAttribute('data-hydrated', ''))
  onIdle(() => void import('./lib/notifications').then(({ startNotifications }) => startNotifications(toastCopy())))
}
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true })
else start()
