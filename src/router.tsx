import { createRouter } from '@tanstack/react-router'
import { RouteError } from './components/pages/RouteError/RouteError'
import { routeTree } from './routeTree.gen'

/** Options shared by the app's router and by tests that build a router around other route trees. */
export const routerDefaults = {
  scrollRestoration: true,
  defaultPreload: 'intent',
  defaultErrorComponent: RouteError,
} as const

export function createAppRouter() {
  return createRouter({ routeTree, ...routerDefaults })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
