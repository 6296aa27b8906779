import { lazy, Suspense, type ComponentProps } from 'react'
import { meetingsUrl } from '../../../lib/booking'
import { useApplicationCopy } from './application-copy'

// A release replaced since the page loaded may have taken the file away: then no offer, and the
// confirmation around it stays.
const BookConsultation = lazy(() =>
  import('./BookConsultation').then(
    (module) => ({ default: module.BookConsultation }),
    () => ({ default: () => null }),
  ),
)

/** Booking, loaded only once an application is sent and only where the site has a meetings page. */
export function LazyBookConsultation(props: ComponentProps<typeof BookConsultation>) {
  const { text } = useApplicationCopy()
  if (!meetingsUrl(text.lang, {})) return null
  return (
    <Suspense fallback={null}>
      <BookConsultation {...props} />
    </Suspense>
  )
}
