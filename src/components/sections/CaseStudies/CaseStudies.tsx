import { caseStudies } from '../../../content/case-studies'
import { caseStudiesSection as copy } from '../../../content/home'
import { Carousel } from '../../ui/Carousel/Carousel'
import {
  CarouselNext,
  CarouselPicker,
  CarouselPrevious,
  CarouselRotationControl,
  CarouselTrack,
} from '../../ui/Carousel/CarouselParts'
import { fill } from '../../ui/Carousel/carousel-logic'
import carouselStyles from '../../ui/Carousel/Carousel.module.css'
import { CaseStudyCard } from '../CaseStudyCard/CaseStudyCard'
import { Section } from '../../ui/Section/Section'
import styles from './CaseStudies.module.css'

const labels = {
  region: copy.carouselLabel,
  previous: copy.previous,
  next: copy.next,
  stopRotation: copy.stopRotation,
  startRotation: copy.startRotation,
  picker: copy.pickerLabel,
  slide: copy.slideLabel,
}

export function CaseStudies() {
  return (
    <Section id="case-studies" title={copy.title} intro={copy.subtext} tone="subtle">
      <Carousel count={caseStudies.length} labels={labels}>
        <div className={carouselStyles.controls}>
          <div className={styles.start}>
            <CarouselRotationControl />
            <CarouselPicker
              names={caseStudies.map((study) => study.company)}
              label={(n, company) => fill(copy.goToSlide, { n, company })}
            />
          </div>
          <div className={carouselStyles.arrows}>
            <CarouselPrevious />
            <CarouselNext />
          </div>
        </div>
        <CarouselTrack>
          {caseStudies.map((study) => (
            <CaseStudyCard key={study.slug} study={study} />
          ))}
        </CarouselTrack>
      </Carousel>
      <p className={styles.footnote}>{copy.footnote}</p>
    </Section>
  )
}
