import { caseStudyPage as copy } from '../../content/pages'
import { Link } from '../Link/Link'
import { PageHeading } from '../Layout/PageHeading'
import styles from './NotFound.module.css'

export function CaseStudyNotFound() {
  return (
    <div className={styles.page}>
      <PageHeading className={styles.title}>{copy.notFoundTitle}</PageHeading>
      <p className={styles.path}>{copy.notFoundText}</p>
      <Link to="/" variant="primary">
        {copy.notFoundHome}
      </Link>
    </div>
  )
}
