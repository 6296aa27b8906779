/**
 * Every figure and name the privacy notice states, read from the code that makes it true: change
 * a constant and the notice follows (its copy holds placeholders, never the values).
 */
// The module workbox-precaching names its cache with: workbox-core's index runs worker-only code on import.
import { cacheNames } from 'workbox-core/_private/cacheNames.js'
import { applicationText } from '../../../content/application'
import type { Lang } from '../../../content/locale'
import { site } from '../../../content/site'
import { QUEUE_DB } from '../../../lib/application-worker'
import { DRAFT_KEY, KEEP_DRAFT_MS, KEEP_WAITING_MS } from '../../../lib/draft-store'
import { analyticsDomain, EVENTS, OFFLINE_EVENT_MAX_AGE_MS, OFFLINE_EVENTS_MAX } from '../../../lib/funnel'
import { hubspotConfig } from '../../../lib/hubspot'
import { LEDGER_DB } from '../../../lib/ledger'
import { heroVideoCache } from '../../../lib/media'
import { THEME_KEY } from '../../../lib/theme'

export const HOUR_MS = 3_600_000
export const DAY_MS = 24 * HOUR_MS

export const HUBSPOT_PRIVACY_URL = 'https://legal.hubspot.com/privacy-policy'

/**
 * What HubSpot's embed may set when tracking is on in the account (HubSpot's cookie table,
 * knowledge.hubspot.com "Cookies set in a visitor's browser"); our own pages set none.
 */
export const HUBSPOT_COOKIES = ['hubspotutk', '__hstc', '__hssc', '__hssrc'] as const

export interface PrivacyOptions {
  /** The funnel's domain: unset, nothing is measured. @default analyticsDomain() */
  analytics?: string
  /** HubSpot's meetings page, offered after an application. @default import.meta.env.VITE_HUBSPOT_MEETINGS_URL */
  meetings?: string
}

export function privacyFacts({ analytics = analyticsDomain(), meetings = import.meta.env.VITE_HUBSPOT_MEETINGS_URL as string | undefined }: PrivacyOptions = {}) {
  return {
    /** Each fills its placeholder of the same name in the copy. */
    figures: {
      email: site.contactEmail,
      keepMonths: site.keepApplicationsMonths,
      draftKey: DRAFT_KEY,
      draftHours: KEEP_DRAFT_MS / HOUR_MS,
      waitingDays: KEEP_WAITING_MS / DAY_MS,
      queueDb: QUEUE_DB,
      ledgerDb: LEDGER_DB,
      themeKey: THEME_KEY,
      // Workbox adds the worker's scope to it in the browser; the copy says so.
      precacheName: cacheNames.getPrecacheName(),
      videoCache: heroVideoCache(__HERO_VIDEO_VERSION__),
      region: hubspotConfig().region,
      offlineEvents: OFFLINE_EVENTS_MAX,
      offlineHours: OFFLINE_EVENT_MAX_AGE_MS / HOUR_MS,
    },
    hubspotCookies: HUBSPOT_COOKIES,
    events: Object.keys(EVENTS) as (keyof typeof EVENTS)[],
    measured: Boolean(analytics),
    booking: Boolean(meetings),
  }
}

export type PrivacyFacts = ReturnType<typeof privacyFacts>

/** The application form's fields as it labels them (an optional one says so), in the form's own order. */
export const formFields = (lang: Lang) => applicationText(lang).fields.map(({ label }) => label)
