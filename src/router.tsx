import { createRouter, type RouterHistory } from '@tanstack/react-router'
import { RouteError } from './components/pages/RouteError/RouteError'
import type { PageAssets } from './lib/page-assets'
import { routeTree } from './routeTree.gen'

/** The router renders pages at build time only: in the browser every page is its own document. */
export function createAppRouter({ history, assets }: { history: RouterHistory; assets: PageAssets }) {
  return createRouter({ routeTree, history, context: { assets }, defaultErrorComponent: RouteError })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
