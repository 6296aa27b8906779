import { useLayoutEffect, useRef, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react'
import { CarouselContext, type CarouselLabels } from './CarouselContext'
import { useCarouselState } from './useCarouselState'
import styles from './Carousel.module.css'

export interface CarouselProps {
  /** Number of slides rendered by `CarouselTrack`. */
  count: number
  labels: CarouselLabels
  children: ReactNode
  className?: string
}

/**
 * A carousel after the WAI-ARIA Authoring Practices pattern, on a CSS scroll-snap track so that
 * swiping works natively and before hydration. Any interaction stops autoplay; only the rotation
 * control starts it again.
 */
export function Carousel({ count, labels, children, className }: CarouselProps) {
  const state = useCarouselState(count)
  const rootRef = useRef<HTMLElement>(null)
  const { stop, setHovered, previous, next, index, ready } = state

  // An arrow button that becomes disabled at an end would drop keyboard focus on the page:
  // hand it to the other arrow instead.
  const focusedArrow = useRef<HTMLButtonElement | null>(null)
  useLayoutEffect(() => {
    const arrow = focusedArrow.current
    const active = document.activeElement
    if (!arrow?.disabled || (active !== arrow && active !== document.body && active !== null)) return
    rootRef.current?.querySelector<HTMLButtonElement>('[data-carousel-arrow]:not([disabled])')?.focus()
  }, [index])

  const isRotationControl = (target: EventTarget | null) =>
    target instanceof Element && target.closest('[data-carousel-rotation]') !== null

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') {
      event.preventDefault()
      previous()
    } else if (event.key === 'ArrowRight') {
      event.preventDefault()
      next()
    } else if (!isRotationControl(event.target)) stop()
  }

  // Keyboard focus entering the carousel stops rotation, even on the rotation control (APG).
  // Focus that comes with a pointer press was handled by the pointer-down rule instead, so that
  // clicking the rotation control toggles it rather than stopping and restarting it.
  const pointerActive = useRef(false)
  const onFocus = (event: FocusEvent) => {
    focusedArrow.current =
      event.target instanceof HTMLButtonElement && event.target.matches('[data-carousel-arrow]') ? event.target : null
    const cameFromOutside = !rootRef.current?.contains(event.relatedTarget as Node | null)
    if (cameFromOutside && !pointerActive.current) stop()
  }

  return (
    <CarouselContext.Provider value={{ ...state, labels }}>
      <section
        ref={rootRef}
        aria-roledescription="carousel"
        aria-label={labels.region}
        // Until hydrated, the early-input script moves the track and marks the carousel "used".
        data-early-carousel={ready ? undefined : ''}
        suppressHydrationWarning
        className={[styles.carousel, className].filter(Boolean).join(' ')}
        onKeyDown={onKeyDown}
        onFocus={onFocus}
        onBlur={(event) => {
          if (!rootRef.current?.contains(event.relatedTarget as Node | null) && event.relatedTarget) focusedArrow.current = null
        }}
        onPointerDown={(event) => {
          pointerActive.current = true
          if (!isRotationControl(event.target)) stop()
        }}
        onPointerUp={() => (pointerActive.current = false)}
        onPointerCancel={() => (pointerActive.current = false)}
        onPointerEnter={(event) => event.pointerType === 'mouse' && setHovered(true)}
        onPointerLeave={() => setHovered(false)}
      >
        {children}
      </section>
    </CarouselContext.Provider>
  )
}
