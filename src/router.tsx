import { createRouter } from '@tanstack/react-router'
import { RouteError } from './components/pages/RouteError/RouteError'
import { prefersReducedMotion } from './lib/motion'
import { routeTree } from './routeTree.gen'

/** Options shared by the app's router and by tests that build a router around other route trees. */
export const routerDefaults = {
  scrollRestoration: true,
  defaultPreload: 'intent',
  defaultErrorComponent: RouteError,
} as const

export function createAppRouter() {
  // A short cross-fade from one page to the next (view transitions, styles/global.css), where the
  // browser has them; none on the first render, within a page (a section link) or for a visitor
  // who prefers reduced motion.
  const router = createRouter({ routeTree, ...routerDefaults, defaultViewTransition: true })
  router.subscribe('onBeforeNavigate', ({ fromLocation, pathChanged }) => {
    if (!fromLocation || !pathChanged || prefersReducedMotion()) router.shouldViewTransition = false
  })
  return router
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
