import { caseStudyPage, notFoundPage } from '../../../content/pages'
import { useLang } from '../../../lib/page-context'
import { Link } from '../../../ui/Link/Link'
import styles from './NotFound.module.css'

export function NotFound() {
  const lang = useLang()
  const copy = notFoundPage[lang]
  const caseStudy = caseStudyPage[lang]
  return (
    <>
      <div className={styles.page} data-not-found="page">
        <p className={styles.code} aria-hidden="true">
          {copy.code}
        </p>
        <h1 className={styles.title}>
          <span className="visually-hidden">{copy.code}: </span>
          {copy.title}
        </h1>
        <p className={styles.path}>
          <span data-path-line hidden>
            {copy.pathLabel} {/* An address reads left to right, whatever the page's direction. */}
            <bdi dir="ltr">
              <code className={styles.code2} />
            </bdi>
          </span>
        </p>
        <Link to="/" variant="primary">
          {copy.home}
        </Link>
      </div>
      <div className={styles.page} data-not-found="case-study">
        <h1 className={styles.title}>{caseStudy.notFoundTitle}</h1>
        <p className={styles.path}>{caseStudy.notFoundText}</p>
        <Link to="/" variant="primary">
          {caseStudy.notFoundHome}
        </Link>
      </div>
    </>
  )
}
