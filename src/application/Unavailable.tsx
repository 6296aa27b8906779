import type { applicationPage } from '../content/pages'
import type { ApplicationFormWords } from '../content/application'
import formStyles from './Forms.module.css'
import styles from './OwnForm.module.css'

interface Props {
  words: (typeof applicationPage)['en']['unavailable']
  email: Pick<ApplicationFormWords, 'emailInstead' | 'emailLink'>
  mailto: string
}

/** Served hidden, apart from the form's island, for the head script to show when Send waits on code that cannot load (application.script.ts). */
export function Unavailable({ words, email, mailto }: Props) {
  return (
    <>
      <div className={formStyles.unavailable} data-unavailable="offline" hidden>
        <h2 tabIndex={-1} className={styles.outcomeTitle}>
          {words.offlineTitle}
        </h2>
        <p>{words.offlineText}</p>
      </div>
      <div className={formStyles.unavailable} data-unavailable="failed" hidden>
        <h2 tabIndex={-1} className={styles.outcomeTitle}>
          {words.title}
        </h2>
        <p>{words.text}</p>
        <p>
          {email.emailInstead} <a href={mailto}>{email.emailLink}</a>
        </p>
      </div>
    </>
  )
}
