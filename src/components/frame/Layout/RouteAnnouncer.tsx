import { useEffect, useRef, useState } from 'react'
import { useRouter } from '@tanstack/react-router'

/**
 * After a client-side page change, move focus to the new page's h1 and announce its title;
 * after an in-page hash link, move focus to the section. The first load is left alone.
 */
export function RouteAnnouncer() {
  const router = useRouter()
  const [message, setMessage] = useState('')
  const previous = useRef<string | null>(null)

  useEffect(() => {
    previous.current = router.state.location.pathname
    return router.subscribe('onResolved', ({ toLocation }) => {
      const samePage = previous.current === toLocation.pathname
      previous.current = toLocation.pathname
      requestAnimationFrame(() => {
        const hashTarget = toLocation.hash ? document.getElementById(toLocation.hash) : null
        if (hashTarget) {
          hashTarget.focus({ preventScroll: true })
          return
        }
        if (samePage) return
        document.querySelector<HTMLElement>('[data-page-heading]')?.focus({ preventScroll: true })
        setMessage(document.title)
      })
    })
  }, [router])

  return (
    <p className="visually-hidden" aria-live="polite" aria-atomic="true">
      {message}
    </p>
  )
}
