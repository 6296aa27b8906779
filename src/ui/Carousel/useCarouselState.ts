import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { useLocale } from 'react-aria-components'
import { AUTOPLAY_INTERVAL_MS, clampIndex, lastIndex, nextIndex, previousIndex } from './carousel-logic'
import { prefersReducedMotion } from '../../lib/motion'
import { scrollLeftFor, slideAtScroll, slideStep } from '../../early-input/carousel-track'
import { useMediaPerView } from './useMediaPerView'

/** Position and autoplay, with the scroll track in step; autoplay honours reduced motion, stops at the first interaction, waits while `held`. */
export function useCarouselState(count: number, held: boolean) {
  const perView = useMediaPerView()
  // Right to left, the slides run leftwards and scrollLeft goes from 0 down to negative.
  const sign = useLocale().direction === 'rtl' ? -1 : 1
  const [index, setIndex] = useState(0)
  const [rotating, setRotating] = useState(false)
  const [ready, setReady] = useState(false)
  const trackRef = useRef<HTMLDivElement>(null)
  /** The slide the track shows or is moving to: an index it already has needs no move. */
  const shownIndex = useRef(0)
  const movingTo = useRef<number | null>(null)
  /** Where the carousel's own move set out from: a scrollend there is the last move's, not this one's. */
  const movingFrom = useRef<number | null>(null)

  const onTrackScroll = useCallback(() => {
    const track = trackRef.current
    if (!track) return
    // Positions the carousel's own move passes through are not the visitor's: a press meanwhile counts from its end.
    if (movingTo.current !== null) {
      if (Math.abs(track.scrollLeft - movingTo.current) > 1) return
      movingTo.current = null
    }
    const step = slideStep(track, sign)
    if (step <= 0) return
    const target = clampIndex(slideAtScroll(track, step, sign), count, perView)
    // Not a flag set inside the state's updater: React may run that late, or twice, and a press after it would be taken for a scroll.
    shownIndex.current = target
    setIndex(target)
  }, [count, perView, sign])

  // Used before hydration: keep the slide in view, and count that use or focus inside as the interaction.
  useEffect(() => {
    setReady(true)
    onTrackScroll()
    const carousel = trackRef.current?.closest('[data-carousel]')
    const focusedInside = Boolean(carousel?.contains(document.activeElement))
    const usedEarly = carousel?.getAttribute('data-early-carousel') === 'used'
    setRotating(!prefersReducedMotion() && !focusedInside && !usedEarly)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on hydration: later it would restart the rotation
  }, [])

  useEffect(() => {
    setIndex((current) => clampIndex(current, count, perView))
  }, [count, perView])

  const turning = rotating && !held
  useLayoutEffect(() => {
    if (!turning) return
    const timer = window.setInterval(
      () => setIndex((current) => nextIndex(current, count, perView, true)),
      AUTOPLAY_INTERVAL_MS,
    )
    return () => window.clearInterval(timer)
  }, [turning, count, perView])

  // In the commit, not after paint: a scroll event of the last move between the two would undo the press.
  const mounted = useRef(false)
  useLayoutEffect(() => {
    if (!mounted.current) {
      mounted.current = true
      return
    }
    if (index === shownIndex.current) return
    const track = trackRef.current
    if (!track?.children[index] || typeof track.scrollTo !== 'function') return
    const left = scrollLeftFor(track, index, sign)
    const smooth = !prefersReducedMotion()
    shownIndex.current = index
    movingTo.current = smooth && Math.abs(track.scrollLeft - left) > 1 ? left : null
    movingFrom.current = track.scrollLeft
    track.scrollTo({ left, behavior: smooth ? 'smooth' : 'auto' })
  }, [index, sign])

  // The visitor's own scroll (a touch, a wheel), or the end of a move wherever it came to rest.
  const onTrackTakeOver = useCallback(() => {
    if (movingTo.current === null) return
    movingTo.current = null
    onTrackScroll()
  }, [onTrackScroll])

  // A scrollend where the move set out from is the last move's (a quick second press): not this one's end.
  // Chromium may have dropped the new move for that ending's snap: it is asked for once more.
  const onTrackSettle = useCallback(() => {
    const track = trackRef.current
    const from = movingFrom.current
    movingFrom.current = null
    if (!track || movingTo.current === null || from === null || Math.abs(track.scrollLeft - from) > 1)
      return onTrackTakeOver()
    track.scrollTo({ left: movingTo.current, behavior: 'smooth' })
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
    turning,
    stop,
    toggleRotation,
    ready,
    trackRef,
    onTrackScroll,
    onTrackSettle,
    onTrackTakeOver,
  }
}
