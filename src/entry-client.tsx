import { StrictMode, startTransition } from 'react'
import { RouterClient } from '@tanstack/react-router/ssr/client'
import { chrome } from './content/site'
import { keepScrollThroughBackForwardCache } from './lib/back-forward-scroll'
import { watchInstall } from './lib/install'
import { createAppRouter } from './router'

// Two start-up tasks, so neither blocks a slow phone for long; the page preloads both (scripts/prerender.ts).
const { hydrateRoot } = await import('react-dom/client')

const router = createAppRouter()
keepScrollThroughBackForwardCache()
// Before hydration, so the browser's offer to install is not missed; a toast once installed.
watchInstall(() => {
  void import('./components/frame/Toasts/toast-queue').then(({ showToast }) => showToast({ title: chrome.appInstalled }))
})

// As a transition, hydration yields to taps and scrolls instead of one long task.
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RouterClient router={router} />
    </StrictMode>,
  )
})
