import { applicationPage as copy } from '../../../content/pages'
import { Island } from '../../../islands/Island'
import { BackLink } from '../../ui/BackLink/BackLink'
import styles from './ApplicationPage.module.css'

export function ApplicationPage() {
  return (
    <div className={styles.page}>
      <BackLink>{copy.back}</BackLink>
      <h1 className={styles.title}>{copy.title}</h1>
      <p className={styles.text}>{copy.text}</p>
      <Island name="application" hydrate="load" props={{}} />
    </div>
  )
}
