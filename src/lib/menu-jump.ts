/** A section chosen in the menu, jumped to and held at the top for 2 s or until the visitor moves (docs/islands.md). */
export function jumpFromMenu(event: MouseEvent) {
  const link =
    event.target instanceof Element
      ? event.target.closest<HTMLAnchorElement>('[data-early-shell] a[href*="#"], [data-menu-drawer] a[href*="#"]')
      : null
  const section =
    link &&
    !event.defaultPrevented &&
    link.pathname === location.pathname &&
    document.getElementById(decodeURIComponent(link.hash.slice(1)))
  if (!section) return
  const root = document.documentElement
  root.style.scrollBehavior = 'auto'
  const keep = new ResizeObserver(() => section.scrollIntoView({ block: 'start', behavior: 'instant' }))
  const moves = ['wheel', 'touchstart', 'keydown', 'pointerdown']
  const stop = () => {
    keep.disconnect()
    root.style.removeProperty('scroll-behavior')
    moves.forEach((type) => removeEventListener(type, stop, true))
  }
  requestAnimationFrame(() => keep.observe(document.body))
  moves.forEach((type) => addEventListener(type, stop, { capture: true, passive: true }))
  setTimeout(stop, 2000)
}
