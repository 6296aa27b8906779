import { useEffect, useState, type RefObject } from 'react'

/** Whether all of it is on screen below what the page keeps covered at its top (`scroll-padding-top`: the sticky header). */
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
