/** Autoplay interval from the specification. */
export const AUTOPLAY_INTERVAL_MS = 4000

/** Cards per view: 1 on small screens, 2 from the medium breakpoint (48em), 3 from large (64em). */
export const PER_VIEW_QUERIES = [
  { query: '(min-width: 64em)', perView: 3 },
  { query: '(min-width: 48em)', perView: 2 },
] as const

export function perViewFor(matches: (query: string) => boolean): number {
  return PER_VIEW_QUERIES.find(({ query }) => matches(query))?.perView ?? 1
}

export function lastIndex(count: number, perView: number): number {
  return Math.max(0, count - perView)
}

export function clampIndex(index: number, count: number, perView: number): number {
  return Math.min(Math.max(0, index), lastIndex(count, perView))
}

/** One step forward; autoplay wraps from the last position to the first, buttons stop there. */
export function nextIndex(index: number, count: number, perView: number, wrap: boolean): number {
  const last = lastIndex(count, perView)
  if (index >= last) return wrap ? 0 : last
  return index + 1
}

export function previousIndex(index: number): number {
  return Math.max(0, index - 1)
}

export function isInView(slide: number, index: number, perView: number): boolean {
  return slide >= index && slide < index + perView
}
