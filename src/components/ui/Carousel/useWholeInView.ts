import { useEffect, useState, type RefObject } from 'react'

/**
 * Whether all of the element is on screen, below what the page keeps covered at its top (its
 * sticky header: the root's `scroll-padding-top`). An element taller than that room is never
 * whole in view. Without IntersectionObserver (jsdom), it counts as in view.
 */
export function useWholeInView(ref: RefObject<Element | null>): boolean {
  const [inView, setInView] = useState(false)
  useEffect(() => {
    const element = ref.current
    if (!element) return
    if (typeof IntersectionObserver !== 'function') {
      setInView(true)
      return
    }
    const covered = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0
    const observer = new IntersectionObserver(([entry]) => setInView(entry!.intersectionRatio >= 1), {
      threshold: 1,
      rootMargin: `${-covered}px 0px 0px 0px`,
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref])
  return inView
}
