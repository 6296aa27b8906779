import { createContext, useContext } from 'react'

export interface CarouselApi {
  index: number
  count: number
  perView: number
  canPrevious: boolean
  canNext: boolean
  previous: () => void
  next: () => void
  goTo: (index: number) => void
  rotating: boolean
  /** Rotating and not held (hovered, focus inside, not all on screen). */
  turning: boolean
  toggleRotation: () => void
  /** Whether the carousel has hydrated; before that, every slide stays reachable. */
  ready: boolean
  trackRef: React.RefObject<HTMLDivElement | null>
  onTrackScroll: () => void
  /** The visitor took over the track, or it came to rest: its position is the visitor's again. */
  onTrackSettle: () => void
  onTrackTakeOver: () => void
  labels: CarouselLabels
}

export interface CarouselLabels {
  /** The words a screen reader says for the roles, in the page's language (APG). */
  carouselRole: string
  slideRole: string
  carouselLabel: string
  previous: string
  next: string
  stopRotation: string
  startRotation: string
  pickerLabel: string
  /** `{n}` and `{total}`: the slide's number and how many there are. */
  slideLabel: string
}

export const CarouselContext = createContext<CarouselApi | null>(null)

export function useCarousel(): CarouselApi {
  const context = useContext(CarouselContext)
  if (!context) throw new Error('useCarousel must be used within a <Carousel />')
  return context
}
