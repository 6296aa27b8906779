/** Every use of TanStack Router beyond its public API, in one place (docs/toolchain.md); router-internals.test.ts guards each. */
import type { AnyRouteMatch } from '@tanstack/react-router'
import type { createRequestHandler } from '@tanstack/react-router/ssr/server'

export function isNotFoundMatch(match: Pick<AnyRouteMatch, 'status'>) {
  return match.status === 'notFound' || (match as { _notFound?: boolean })._notFound === true
}

export const INLINE_CSS_FLAG = 'process.env.TSS_INLINE_CSS_ENABLED'

/** A split route component's manifest key, `src/routes/case-study.$slug.tsx?tsr-split=component`. */
export const SPLIT_ROUTE = /^src\/routes\/(.+)\.tsx\?tsr-split=component$/

export function routeIdOf(fileName: string) {
  const id = `/${fileName.replace(/\./g, '/')}`
  return id === '/index' ? '/' : id.replace(/\/index$/, '/')
}

export type ServerManifest = Awaited<ReturnType<NonNullable<Parameters<typeof createRequestHandler>[0]['getRouterManifest']>>>
