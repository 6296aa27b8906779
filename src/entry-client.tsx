/**
 * The client entry: no React of its own. It schedules the page's islands, watches for the browser's
 * offer to install the site, and once the page is idle starts the service worker and notifications.
 */
import { onIdle, startIslands } from './islands/start'
import { installOffer, onInstallOfferChange, watchInstall } from './lib/install'

const toastCopy = () => JSON.parse(document.querySelector<HTMLElement>('[data-island="toasts"]')?.dataset.props ?? '{}').copy

// Before anything else, so the browser's offer to install is not missed; a toast once installed.
watchInstall(() => {
  void import('./components/frame/Toasts/show-toast').then(({ showToast }) => showToast({ title: toastCopy().appInstalled }))
})
// Install buttons not yet hydrated are shown and hidden here; hydrated ones by React.
const showInstall = () => {
  for (const button of document.querySelectorAll<HTMLElement>('[data-install][data-early]')) button.hidden = !installOffer()
}
onInstallOfferChange(showInstall)

function start() {
  showInstall()
  void startIslands().then(() => document.documentElement.setAttribute('data-hydrated', ''))
  // After the page's own load, as Workbox advises: the worker's precache never competes with it.
  const notifications = () =>
    onIdle(() => void import('./lib/notifications').then(({ startNotifications }) => startNotifications(toastCopy()), () => undefined))
  if (document.readyState === 'complete') notifications()
  else addEventListener('load', notifications, { once: true })
}
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true })
else start()
