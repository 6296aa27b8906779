import { caseStudiesIn } from '../../../content/case-studies'
import { caseStudiesSection } from '../../../content/home'
import { Island } from '../../../islands/Island'
import { useLang } from '../../../lib/page-context'
import { CaseStudyCard } from '../CaseStudyCard/CaseStudyCard'
import { Section } from '../../ui/Section/Section'
import styles from './CaseStudies.module.css'

export function CaseStudies() {
  const lang = useLang()
  const copy = caseStudiesSection[lang]
  const caseStudies = caseStudiesIn(lang)
  const labels = {
    carouselRole: copy.carouselRole,
    slideRole: copy.slideRole,
    region: copy.carouselLabel,
    previous: copy.previous,
    next: copy.next,
    stopRotation: copy.stopRotation,
    startRotation: copy.startRotation,
    picker: copy.pickerLabel,
    slide: copy.slideLabel,
    goToSlide: copy.goToSlide,
  }
  return (
    <Section id="case-studies" title={copy.title} intro={copy.subtext} tone="subtle">
      <Island
        name="carousel"
        hydrate="visible"
        props={{ labels, names: caseStudies.map((study) => study.company) }}
        slots={caseStudies.map((study) => (
          <CaseStudyCard key={study.slug} study={study} />
        ))}
      />
      <p className={styles.footnote}>{copy.footnote}</p>
    </Section>
  )
}
