/** The one use of TanStack Router beyond its public API (docs/toolchain.md); router-internals.test.ts guards it. */
import type { AnyRouteMatch } from '@tanstack/react-router'

export function isNotFoundMatch(match: Pick<AnyRouteMatch, 'status'>) {
  return match.status === 'notFound' || (match as { _notFound?: boolean })._notFound === true
}
