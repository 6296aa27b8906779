import type { ApplicationValues } from '../../../lib/application'
import { meetingsUrl } from '../../../lib/booking'
import { EVENTS, track } from '../../../lib/funnel'
import { ExternalLink } from '../../ui/Link/ExternalLink'
import { useApplicationCopy } from './application-copy'
import styles from './OwnForm.module.css'

/** The next step once an application is sent, where the business has a meetings page; never before. */
export function BookConsultation({ person, form }: { person: ApplicationValues; form: 'own' | 'hubspot' }) {
  const { form: copy, text, page } = useApplicationCopy()
  const href = meetingsUrl(text.lang, person)
  if (!href) return null
  return (
    <div className={styles.booking} data-booking>
      <p>{copy.bookText}</p>
      <ExternalLink href={href} newTabHint={page.newTabHint} variant="primary" onClick={() => track(EVENTS.booking, { form })}>
        {copy.bookLink}
      </ExternalLink>
    </div>
  )
}
