import { lazy, Suspense, type ComponentType } from 'react'
import type { ApplicationValues } from './status'
import { meetingsUrl } from './booking'
import { useApplicationCopy } from './copy-context'

// A release replaced since the page loaded may have taken the file away: then no offer, and the confirmation stays.
const BookConsultation = lazy<ComponentType<{ href: string; form: 'own' | 'hubspot' }>>(() =>
  import('./BookConsultation').then(
    (module) => ({ default: module.BookConsultation }),
    () => ({ default: () => null }),
  ),
)

/** Booking, loaded only once an application is sent and only where the site has a meetings page. */
export function LazyBookConsultation({ person, form }: { person: ApplicationValues; form: 'own' | 'hubspot' }) {
  const href = meetingsUrl(useApplicationCopy().text.lang, person)
  if (!href) return null
  return (
    <Suspense fallback={null}>
      <BookConsultation href={href} form={form} />
    </Suspense>
  )
}
