import { caseStudiesIn } from '../../../content/case-studies'
import { caseStudiesSection } from '../../../content/home'
import { useLang } from '../../../lib/page-context'
import { Link } from '../../../ui/Link/Link'
import styles from './Proof.module.css'

/** Each case study's headline result, straight under the hero: a phone visitor meets proof on the second screen, not the eighth. */
export function Proof() {
  const lang = useLang()
  return (
    <section className={styles.proof} aria-labelledby="proof-title">
      <div className={styles.inner}>
        <h2 id="proof-title" className={styles.title}>
          {caseStudiesSection[lang].proofTitle}
        </h2>
        <ul className={styles.list}>
          {caseStudiesIn(lang).map(({ slug, company, headlineResult }) => (
            <li key={slug} className={styles.item}>
              <p className={styles.result}>
                <span className={styles.figure}>{headlineResult.figure}</span>{' '}
                <span className={styles.text}>{headlineResult.text}</span>
              </p>
              <Link to="/case-study/$slug" params={{ slug }} className={styles.company}>
                {company}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
