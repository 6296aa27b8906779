import { useEffect } from 'react'

/** The Suspense boundaries that hydrate after the rest of the document (see Layout). */
export type HydratedPart = 'page' | 'footer'
const PARTS: readonly HydratedPart[] = ['page', 'footer']
const done = new Set<HydratedPart>()

/**
 * Marks `<html data-hydrated>` once every boundary has hydrated: the app's own signal that every
 * control on the page is React's (tests wait for it; the early-input script is done by then).
 */
export function HydrationMark({ part }: { part: HydratedPart }) {
  useEffect(() => {
    done.add(part)
    if (PARTS.every((name) => done.has(name))) document.documentElement.setAttribute('data-hydrated', '')
  }, [part])
  return null
}
