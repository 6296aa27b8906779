/** What every page sends when the funnel is on (README, "Measuring what brings applications"). */
import { localePath } from '../content/locale'
import { ANALYTICS_DOMAIN, EVENTS, track } from './funnel'

/**
 * A page view (an unknown address as the not-found page's, never the address asked, which may hold
 * anything), then each call to action pressed: its `data-cta` place and `data-package`.
 */
export function startFunnel(notFound: boolean) {
  if (!ANALYTICS_DOMAIN) return
  if (notFound) track(EVENTS.notFound, {}, { path: localePath(document.documentElement.lang === 'ar' ? 'ar' : 'en', '/404') })
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
  if (ANALYTICS_DOMAIN) void import('./vitals').then(({ reportVitals }) => reportVitals(), () => undefined)
}
