import { caseStudyPage as copy } from '../../../content/pages'
import { Link } from '../../ui/Link/Link'
import { PageHeading } from '../../frame/Layout/PageHeading'
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
