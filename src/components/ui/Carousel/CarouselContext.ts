import { createContext, useContext } from 'react'

export interface CarouselApi {
  /** Index of the first slide in view. */
  index: number
  count: number
  perView: number
  canPrevious: boolean
  canNext: boolean
  previous: () => void
  next: () => void
  goTo: (index: number) => void
  /** Whether autoplay is on. */
  rotating: boolean
  toggleRotation: () => void
  /** Whether the carousel has hydrated; before that, every slide stays reachable. */
  ready: boolean
  trackRef: React.RefObject<HTMLDivElement | null>
  onTrackScroll: () => void
  /** The visitor took over the track, or it came to rest: its position is the visitor's again. */
  onTrackSettle: () => void
  labels: CarouselLabels
}

export interface CarouselLabels {
  region: string
  previous: string
  next: string
  stopRotation: string
  startRotation: string
  picker: string
  /** Accessible name of a slide, with `{n}` and `{total}`. */
  slide: string
}

export const CarouselContext = createContext<CarouselApi | null>(null)

/** The carousel's state and actions; only inside a `<Carousel />`. */
export function useCarousel(): CarouselApi {
  const context = useContext(CarouselContext)
  if (!context) throw new Error('useCarousel must be used within a <Carousel />')
  return context
}
