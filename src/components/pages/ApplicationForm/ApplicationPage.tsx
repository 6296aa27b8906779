import { applicationPage as copy } from '../../../content/pages'
import { PageHeading } from '../../frame/Layout/PageHeading'
import { BackLink } from '../../ui/BackLink/BackLink'
import { ApplicationForm } from './ApplicationForm'
import styles from './ApplicationPage.module.css'

export function ApplicationPage() {
  return (
    <div className={styles.page}>
      <BackLink>{copy.back}</BackLink>
      <PageHeading className={styles.title}>{copy.title}</PageHeading>
      <p className={styles.text}>{copy.text}</p>
      <ApplicationForm />
    </div>
  )
}
