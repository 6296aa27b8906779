import { Children, type ReactNode } from 'react'
import type { caseStudiesSection } from '../../../content/home'
import { Carousel } from '../../../ui/Carousel/Carousel'
import type { CarouselLabels } from '../../../ui/Carousel/CarouselContext'
import {
  CarouselNext,
  CarouselPicker,
  CarouselPrevious,
  CarouselRotationControl,
  CarouselTrack,
} from '../../../ui/Carousel/CarouselParts'
import { fill } from '../../../ground/fill'
import carouselStyles from '../../../ui/Carousel/Carousel.module.css'
import styles from './CaseStudies.module.css'

export interface CaseStudiesCarouselProps {
  copy: CarouselLabels & Pick<(typeof caseStudiesSection)['en'], 'goToSlide'>
  /** Each slide's company, naming its picker button. */
  names: string[]
  /** The case study cards, one a slide: static HTML in the browser. */
  children: ReactNode
}

export function CaseStudiesCarousel({ copy, names, children }: CaseStudiesCarouselProps) {
  const slides = Children.toArray(children)
  return (
    <Carousel count={slides.length} labels={copy}>
      <div className={carouselStyles.controls}>
        <div className={styles.start}>
          <CarouselRotationControl />
          <CarouselPicker names={names} label={(n, company) => fill(copy.goToSlide, { n, company })} />
        </div>
        <div className={carouselStyles.arrows}>
          <CarouselPrevious />
          <CarouselNext />
        </div>
      </div>
      <CarouselTrack slides={slides} />
    </Carousel>
  )
}
