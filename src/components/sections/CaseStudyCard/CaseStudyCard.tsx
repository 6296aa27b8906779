import { caseStudiesSection } from '../../../content/home'
import { fill } from '../../../ground/fill'
import { useLang } from '../../../lib/page-context'
import type { CaseStudy } from '../../../content/types'
import { Badge } from '../../../ui/Badge/Badge'
import { Icon } from '../../../ui/Icon/Icon'
import { Link } from '../../../ui/Link/Link'
import { CaseStudyPicture } from '../../../ui/Picture/CaseStudyPicture'
import styles from './CaseStudyCard.module.css'

export interface CaseStudyCardProps {
  study: CaseStudy
}

export function CaseStudyCard({ study }: CaseStudyCardProps) {
  const labels = caseStudiesSection[useLang()]
  return (
    <article className={styles.card} aria-labelledby={`card-${study.slug}`}>
      <CaseStudyPicture
        image={study.image}
        sizes="(min-width: 64em) 22rem, (min-width: 48em) 45vw, 92vw"
        className={styles.image}
      />
      <div className={styles.body}>
        <p className={styles.headline}>
          <span className={styles.figure}>{study.headlineResult.figure}</span> <span>{study.headlineResult.text}</span>
        </p>
        <div className={styles.industry}>
          <Badge>{study.industry}</Badge>
        </div>
        <h3 id={`card-${study.slug}`} className={styles.company}>
          {study.company}
        </h3>
        <p className={styles.description}>{study.description}</p>
        <dl className={styles.details}>
          <div>
            <dt>{labels.challenge}</dt>
            <dd>{study.cardChallenge}</dd>
          </div>
          <div>
            <dt>{labels.solution}</dt>
            <dd>{study.cardSolution}</dd>
          </div>
        </dl>
        <ul className={styles.features} aria-label={fill(labels.featuresLabel, { company: study.company })}>
          {study.features.map((feature) => (
            <li key={feature}>
              <Badge tone="neutral" size="small">
                {feature}
              </Badge>
            </li>
          ))}
        </ul>
        <div className={styles.footer}>
          <p className={styles.delivered}>
            <Icon name="clock" size={18} />
            {labels.delivered}
          </p>
          <Link
            to="/case-study/$slug"
            params={{ slug: study.slug }}
            variant="text"
            aria-describedby={`card-${study.slug}`}
          >
            {labels.viewDetails}
          </Link>
        </div>
      </div>
    </article>
  )
}
