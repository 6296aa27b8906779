import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react'
import { useLocale } from 'react-aria-components'
import { CarouselContext, type CarouselLabels } from './CarouselContext'
import { useCarouselState } from './useCarouselState'
import { useWholeInView } from './useWholeInView'
import styles from './Carousel.module.css'

export interface CarouselProps {
  count: number
  labels: CarouselLabels
  children: ReactNode
  className?: string
}

/** The WAI-ARIA APG carousel on a CSS scroll-snap track, so swiping works before hydration. */
export function Carousel({ count, labels, children, className }: CarouselProps) {
  const rootRef = useRef<HTMLElement>(null)
  const [hovered, setHovered] = useState(false)
  const [focusWithin, setFocusWithin] = useState(false)
  // Only while the visitor sees it all, rotation control and slides: never under a card read part by part.
  const wholeInView = useWholeInView(rootRef)
  const state = useCarouselState(count, hovered || focusWithin || !wholeInView)
  const { stop, previous, next, index, ready } = state

  // An arrow disabled at an end would drop focus on the page: the other arrow takes it.
  const focusedArrow = useRef<HTMLButtonElement | null>(null)
  useLayoutEffect(() => {
    const arrow = focusedArrow.current
    const active = document.activeElement
    if (!arrow?.disabled || (active !== arrow && active !== document.body && active !== null)) return
    rootRef.current?.querySelector<HTMLButtonElement>('[data-carousel-arrow]:not([disabled])')?.focus()
  }, [index])

  // Focus that reached an arrow before hydration counts as on it.
  useEffect(() => {
    const active = document.activeElement
    if (
      active instanceof HTMLButtonElement &&
      active.matches('[data-carousel-arrow]') &&
      rootRef.current?.contains(active)
    )
      focusedArrow.current = active
  }, [])
  const isRotationControl = (target: EventTarget | null) =>
    target instanceof Element && target.closest('[data-carousel-rotation]') !== null

  // The arrow goes where it points: right to left, ArrowLeft is the next slide.
  const nextKey = useLocale().direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight'
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault()
      if (event.key === nextKey) next()
      else previous()
    } else if (!isRotationControl(event.target)) stop()
  }

  // Keyboard focus entering stops rotation (APG); a pointer's focus is left to the press, so a click toggles it.
  const pointerActive = useRef(false)
  const onFocus = (event: FocusEvent) => {
    setFocusWithin(!isRotationControl(event.target))
    focusedArrow.current =
      event.target instanceof HTMLButtonElement && event.target.matches('[data-carousel-arrow]') ? event.target : null
    const cameFromOutside = !rootRef.current?.contains(event.relatedTarget as Node | null)
    if (cameFromOutside && !pointerActive.current) stop()
  }

  return (
    <CarouselContext.Provider value={{ ...state, labels }}>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- keys and focus bubble up from its buttons */}
      <section
        ref={rootRef}
        aria-roledescription={labels.carouselRole}
        data-carousel
        aria-label={labels.carouselLabel}
        data-early-carousel={ready ? undefined : ''}
        suppressHydrationWarning
        className={[styles.carousel, className].filter(Boolean).join(' ')}
        onKeyDown={onKeyDown}
        onFocus={onFocus}
        onBlur={(event) => {
          if (rootRef.current?.contains(event.relatedTarget as Node | null)) return
          setFocusWithin(false)
          if (event.relatedTarget) focusedArrow.current = null
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
