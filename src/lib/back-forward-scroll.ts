/** With the router's manual scroll restoration, WebKit brings a back/forward-cached page back at the top: put it back. */
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
