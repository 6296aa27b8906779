/**
 * Keeps the visitor's place when a page comes back from the back/forward cache. The router sets
 * `history.scrollRestoration` to 'manual' (it restores positions itself after client-side
 * changes); WebKit then brings a cached page back at the top, where Chromium and Firefox leave it
 * where it was. The position is noted as the page goes into the cache and put back as it returns:
 * a no-op where the browser kept it.
 */
export function keepScrollThroughBackForwardCache(target: Window = window) {
  let saved: { left: number; top: number } | undefined
  const hide = (event: PageTransitionEvent) => {
    saved = event.persisted ? { left: target.scrollX, top: target.scrollY } : undefined
  }
  const show = (event: PageTransitionEvent) => {
    if (!event.persisted || !saved) return
    if (target.scrollX !== saved.left || target.scrollY !== saved.top) target.scrollTo({ ...saved, behavior: 'instant' })
  }
  target.addEventListener('pagehide', hide)
  target.addEventListener('pageshow', show)
  return () => {
    target.removeEventListener('pagehide', hide)
    target.removeEventListener('pageshow', show)
  }
}
