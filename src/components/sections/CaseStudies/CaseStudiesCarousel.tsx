import type { Slot } from '../../../islands/Slot'
import { Carousel } from '../../ui/Carousel/Carousel'
import type { CarouselLabels } from '../../ui/Carousel/CarouselContext'
import { CarouselNext, CarouselPicker, CarouselPrevious, CarouselRotationControl, CarouselTrack } from '../../ui/Carousel/CarouselParts'
import { fill } from '../../../lib/fill'
import carouselStyles from '../../ui/Carousel/Carousel.module.css'
import styles from './CaseStudies.module.css'

export interface CaseStudiesCarouselProps {
  labels: CarouselLabels & { goToSlide: string }
  /** Each slide's company, naming its picker button. */
  names: string[]
  /** The case study cards, rendered on the server. */
  slots: Slot[]
}

/** The case study cards in the carousel: the island; the cards themselves stay static HTML. */
export function CaseStudiesCarousel({ labels, names, slots }: CaseStudiesCarouselProps) {
  return (
    <Carousel count={slots.length} labels={labels}>
      <div className={carouselStyles.controls}>
        <div className={styles.start}>
          <CarouselRotationControl />
          <CarouselPicker names={names} label={(n, company) => fill(labels.goToSlide, { n, company })} />
        </div>
        <div className={carouselStyles.arrows}>
          <CarouselPrevious />
          <CarouselNext />
        </div>
      </div>
      <CarouselTrack slides={slots} />
    </Carousel>
  )
}
