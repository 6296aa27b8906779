import { localePath, pageLang } from '../ground/lang'
import { EVENTS, track } from './funnel'

/** A page view (an unknown address as the not-found page's own, never the address asked), then each call to action pressed. */
export function startFunnel(notFound: boolean) {
  if (notFound) track(EVENTS.notFound, {}, { path: localePath(pageLang(), '/404') })
  else track(EVENTS.pageview)
  document.addEventListener(
    'click',
    (event) => {
      const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[data-cta]')
      if (link)
        track(EVENTS.cta, {
          cta: link.dataset.cta ?? '',
          ...(link.dataset.package ? { package: link.dataset.package } : {}),
        })
    },
    true,
  )
}

export function startVitals() {
  void import('./vitals').then(
    ({ reportVitals }) => reportVitals(),
    () => undefined,
  )
}
