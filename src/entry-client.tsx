/** The client entry: no React of its own (docs/islands.md). */
import { onIdle, reportLoadFailure, startIslands, whenSettled } from './islands/start'
import { DRAFT_KEY, local } from './application/draft-key'
import type { ApplicationMessage } from './application/hand-over'
import { SETTLE_MS } from './lib/settle'
import { installOffer, onInstallOfferChange, promptInstall, watchInstall } from './lib/install'
import { ANALYTICS_DOMAIN } from './lib/analytics-domain'
import { startFunnel, startVitals } from './lib/page-funnel'
import { shareOrCopy } from './components/pages/CaseStudyDetail/share'
import { jumpFromMenu } from './lib/menu-jump'

// Before anything else, so the browser's offer to install is not missed; a toast once installed.
watchInstall(() => {
  void import('./ui/Toasts/toasts').then(({ showToast }) => showToast({ title: 'appInstalled' }))
})
// Install buttons not yet hydrated are shown and hidden here; hydrated ones by React.
const showInstall = () => {
  for (const button of document.querySelectorAll<HTMLElement>('[data-install][data-early]'))
    button.hidden = !installOffer()
}
onInstallOfferChange(showInstall)

// Presses that need the browser's user activation act here, within the tap itself (docs/islands.md).
document.addEventListener(
  'early-press',
  (event) => {
    const control = event.target as HTMLElement
    if (control.matches('[data-install]') && installOffer() === 'prompt') {
      event.preventDefault()
      void promptInstall()
    } else if (control.dataset.share) {
      event.preventDefault()
      void shareOrCopy(JSON.parse(control.dataset.share)).then((outcome) => {
        // Nothing could share or copy it: the island shows the address to copy by hand, once hydrated.
        if (outcome !== 'manual') return
        if (control.hasAttribute('data-early')) control.setAttribute('data-pending', 'true')
        else control.click()
      })
    }
  },
  true,
)

addEventListener('click', jumpFromMenu)

function start() {
  showInstall()
  if (ANALYTICS_DOMAIN) startFunnel(Boolean(document.querySelector('[data-not-found]')))
  // Only while HubSpot's form is due or the device offline: a form already in place needs nothing of it.
  const applicationPage = /^(loading|offline)$/.test(document.documentElement.dataset.application ?? '')
    ? import('./application/page').then(
        ({ startApplicationPage }) => startApplicationPage(),
        reportLoadFailure('application page'),
      )
    : undefined
  // Once every island due at load and the application page's code have started (docs/islands.md).
  void Promise.all([startIslands(), applicationPage]).then(() => {
    document.documentElement.setAttribute('data-hydrated', '')
    if (ANALYTICS_DOMAIN) onIdle(startVitals)
  })
  // The worker's install waits for the page to settle (a slow phone's first seconds are the page's); a draft is seen to at once.
  const notifications = noticesHearing(navigator.serviceWorker)
  if (local()?.getItem(DRAFT_KEY) != null) onIdle(notifications)
  else whenSettled(SETTLE_MS, notifications)
}

/** Starts the notices; an outcome the worker tells before then (of an application kept with no draft) starts them at once, for them to tell. */
function noticesHearing(container?: ServiceWorkerContainer) {
  const heard: unknown[] = []
  let due = false
  const start = () => {
    if (due) return
    due = true
    void import('./notifications').then(({ startNotifications }) => {
      container?.removeEventListener('message', hear)
      startNotifications()
      for (const data of heard) container?.dispatchEvent(new MessageEvent('message', { data }))
    }, reportLoadFailure('notifications'))
  }
  const hear = (event: MessageEvent<ApplicationMessage | null>) => {
    if (event.data?.type !== 'application-outcome') return
    heard.push(event.data)
    start()
  }
  container?.addEventListener('message', hear)
  return start
}
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true })
else start()
