import { caseStudyPage as copy } from '../../../content/pages'
import type { CaseStudy } from '../../../content/types'
import { Badge } from '../../ui/Badge/Badge'
import { Icon } from '../../ui/Icon/Icon'
import { Link } from '../../ui/Link/Link'
import { CaseStudyPicture } from '../../ui/Picture/CaseStudyPicture'
import { PageHeading } from '../../frame/Layout/PageHeading'
import styles from './CaseStudyDetail.module.css'

export function CaseStudyDetail({ study }: { study: CaseStudy }) {
  return (
    <article className={styles.page}>
      <header className={styles.intro}>
        <Link to="/" variant="text" className={styles.back}>
          <Icon name="arrow-left" size={18} />
          {copy.back}
        </Link>
        <Badge>{study.industry}</Badge>
        <PageHeading className={styles.title}>{study.company}</PageHeading>
        <p className={styles.description}>{study.description}</p>
        <p className={styles.delivered}>
          <Icon name="clock" size={20} />
          {copy.delivered}
        </p>
        <Link to="/get-started" variant="primary" size="lg">
          {copy.startProject}
        </Link>
      </header>
      <CaseStudyPicture image={study.image} sizes="(min-width: 72em) 72rem, 100vw" className={styles.image} loading="priority" />
      <div className={styles.cards}>
        <section className={styles.card} aria-labelledby="challenge-title">
          <h2 id="challenge-title" className={styles.cardTitle}>
            {copy.challenge}
          </h2>
          <p>{study.challenge}</p>
        </section>
        <section className={styles.card} data-tone="accent" aria-labelledby="solution-title">
          <h2 id="solution-title" className={styles.cardTitle}>
            {copy.solution}
          </h2>
          <p>{study.solution}</p>
        </section>
      </div>
      <section className={styles.block} aria-labelledby="features-title">
        <h2 id="features-title" className={styles.blockTitle}>
          {copy.featuresTitle}
        </h2>
        <ul className={styles.features}>
          {study.detailedFeatures.map((feature) => (
            <li key={feature.name} className={styles.feature}>
              <h3 className={styles.featureName}>{feature.name}</h3>
              <p>{feature.description}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.block} aria-labelledby="technologies-title">
        <h2 id="technologies-title" className={styles.blockTitle}>
          {copy.technologiesTitle}
        </h2>
        <ul className={styles.badges}>
          {study.technologies.map((technology) => (
            <li key={technology}>
              <Badge tone="neutral">{technology}</Badge>
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.block} aria-labelledby="results-title">
        <h2 id="results-title" className={styles.blockTitle}>
          {copy.resultsTitle}
        </h2>
        <ul className={styles.results}>
          {study.results.map((result) => (
            <li key={result} className={styles.result}>
              <Icon name="check" size={20} className={styles.check} />
              {result}
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.cta} aria-labelledby="cta-title">
        <h2 id="cta-title" className={styles.ctaTitle}>
          {copy.ctaTitle}
        </h2>
        <p>{copy.ctaText}</p>
        <Link to="/get-started" variant="outline-inverse" size="lg">
          {copy.ctaButton}
        </Link>
      </section>
    </article>
  )
}
