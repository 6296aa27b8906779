import { useEffect, useState } from 'react'
import { PER_VIEW_QUERIES, perViewFor } from './carousel-logic'

/** Cards per view for the current viewport; 1 during prerendering, then the real value. */
export function useMediaPerView(): number {
  const [perView, setPerView] = useState(1)
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return
    const lists = PER_VIEW_QUERIES.map(({ query }) => window.matchMedia(query))
    const update = () => setPerView(perViewFor((query) => window.matchMedia(query).matches))
    update()
    lists.forEach((list) => list.addEventListener('change', update))
    return () => lists.forEach((list) => list.removeEventListener('change', update))
  }, [])
  return perView
}
