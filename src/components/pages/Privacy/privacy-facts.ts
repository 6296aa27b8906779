/** Every figure and name the privacy notice states, read from the code that makes it true: its copy holds placeholders, never the values. */
import { meetingsUrl } from '../../../application/booking'
import { DRAFT_KEY, keptFor } from '../../../application/draft'
import { QUEUE_DB } from '../../../application/hand-over'
import { hubspotConfig } from '../../../application/hubspot'
import { LEDGER_DB } from '../../../application/ledger'
import { applicationText } from '../../../content/application'
import { DEFAULT_LANG, type Lang } from '../../../ground/lang'
import { site } from '../../../content/site'
import { ANALYTICS_DOMAIN } from '../../../lib/analytics-domain'
import { EVENTS, OFFLINE_EVENT_MAX_AGE_MS, OFFLINE_EVENTS_MAX } from '../../../lib/funnel'
import { heroVideoCache, picturesCache } from '../../../lib/media'
import { CAMPAIGN_TAGS, SOURCE_KEY } from '../../../ground/source-keys'
import { THEME_KEY } from '../../../lib/theme'

/** Workbox's `cacheNames.precache`, held to it by Privacy.test.tsx: read here, it would need a worker's `self`. */
export const PRECACHE_NAME = 'workbox-precache-v2'

export const HUBSPOT_PRIVACY_URL = 'https://legal.hubspot.com/privacy-policy'

/** What HubSpot's embed may set with tracking on (knowledge.hubspot.com, "Cookies set in a visitor's browser"); our own pages set none. */
export const HUBSPOT_COOKIES = ['hubspotutk', '__hstc', '__hssc', '__hssrc'] as const

export interface PrivacyOptions {
  /** The funnel's domain: unset, nothing is measured. @default ANALYTICS_DOMAIN */
  analytics?: string
  /** HubSpot's meetings page, offered after an application. @default the site's (src/application/booking.ts) */
  meetings?: string
}

export function privacyFacts({
  analytics = ANALYTICS_DOMAIN,
  meetings = meetingsUrl(DEFAULT_LANG, {}),
}: PrivacyOptions = {}) {
  return {
    figures: {
      email: site.contactEmail,
      keepMonths: site.keepApplicationsMonths,
      draftKey: DRAFT_KEY,
      ...keptFor,
      queueDb: QUEUE_DB,
      ledgerDb: LEDGER_DB,
      themeKey: THEME_KEY,
      sourceKey: SOURCE_KEY,
      precacheName: PRECACHE_NAME,
      videoCache: heroVideoCache(__HERO_VIDEO_VERSION__),
      pictureCache: picturesCache(__PICTURES_VERSION__),
      region: hubspotConfig().region,
      offlineEvents: OFFLINE_EVENTS_MAX,
      offlineHours: OFFLINE_EVENT_MAX_AGE_MS / 3_600_000,
    },
    hubspotCookies: HUBSPOT_COOKIES,
    sourceTags: CAMPAIGN_TAGS,
    events: Object.keys(EVENTS) as (keyof typeof EVENTS)[],
    measured: Boolean(analytics),
    booking: Boolean(meetings),
  }
}

export type PrivacyFacts = ReturnType<typeof privacyFacts>

export const formFields = (lang: Lang) => applicationText(lang).fields.map(({ label }) => label)
