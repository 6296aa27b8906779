import type { CaseStudy } from '../../../content/types'
import { QUOTE_PICTURE_WIDTHS, quotePicture } from '../../../lib/media'
import styles from './CaseStudyDetail.module.css'

/** The photo's alt is empty: the name is read right beside it, and a face adds nothing a screen reader would say. */
export function FounderQuote({ slug, quote }: { slug: string; quote: NonNullable<CaseStudy['quote']> }) {
  const [small, large] = QUOTE_PICTURE_WIDTHS
  return (
    <figure className={styles.quote}>
      <blockquote className={styles.quoteText}>
        <p>{quote.text}</p>
      </blockquote>
      <figcaption className={styles.quoteBy}>
        {quote.picture ? (
          <img
            className={styles.quotePicture}
            src={quotePicture(slug, large)}
            srcSet={`${quotePicture(slug, small)} 1x, ${quotePicture(slug, large)} 2x`}
            width={small}
            height={small}
            alt=""
            loading="lazy"
            decoding="async"
          />
        ) : null}
        <span>
          <strong className={styles.quoteName}>{quote.name}</strong> <span>{quote.role}</span>
        </span>
      </figcaption>
    </figure>
  )
}
