/** Where a visit began, kept for the visit and sent with an application (docs/measuring.md). */
import { CAMPAIGN_TAGS, SOURCE_KEY, SOURCE_KEYS, type Source, type SourceKey } from '../ground/source-keys'
import { localePath, pageLang } from '../ground/lang'

export { CAMPAIGN_TAGS, SOURCE_KEY, SOURCE_KEYS, type Source, type SourceKey }

export const SOURCE_MAX_LENGTH = 100

/** Control and format characters removed (a bidi override never reaches HubSpot), then cut at the limit whole. */
export const cleanSource = (value: unknown) =>
  typeof value === 'string'
    ? [...value.replace(/[\p{Cc}\p{Cf}]/gu, '').trim()].slice(0, SOURCE_MAX_LENGTH).join('').trim()
    : ''

const hostOf = (address: string) => {
  try {
    return new URL(address).host
  } catch {
    return ''
  }
}

/** From the head on every page: only a visit's first page writes; a not-found page is kept as `/404`, never the typed address. */
export function keepSource(
  href = location.href,
  referrer = document.referrer,
  notFound = document.querySelector('meta[name="robots"][content="noindex"]') !== null,
) {
  try {
    if (sessionStorage.getItem(SOURCE_KEY) !== null) return
    const page = new URL(href)
    const source: Source = {}
    const put = (key: SourceKey, value: unknown) => (source[key] = cleanSource(value) || undefined)
    put('landing', notFound ? localePath(pageLang(page.pathname), '/404') : page.pathname)
    for (const tag of CAMPAIGN_TAGS) put(tag, page.searchParams.get(tag))
    const from = hostOf(referrer)
    if (from !== page.host) put('referrer', from)
    sessionStorage.setItem(SOURCE_KEY, JSON.stringify(source))
  } catch {}
}

/** Only the known keys, each cleaned: what storage or a message holds is never trusted. */
export function checkSource(value: unknown): Source | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  const source: Source = {}
  for (const key of SOURCE_KEYS) {
    const cleaned = cleanSource((value as Record<string, unknown>)[key])
    if (cleaned) source[key] = cleaned
  }
  return Object.keys(source).length ? source : undefined
}

export function keptSource(): Source | undefined {
  try {
    return checkSource(JSON.parse(sessionStorage.getItem(SOURCE_KEY) ?? 'null'))
  } catch {
    return undefined
  }
}

export const sourceFields = (source: Source | undefined, names: Record<SourceKey, string | null>) =>
  SOURCE_KEYS.flatMap((key) => {
    const name = names[key]
    const value = source?.[key]
    return name && value ? [{ name, value }] : []
  })
