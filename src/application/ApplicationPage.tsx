import { applicationPage } from '../content/pages'
import { useLang } from '../lib/page-context'
import { Island } from '../islands/Island.server'
import { ApplicationForm } from './ApplicationForm.island'
import { applicationCopy } from './copy'
import { BackLink } from '../components/ui/BackLink/BackLink'
import styles from './ApplicationPage.module.css'

export function ApplicationPage() {
  const lang = useLang()
  const copy = applicationPage[lang]
  return (
    <div className={styles.page}>
      <BackLink>{copy.back}</BackLink>
      <h1 className={styles.title}>{copy.title}</h1>
      <p className={styles.text}>{copy.text}</p>
      <Island component={ApplicationForm} hydrate="load" props={{ copy: applicationCopy(lang) }} />
    </div>
  )
}
