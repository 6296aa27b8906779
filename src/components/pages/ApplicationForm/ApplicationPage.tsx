import { applicationPage as copy } from '../../../content/pages'
import { Icon } from '../../ui/Icon/Icon'
import { PageHeading } from '../../frame/Layout/PageHeading'
import { Link } from '../../ui/Link/Link'
import { ApplicationForm } from './ApplicationForm'
import styles from './ApplicationPage.module.css'

export function ApplicationPage() {
  return (
    <div className={styles.page}>
      <Link to="/" variant="text" className={styles.back}>
        <Icon name="arrow-left" size={18} />
        {copy.back}
      </Link>
      <PageHeading className={styles.title}>{copy.title}</PageHeading>
      <p className={styles.text}>{copy.text}</p>
      <ApplicationForm />
    </div>
  )
}
