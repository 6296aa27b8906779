import { EVENTS, track } from '../lib/funnel'
import { ExternalLink } from '../components/ui/Link/ExternalLink'
import { useApplicationCopy } from './copy-context'
import styles from './OwnForm.module.css'

export function BookConsultation({ href, form }: { href: string; form: 'own' | 'hubspot' }) {
  const { form: copy, page } = useApplicationCopy()
  return (
    <div className={styles.booking} data-booking>
      <p>{copy.bookText}</p>
      <ExternalLink href={href} newTabHint={page.newTabHint} variant="primary" onClick={() => track(EVENTS.booking, { form })}>
        {copy.bookLink}
      </ExternalLink>
    </div>
  )
}
