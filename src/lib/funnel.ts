/** The cookie-free funnel (docs/measuring.md): no cookie, no identifier, nothing typed into the form, nothing kept on the device. */
import { pageLang, type Lang } from '../ground/lang'
import { ANALYTICS_DOMAIN } from './analytics-domain'
import { CAMPAIGN_TAGS } from './source'

export const EVENT_PATH = '/api/event'

/** Every event the site sends; the provider's goals are named after these. */
export const EVENTS = {
  pageview: 'pageview',
  notFound: '404',
  cta: 'Call to action',
  started: 'Application started',
  sent: 'Application sent',
  waiting: 'Application waiting',
  refused: 'Application refused',
  discarded: 'Application discarded',
  deliveredLater: 'Application delivered later',
  booking: 'Booking opened',
  vitals: 'Web vitals',
} as const

export type EventName = (typeof EVENTS)[keyof typeof EVENTS]
export type EventProps = Record<string, string>

/** Events made offline wait in this page's memory only: at most this many, at most this long. */
export const OFFLINE_EVENTS_MAX = 5
export const OFFLINE_EVENT_MAX_AGE_MS = 24 * 60 * 60 * 1000

export interface EventBody {
  name: EventName
  url: string
  domain: string
  referrer?: string
  props: EventProps
}

/** Campaign tags are the only part of an address's query that leaves. */
export function eventBody(
  name: EventName,
  domain: string,
  href: string,
  lang: Lang,
  props: EventProps = {},
  referrer = '',
): EventBody {
  const page = new URL(href)
  const url = new URL(page.pathname, page.origin)
  for (const tag of CAMPAIGN_TAGS) {
    const value = page.searchParams.get(tag)
    if (value) url.searchParams.set(tag, value.slice(0, 100))
  }
  let from: string | undefined
  try {
    const host = referrer ? new URL(referrer).host : ''
    from = host && host !== page.host ? `https://${host}/` : undefined
  } catch {
    from = undefined
  }
  return { name, url: url.href, domain, ...(from ? { referrer: from } : {}), props: { lang, ...props } }
}

/** Not sendBeacon, which always sends the site's cookies (docs/toolchain.md, "Measuring"). */
async function post(body: EventBody): Promise<void> {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), POST_TIMEOUT_MS)
  await fetch(EVENT_PATH, {
    method: 'POST',
    body: JSON.stringify(body),
    keepalive: true,
    credentials: 'omit',
    signal: controller.signal,
    headers: { 'content-type': 'application/json' },
  })
    .catch(() => undefined)
    .finally(() => clearTimeout(timer))
}

const POST_TIMEOUT_MS = 5_000

const held: { body: EventBody; at: number }[] = []

function flushHeld() {
  const now = Date.now()
  for (const { body, at } of held.splice(0)) if (now - at <= OFFLINE_EVENT_MAX_AGE_MS) void post(body)
}

export function track(name: EventName, props: EventProps = {}, options: { path?: string } = {}) {
  if (!ANALYTICS_DOMAIN || typeof document === 'undefined') return
  const lang = pageLang()
  const href = options.path ? new URL(options.path, location.origin).href : location.href
  const body = eventBody(name, ANALYTICS_DOMAIN, href, lang, props, document.referrer)
  if (navigator.onLine) return void post(body)
  if (held.push({ body, at: Date.now() }) === 1) addEventListener('online', flushHeld, { once: true })
  if (held.length > OFFLINE_EVENTS_MAX) held.shift()
}

export function trackFromWorker(
  name: EventName,
  lang: Lang,
  props: EventProps,
  path: string,
): Promise<void> | undefined {
  if (!ANALYTICS_DOMAIN) return undefined
  return post(eventBody(name, ANALYTICS_DOMAIN, new URL(path, globalThis.location.origin).href, lang, props))
}
