import { useCallback, useEffect, useRef, useState } from 'react'
import { AUTOPLAY_INTERVAL_MS, clampIndex, lastIndex, nextIndex, previousIndex } from './carousel-logic'
import { prefersReducedMotion } from '../../../lib/motion'
import { useMediaPerView } from './useMediaPerView'

/**
 * State of a carousel: position, autoplay, and the scroll container kept in step with both.
 * Autoplay starts after hydration unless the visitor prefers reduced motion; it pauses while
 * the pointer is over the carousel and stops at the first interaction.
 */
export function useCarouselState(count: number) {
  const perView = useMediaPerView()
  const [index, setIndex] = useState(0)
  const [rotating, setRotating] = useState(false)
  const [hovered, setHovered] = useState(false)
  const [ready, setReady] = useState(false)
  const trackRef = useRef<HTMLDivElement>(null)
  const fromScroll = useRef(false)
  /** Where the carousel's own smooth move is taking the track (its scrollLeft), while on its way. */
  const movingTo = useRef<number | null>(null)

  /** Swiping or scrolling the track moves the position to the slide nearest its left edge. */
  const onTrackScroll = useCallback(() => {
    const track = trackRef.current
    const first = track?.children[0] as HTMLElement | undefined
    const second = track?.children[1] as HTMLElement | undefined
    if (!track || !first) return
    // The positions the carousel's own move passes through are not the visitor's: the position
    // stays where it is going (else a press meanwhile, Previous right after Next, counted from
    // half-way and did nothing).
    if (movingTo.current !== null) {
      if (Math.abs(track.scrollLeft - movingTo.current) > 1) return
      movingTo.current = null
    }
    const step = second ? second.offsetLeft - first.offsetLeft : first.offsetWidth
    if (step <= 0) return
    const target = clampIndex(Math.round(track.scrollLeft / step), count, perView)
    setIndex((current) => {
      if (current !== target) fromScroll.current = true
      return target
    })
  }, [count, perView])

  // On a slow phone the prerendered carousel can be used before it hydrates: keep the slide a
  // swipe, an arrow key or a control (through the early-input script) brought into view, and
  // treat focus already inside or any earlier use as the interaction that stops rotation.
  useEffect(() => {
    setReady(true)
    onTrackScroll()
    const carousel = trackRef.current?.closest('[aria-roledescription="carousel"]')
    const focusedInside = Boolean(carousel?.contains(document.activeElement))
    const usedEarly = carousel?.getAttribute('data-early-carousel') === 'used'
    setRotating(!prefersReducedMotion() && !focusedInside && !usedEarly)
  }, [])

  useEffect(() => {
    setIndex((current) => clampIndex(current, count, perView))
  }, [count, perView])

  useEffect(() => {
    if (!rotating || hovered) return
    const timer = window.setInterval(
      () => setIndex((current) => nextIndex(current, count, perView, true)),
      AUTOPLAY_INTERVAL_MS,
    )
    return () => window.clearInterval(timer)
  }, [rotating, hovered, count, perView])

  // Bring the track to the current position, unless the visitor's own scrolling set it. Not on
  // mount: the track is where the visitor left it (the mount effect reads that position).
  const mounted = useRef(false)
  useEffect(() => {
    if (!mounted.current) {
      mounted.current = true
      return
    }
    if (fromScroll.current) {
      fromScroll.current = false
      return
    }
    const track = trackRef.current
    const slide = track?.children[index] as HTMLElement | undefined
    if (!track || !slide || typeof track.scrollTo !== 'function') return
    const first = track.children[0] as HTMLElement
    const left = Math.max(0, Math.min(slide.offsetLeft - first.offsetLeft, track.scrollWidth - track.clientWidth))
    const smooth = !prefersReducedMotion()
    movingTo.current = smooth && Math.abs(track.scrollLeft - left) > 1 ? left : null
    track.scrollTo({ left, behavior: smooth ? 'smooth' : 'auto' })
  }, [index])

  /**
   * The visitor takes over the track (a finger, a pointer, a wheel), or its scrolling has come to
   * rest wherever it did: from here its position is the visitor's again.
   */
  const onTrackSettle = useCallback(() => {
    if (movingTo.current === null) return
    movingTo.current = null
    onTrackScroll()
  }, [onTrackScroll])

  const stop = useCallback(() => setRotating(false), [])
  const toggleRotation = useCallback(() => setRotating((current) => !current), [])
  const previous = useCallback(() => {
    setRotating(false)
    setIndex(previousIndex)
  }, [])
  const next = useCallback(() => {
    setRotating(false)
    setIndex((current) => nextIndex(current, count, perView, false))
  }, [count, perView])
  const goTo = useCallback(
    (target: number) => {
      setRotating(false)
      setIndex(clampIndex(target, count, perView))
    },
    [count, perView],
  )


  return {
    index,
    count,
    perView,
    canPrevious: index > 0,
    canNext: index < lastIndex(count, perView),
    previous,
    next,
    goTo,
    rotating,
    stop,
    toggleRotation,
    setHovered,
    ready,
    trackRef,
    onTrackScroll,
    onTrackSettle,
  }
}
