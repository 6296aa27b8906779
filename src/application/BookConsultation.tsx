import { EVENTS, track } from '../lib/funnel'
import { ExternalLink } from '../ui/Link/ExternalLink'
import { useApplicationCopy } from './copy-context'
import styles from './OwnForm.module.css'

/** `hidden`: served with HubSpot's form, shown with its address once that form is sent (page.ts). */
export function BookConsultation({ href, form, hidden }: { href: string; form: 'own' | 'hubspot'; hidden?: boolean }) {
  const { form: copy, page } = useApplicationCopy()
  return (
    <div className={styles.booking} data-booking hidden={hidden}>
      <p>{copy.bookText}</p>
      <ExternalLink
        href={href}
        newTabHint={page.newTabHint}
        variant="primary"
        onClick={() => track(EVENTS.booking, { form })}
      >
        {copy.bookLink}
      </ExternalLink>
    </div>
  )
}
