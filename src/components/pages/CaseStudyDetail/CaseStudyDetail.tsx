import type { ReactNode } from 'react'
import { caseStudyPage } from '../../../content/pages'
import { useLang } from '../../../lib/page-context'
import type { CaseStudy } from '../../../content/types'
import { Badge } from '../../../ui/Badge/Badge'
import { Icon } from '../../../ui/Icon/Icon'
import { BackLink } from '../../../ui/BackLink/BackLink'
import { Link, pathTo } from '../../../ui/Link/Link'
import { CaseStudyPicture } from '../../../ui/Picture/CaseStudyPicture'
import { Island } from '../../../islands/Island.server'
import { ShareButton } from './ShareButton.island'
import { FounderQuote } from './FounderQuote'
import { absoluteUrl } from '../../../lib/seo'
import styles from './CaseStudyDetail.module.css'

function Part({
  id,
  title,
  className,
  titleClassName,
  tone,
  children,
}: {
  id: string
  title: string
  className: string
  titleClassName: string
  tone?: 'accent'
  children: ReactNode
}) {
  return (
    <section className={className} data-tone={tone} aria-labelledby={id}>
      <h2 id={id} className={titleClassName}>
        {title}
      </h2>
      {children}
    </section>
  )
}

function ListPart({
  id,
  title,
  className,
  children,
}: {
  id: string
  title: string
  className: string
  children: ReactNode
}) {
  return (
    <Part id={id} title={title} className={styles.block} titleClassName={styles.blockTitle}>
      <ul className={className}>{children}</ul>
    </Part>
  )
}

export function CaseStudyDetail({ study }: { study: CaseStudy }) {
  const lang = useLang()
  const copy = caseStudyPage[lang]
  return (
    <article className={styles.page}>
      <header className={styles.intro}>
        <BackLink>{copy.back}</BackLink>
        <Badge>{study.industry}</Badge>
        <h1 className={styles.title}>{study.company}</h1>
        <p className={styles.description}>{study.description}</p>
        <p className={styles.delivered}>
          <Icon name="clock" size={20} />
          {copy.delivered}
        </p>
        <div className={styles.actions}>
          <Link to="/get-started" variant="primary" size="lg" data-cta="case-study-top">
            {copy.startProject}
          </Link>
          <Island
            component={ShareButton}
            hydrate="interaction"
            props={{
              share: {
                title: study.company,
                text: study.description,
                url: absoluteUrl(pathTo({ to: '/case-study/$slug', params: { slug: study.slug }, lang })),
              },
              copy,
            }}
          />
        </div>
      </header>
      {/* Its results as figures before its story: what a founder looks for first. */}
      <ul className={styles.figures}>
        {study.results.map((result) => (
          <li key={result.text} className={styles.figureItem}>
            <span className={styles.figure}>{result.figure}</span>{' '}
            <span className={styles.figureText}>{result.text}</span>
          </li>
        ))}
      </ul>
      <CaseStudyPicture
        image={study.image}
        sizes="(min-width: 72em) 72rem, 100vw"
        className={styles.image}
        loading="priority"
      />
      <div className={styles.cards}>
        <Part id="challenge-title" title={copy.challenge} className={styles.card} titleClassName={styles.cardTitle}>
          <p>{study.challenge}</p>
        </Part>
        <Part
          id="solution-title"
          title={copy.solution}
          className={styles.card}
          titleClassName={styles.cardTitle}
          tone="accent"
        >
          <p>{study.solution}</p>
        </Part>
      </div>
      <ListPart id="features-title" title={copy.featuresTitle} className={styles.features}>
        {study.detailedFeatures.map((feature) => (
          <li key={feature.name} className={styles.feature}>
            <h3 className={styles.featureName}>{feature.name}</h3>
            <p>{feature.description}</p>
          </li>
        ))}
      </ListPart>
      <ListPart id="technologies-title" title={copy.technologiesTitle} className={styles.badges}>
        {study.technologies.map((technology) => (
          <li key={technology}>
            <Badge tone="neutral">{technology}</Badge>
          </li>
        ))}
      </ListPart>
      <ListPart id="results-title" title={copy.resultsTitle} className={styles.results}>
        {study.results.map((result) => (
          <li key={result.text} className={styles.result}>
            <Icon name="check" size={20} className={styles.check} />
            <span>
              <strong>{result.figure}</strong> {result.text}
            </span>
          </li>
        ))}
      </ListPart>
      {study.quote ? <FounderQuote slug={study.slug} quote={study.quote} /> : null}
      <Part id="cta-title" title={copy.ctaTitle} className={styles.cta} titleClassName={styles.ctaTitle}>
        <p>{copy.ctaText}</p>
        <Link to="/get-started" variant="outline-inverse" size="lg" data-cta="case-study-end">
          {copy.ctaButton}
        </Link>
      </Part>
    </article>
  )
}
