/**
 * Every use of TanStack Router that its public API does not cover, in one place. Each is a fact
 * about the router's build output or server rendering that the hand-built prerender relies on;
 * src/lib/router-internals.test.ts fails loudly when an upgrade changes one of them.
 *
 * - The router plugin splits each route's component into a chunk whose Vite manifest key is the
 *   route file with `?tsr-split=component`: the prerender preloads each page's own chunk.
 * - The router renders the manifest's inline CSS into a `<style>` only where
 *   `process.env.TSS_INLINE_CSS_ENABLED` is "true"; its plugin defines it "false" for the client,
 *   which would drop the prerendered `<style>` on hydration. vite.config.ts redefines it.
 * - The asset manifest the server handler takes has no exported name: its type is read off
 *   `createRequestHandler`'s `getRouterManifest` option.
 * - An address no route matches leaves the root match with status "success" and an internal
 *   `_notFound` flag (no error, no public field): the root's head reads it for the 404 title.
 */
import type { AnyRouteMatch } from '@tanstack/react-router'
import type { createRequestHandler } from '@tanstack/react-router/ssr/server'

/** Whether a match shows the not-found page: a route's own, or the root's for an unknown address. */
export function isNotFoundMatch(match: Pick<AnyRouteMatch, 'status'>) {
  return match.status === 'notFound' || (match as { _notFound?: boolean })._notFound === true
}

/** The define the router reads to keep inline CSS on the client. */
export const INLINE_CSS_FLAG = 'process.env.TSS_INLINE_CSS_ENABLED'

/** A split route component's manifest key, `src/routes/case-study.$slug.tsx?tsr-split=component`. */
export const SPLIT_ROUTE = /^src\/routes\/(.+)\.tsx\?tsr-split=component$/

/** The route id of a flat route file name: `index` → `/`, `case-study.$slug` → `/case-study/$slug`. */
export function routeIdOf(fileName: string) {
  const id = `/${fileName.replace(/\./g, '/')}`
  return id === '/index' ? '/' : id.replace(/\/index$/, '/')
}

/** The asset manifest the router renders into the head and body of a server-rendered page. */
export type ServerManifest = Awaited<ReturnType<NonNullable<Parameters<typeof createRequestHandler>[0]['getRouterManifest']>>>
