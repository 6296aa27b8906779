import {
  RouterServer,
  createRequestHandler,
  renderRouterToString,
} from '@tanstack/react-router/ssr/server'
import type { ServerManifest } from './lib/router-internals'
import { createAppRouter } from './router'

export interface RenderResult {
  status: number
  html: string
}

/** Render one address to a complete HTML document with the router's own SSR APIs. */
export async function render(url: string, manifest: ServerManifest): Promise<RenderResult> {
  const request = new Request(new URL(url, 'http://localhost'))
  const handler = createRequestHandler({
    request,
    createRouter: createAppRouter,
    getRouterManifest: () => manifest,
  })
  const response = await handler(({ responseHeaders, router }) =>
    renderRouterToString({ responseHeaders, router, children: <RouterServer router={router} /> }),
  )
  const body = await response.text()
  return { status: response.status, html: body.startsWith("<!DOCTYPE") ? body : `<!DOCTYPE html>${body}` }
}

export { pages } from './lib/page-list'
