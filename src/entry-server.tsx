import { RouterProvider, createMemoryHistory } from '@tanstack/react-router'
import { renderToString } from 'react-dom/server'
import type { PageAssets } from './lib/page-assets'
import { isNotFoundMatch } from './lib/router-internals'
import { createAppRouter } from './router'

export interface RenderResult {
  status: number
  html: string
}

export async function render(url: string, assets: PageAssets): Promise<RenderResult> {
  // The router's addresses have no trailing slash: a language's home `/ar/` is its `/ar`.
  const path = url.length > 1 ? url.replace(/\/$/, '') : url
  const router = createAppRouter({ history: createMemoryHistory({ initialEntries: [path] }), assets })
  await router.load()
  const html = renderToString(<RouterProvider router={router} />)
  const notFound = router.state.matches.some(isNotFoundMatch)
  return { status: notFound ? 404 : 200, html: `<!DOCTYPE html>${html}` }
}

export { pages } from './lib/page-list'
