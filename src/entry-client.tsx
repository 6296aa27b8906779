import { StrictMode, startTransition } from 'react'
import { RouterClient } from '@tanstack/react-router/ssr/client'
import { chrome } from './content/site'
import { keepScrollThroughBackForwardCache } from './lib/back-forward-scroll'
import { watchInstall } from './lib/install'
import { createAppRouter } from './router'

// Start-up in two tasks, so that neither blocks a slow phone for long: this module's imports (the
// router, React Aria, the app) are evaluated first; React DOM's client, two thirds of the code, in
// the next task. The prerendered page preloads both together (scripts/prerender.ts).
const { hydrateRoot } = await import('react-dom/client')

const router = createAppRouter()
keepScrollThroughBackForwardCache()
// Before hydration, so the browser's offer to install is not missed; a toast once installed.
watchInstall(() => {
  void import('./components/frame/Toasts/toast-queue').then(({ showToast }) => showToast({ title: chrome.appInstalled }))
})

// As a transition, hydration yields to the browser every few milliseconds instead of blocking it
// for one long task: taps and scrolls stay responsive, and the early-input script handles any
// control that is not hydrated yet.
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RouterClient router={router} />
    </StrictMode>,
  )
})
