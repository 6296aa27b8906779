/** What every page sends when the funnel is on (README, "Measuring what brings applications"). */
import { EVENTS, track } from './funnel'

/**
 * A page view (an unknown address as the not-found page's, never the address asked, which may hold
 * anything), then each call to action pressed: its `data-cta` place and `data-package`.
 */
export function startFunnel(notFound: boolean) {
  // The not-found page's own address (src/lib/page-list.ts), in the page's language.
  if (notFound) track(EVENTS.notFound, {}, { path: document.documentElement.lang === 'ar' ? '/ar/404' : '/404' })
  else track(EVENTS.pageview)
  document.addEventListener(
    'click',
    (event) => {
      const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[data-cta]')
      if (link) track(EVENTS.cta, { cta: link.dataset.cta ?? '', ...(link.dataset.package ? { package: link.dataset.package } : {}) })
    },
    true,
  )
}

/** Real visits' speed, once the page is idle: its code is never part of the first load. */
export function startVitals() {
  void import('./vitals').then(({ reportVitals }) => reportVitals(), () => undefined)
}
