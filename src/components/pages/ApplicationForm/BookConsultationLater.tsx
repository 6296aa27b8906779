import { lazy, Suspense, type ComponentProps } from 'react'

const BookConsultation = lazy(() => import('./BookConsultation').then((module) => ({ default: module.BookConsultation })))

/** Booking, loaded only once an application is sent: never part of the page's or the form's first load. */
export function BookConsultationLater(props: ComponentProps<typeof BookConsultation>) {
  return (
    <Suspense fallback={null}>
      <BookConsultation {...props} />
    </Suspense>
  )
}
