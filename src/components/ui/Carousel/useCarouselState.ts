import { useCallback, useEffect, useRef, useState } from 'react'
import { useLocale } from 'react-aria-components'
import { AUTOPLAY_INTERVAL_MS, clampIndex, lastIndex, nextIndex, previousIndex } from './carousel-logic'
import { prefersReducedMotion } from '../../../lib/motion'
import { useMediaPerView } from './useMediaPerView'

/** Position and autoplay, with the scroll track in step; autoplay honours reduced motion and stops at the first interaction. */
export function useCarouselState(count: number) {
  const perView = useMediaPerView()
  // Right to left, the slides run leftwards and scrollLeft goes from 0 down to negative.
  const sign = useLocale().direction === 'rtl' ? -1 : 1
  const [index, setIndex] = useState(0)
  const [rotating, setRotating] = useState(false)
  const [hovered, setHovered] = useState(false)
  const [ready, setReady] = useState(false)
  const trackRef = useRef<HTMLDivElement>(null)
  const fromScroll = useRef(false)
  const movingTo = useRef<number | null>(null)
  const endingMove = useRef<number | null>(null)

  const onTrackScroll = useCallback(() => {
    const track = trackRef.current
    const first = track?.children[0] as HTMLElement | undefined
    const second = track?.children[1] as HTMLElement | undefined
    if (!track || !first) return
    // Positions the carousel's own move passes through are not the visitor's: a press meanwhile counts from its end.
    if (movingTo.current !== null) {
      if (Math.abs(track.scrollLeft - movingTo.current) > 1) return
      // Arrived: its scrollend is still to come.
      endingMove.current = movingTo.current
      movingTo.current = null
    }
    const step = second ? sign * (second.offsetLeft - first.offsetLeft) : first.offsetWidth
    if (step <= 0) return
    const target = clampIndex(Math.round((sign * track.scrollLeft) / step), count, perView)
    setIndex((current) => {
      if (current !== target) fromScroll.current = true
      return target
    })
  }, [count, perView, sign])

  // Used before hydration: keep the slide in view, and count that use or focus inside as the interaction.
  useEffect(() => {
    setReady(true)
    onTrackScroll()
    const carousel = trackRef.current?.closest('[data-carousel]')
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
    const left = sign * Math.max(0, Math.min(sign * (slide.offsetLeft - first.offsetLeft), track.scrollWidth - track.clientWidth))
    const smooth = !prefersReducedMotion()
    movingTo.current = smooth && Math.abs(track.scrollLeft - left) > 1 ? left : null
    track.scrollTo({ left, behavior: smooth ? 'smooth' : 'auto' })
  }, [index])

  // The visitor's own scroll (a touch, a wheel), or the end of a move wherever it came to rest.
  const onTrackTakeOver = useCallback(() => {
    if (movingTo.current === null) return
    movingTo.current = null
    onTrackScroll()
  }, [onTrackScroll])

  // The late scrollend of a move that a quick second press already followed is not the new move's
  // end: taken for it, it would send the carousel back.
  const onTrackSettle = useCallback(() => {
    const track = trackRef.current
    const stale = track && movingTo.current !== null && endingMove.current !== null && Math.abs(track.scrollLeft - endingMove.current) <= 1
    endingMove.current = null
    if (!stale) onTrackTakeOver()
  }, [onTrackTakeOver])

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
    onTrackTakeOver,
  }
}
