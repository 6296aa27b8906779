import { caseStudiesIn } from '../../../content/case-studies'
import { caseStudiesSection } from '../../../content/home'
import { Island } from '../../../islands/Island.server'
import { CaseStudiesCarousel } from './CaseStudiesCarousel.island'
import { useLang } from '../../../lib/page-context'
import { CaseStudyCard } from '../CaseStudyCard/CaseStudyCard'
import { Section } from '../../../ui/Section/Section'
import styles from './CaseStudies.module.css'

export function CaseStudies() {
  const lang = useLang()
  const copy = caseStudiesSection[lang]
  const caseStudies = caseStudiesIn(lang)
  return (
    <Section id="case-studies" title={copy.title} intro={copy.subtext} tone="subtle">
      <Island
        component={CaseStudiesCarousel}
        hydrate="visible"
        props={{ copy, names: caseStudies.map((study) => study.company) }}
      >
        {caseStudies.map((study) => (
          <CaseStudyCard key={study.slug} study={study} />
        ))}
      </Island>
      <p className={styles.footnote}>{copy.footnote}</p>
    </Section>
  )
}
