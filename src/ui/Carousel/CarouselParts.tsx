import { useLayoutEffect, type ReactNode } from 'react'
import { useEarly } from '../../early-input/useEarly'
import { Button } from '../Button/Button'
import { Icon } from '../Icon/Icon'
import { fill } from '../../ground/fill'
import { isInView } from './carousel-logic'
import { useCarousel } from './CarouselContext'
import styles from './Carousel.module.css'

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])'

/** Live announcements are off while the slides move by themselves, on while rotation is stopped or held (APG). */
export function CarouselTrack({ slides }: { slides: ReactNode[] }) {
  const { trackRef, onTrackScroll, onTrackSettle, onTrackTakeOver, turning, index, perView, ready, labels } =
    useCarousel()

  // A slide leaving the view becomes inert: focus it held follows into the view, not back to the page.
  useLayoutEffect(() => {
    const track = trackRef.current
    const active = document.activeElement
    if (!track || !active || !track.contains(active)) return
    const slideElements = Array.from(track.children) as HTMLElement[]
    const holder = slideElements.findIndex((slide) => slide.contains(active))
    if (holder === -1 || isInView(holder, index, perView)) return
    const target = holder < index ? index : index + perView - 1
    slideElements[target]?.querySelector<HTMLElement>(FOCUSABLE)?.focus({ preventScroll: true })
  }, [index, perView, trackRef])

  return (
    <div
      ref={trackRef}
      className={styles.track}
      data-early-track
      aria-live={turning ? 'off' : 'polite'}
      onScroll={onTrackScroll}
      onScrollEnd={onTrackSettle}
      onPointerDown={onTrackTakeOver}
      onWheel={onTrackTakeOver}
    >
      {slides.map((slide, slideIndex) => (
        <div
          key={slideIndex}
          role="group"
          aria-roledescription={labels.slideRole}
          aria-label={fill(labels.slideLabel, { n: slideIndex + 1, total: slides.length })}
          className={styles.slide}
          // Slides out of view leave no invisible focus stops; before hydration all stay usable.
          inert={ready && !isInView(slideIndex, index, perView)}
          data-current={slideIndex === index || undefined}
        >
          {slide}
        </div>
      ))}
    </div>
  )
}

export function CarouselRotationControl() {
  const { rotating, toggleRotation, labels } = useCarousel()
  const early = useEarly('queue')
  return (
    <Button
      ref={early.ref}
      {...early.props}
      variant="icon"
      onPress={toggleRotation}
      data-carousel-rotation
      data-nojs-hide
    >
      <Icon name={rotating ? 'pause' : 'play'} />
      <span className="visually-hidden">{rotating ? labels.stopRotation : labels.startRotation}</span>
    </Button>
  )
}

export function CarouselPrevious() {
  const { canPrevious, previous, labels } = useCarousel()
  const early = useEarly('step', { 'data-early-step': -1 })
  return (
    <Button
      ref={early.ref}
      {...early.props}
      variant="icon"
      onPress={previous}
      isDisabled={!canPrevious}
      aria-label={labels.previous}
      data-carousel-arrow
    >
      <Icon name="chevron-left" />
    </Button>
  )
}

export function CarouselNext() {
  const { canNext, next, labels } = useCarousel()
  const early = useEarly('step', { 'data-early-step': 1 })
  return (
    <Button
      ref={early.ref}
      {...early.props}
      variant="icon"
      onPress={next}
      isDisabled={!canNext}
      aria-label={labels.next}
      data-carousel-arrow
    >
      <Icon name="chevron-right" />
    </Button>
  )
}

/** One button per slide: a single-pointer alternative to swiping on small screens (WCAG 2.5.7). */
export function CarouselPicker({ names, label }: { names: string[]; label: (n: number, name: string) => string }) {
  const { labels } = useCarousel()
  return (
    <div role="group" aria-label={labels.pickerLabel} className={styles.picker} data-nojs-hide>
      {names.map((name, slideIndex) => (
        <PickerDot key={name} slide={slideIndex} label={label(slideIndex + 1, name)} />
      ))}
    </div>
  )
}

function PickerDot({ slide, label }: { slide: number; label: string }) {
  const { index, goTo } = useCarousel()
  const early = useEarly('goto', { 'data-early-goto': slide })
  return (
    <Button
      ref={early.ref}
      {...early.props}
      variant="quiet"
      className={styles.dot}
      aria-label={label}
      aria-current={slide === index ? 'true' : undefined}
      onPress={() => goTo(slide)}
    />
  )
}
