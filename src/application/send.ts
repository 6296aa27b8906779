/** The one sender of applications, for the page and the service worker alike (README, "The application form"). */
import { applicationFieldShapes, NOT_SURE, PACKAGE_NAMES } from '../content/application-fields'
import type { ApplicationText } from '../content/application'
import { isLang, localePath, type Lang } from '../content/locale'
import { fill } from '../lib/fill'
import { EVENTS, track, trackFromWorker } from '../lib/funnel'
import { hubspotConfig, type HubSpotFormConfig } from './hubspot'
import { KEEP_WAITING_MS } from './draft'
import { APPLICATION_PATH } from '../lib/paths'
import { claim, note, restUntil, sweep, type Known } from './ledger'

export type ApplicationValues = Record<string, string>
export type FieldErrors = Record<string, string>

/** Never the consent box: sending implies it. `savedAt` is when Send was pressed; `lang` the form's (English when absent). */
export interface Application {
  id: string
  savedAt: number
  values: ApplicationValues
  lang?: Lang
}

export const SEND_TIMEOUT_MS = 15_000

const PACKAGE_VALUES = [...PACKAGE_NAMES, NOT_SURE]

/**
 * `refused` with no errors: for no field of the form, so nothing the visitor can correct.
 * `unreachable` and `answered`: HubSpot said to wait (408, 429, 5xx), until `retryAt` if it said when.
 */
export type Outcome = { status: 'sent' } | { status: 'refused'; errors: FieldErrors } | { status: 'unreachable'; answered?: boolean; retryAt?: number }
export type Ended = Exclude<Outcome, { status: 'unreachable' }> | { status: 'discarded' }

export type ApplicationMessage =
  | { type: 'application'; application: Application }
  | { type: 'application-ended'; id: string }
  | { type: 'application-outcome'; id: string; outcome: Ended }

export function submissionUrl({ portalId, formId }: Pick<HubSpotFormConfig, 'portalId' | 'formId'>) {
  return `https://api.hsforms.com/submissions/v3/integration/submit/${encodeURIComponent(portalId)}/${encodeURIComponent(formId)}`
}

/** Only the form's fields, each text within its limit: a few KB in all. */
export function checkValues(values: unknown): ApplicationValues | undefined {
  if (typeof values !== 'object' || values === null) return undefined
  const checked: ApplicationValues = {}
  for (const field of applicationFieldShapes) {
    const value = (values as Record<string, unknown>)[field.name]
    if (value === undefined) continue
    if (typeof value !== 'string' || value.length > (field.kind === 'choice' ? 200 : field.maxLength)) return undefined
    checked[field.name] = value
  }
  return checked
}

export function checkApplication(data: unknown, now = Date.now()): Application | undefined {
  const { id, savedAt, values, lang } = (data ?? {}) as Partial<Application>
  const checked = checkValues(values)
  if (typeof id !== 'string' || !/^[\w-]{1,64}$/.test(id) || typeof savedAt !== 'number' || !checked) return undefined
  if (lang !== undefined && (typeof lang !== 'string' || !isLang(lang))) return undefined
  return Math.abs(now - savedAt) <= KEEP_WAITING_MS ? { id, savedAt, values: checked, ...(lang ? { lang } : {}) } : undefined
}

/** The HubSpot form of an application's language (README, "Configuration"). */
export const formConfig = (lang: Lang = 'en') => hubspotConfig(import.meta.env, lang)

/** In the language it was written in, the consent its sender saw included, whichever page sends it. */
export function applicationRequest({ savedAt, values, lang = 'en' }: Application, origin: string, text: ApplicationText) {
  const sentAs = text.sentAs[lang]
  const body = {
    fields: [
      ...text.fields.map((field) => ({ name: field.name, value: (values[field.name] ?? '').trim() })).filter((field) => field.value !== ''),
      ...(text.languageProperty ? [{ name: text.languageProperty, value: lang }] : []),
    ],
    submittedAt: String(savedAt),
    context: { pageUri: new URL(sentAs.pagePath, origin).href, pageName: sentAs.pageName },
    legalConsentOptions: { consent: { consentToProcess: true, text: sentAs.consent } },
  }
  return new Request(submissionUrl(formConfig(lang)), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
}

/** HubSpot's `errors[]` (`{ errorType: 'INVALID_EMAIL', message: "Error in 'fields.email'…" }`), per field, in the form's words. */
export function fieldErrorsFromHubSpot(answer: unknown, text: ApplicationText): FieldErrors {
  const errors = (answer as { errors?: { errorType?: string; message?: string }[] } | null)?.errors
  if (!Array.isArray(errors)) return {}
  const found: FieldErrors = {}
  for (const error of errors) {
    const name = /fields\.([\w-]+)/.exec(error.message ?? '')?.[1] ?? (error.errorType === 'INVALID_EMAIL' ? 'email' : undefined)
    const field = text.fields.find((candidate) => candidate.name === name)
    if (!field || found[field.name]) continue
    if (error.errorType === 'REQUIRED_FIELD' && field.missing) found[field.name] = field.missing
    else if (error.errorType === 'INVALID_EMAIL' && field.kind === 'text' && field.invalid) found[field.name] = field.invalid
    else found[field.name] = fill(text.checkAnswer, { label: field.label })
  }
  return found
}

/** Seconds or an HTTP date; never past `last`, when the application may be kept no longer. */
export function retryAfter(value: string | null, now = Date.now(), last = now + KEEP_WAITING_MS) {
  const at = !value ? NaN : /^\s*\d+\s*$/.test(value) ? now + Number(value) * 1000 : Date.parse(value)
  return Number.isFinite(at) && at > now ? Math.min(at, last) : undefined
}

export async function outcomeOf(response: Response, text: ApplicationText, now = Date.now(), last?: number): Promise<Outcome> {
  if (response.ok) return { status: 'sent' }
  if (response.status === 408 || response.status === 429 || response.status >= 500) {
    // Readable across origins only where HubSpot lists it in Access-Control-Expose-Headers; else the backoff.
    const retryAt = retryAfter(response.headers.get('retry-after'), now, last)
    return { status: 'unreachable', answered: true, ...(retryAt ? { retryAt } : {}) }
  }
  return { status: 'refused', errors: fieldErrorsFromHubSpot(await response.json().catch(() => null), text) }
}

/** A timer, not AbortSignal.timeout: a test's clock controls it. */
export async function send(application: Application, origin: string, text: ApplicationText): Promise<Outcome> {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), SEND_TIMEOUT_MS)
  try {
    const response = await fetch(applicationRequest(application, origin, text), { signal: controller.signal })
    return await outcomeOf(response, text, Date.now(), application.savedAt + KEEP_WAITING_MS)
  } catch {
    return { status: 'unreachable' }
  } finally {
    clearTimeout(timer)
  }
}

/**
 * Sends once the ledger gives it to this sender. Where the ledger itself fails, `direct` (a page,
 * with the visitor there) sends unclaimed rather than keep it unsaid; if that does not reach
 * HubSpot either, the answer is `failed` (or `later`, with no ledger to keep the wait).
 * Every sender, page or worker, also holds the application's Web Lock while it tries, which needs
 * no storage: two senders at once never both send, whatever the ledger says.
 */
export function attempt(application: Application, origin: string, text: ApplicationText, { direct = false, first = false } = {}): Promise<Known> {
  const locks = globalThis.navigator?.locks
  const run = () => attemptAlone(application, origin, text, direct, first)
  return locks ? locks.request(`launchloop-send:${application.id}`, { ifAvailable: true }, (lock) => (lock ? run() : { status: 'busy' as const })) : run()
}

async function attemptAlone(application: Application, origin: string, text: ApplicationText, direct: boolean, first: boolean): Promise<Known> {
  void sweep().catch(() => undefined)
  const held = await claim(application.id)
  if (typeof held !== 'string' && !(held.status === 'failed' && direct)) return held
  const outcome = await send(application, origin, text)
  if (typeof held !== 'string') {
    await reportSend(application, outcome, first)
    if (outcome.status !== 'unreachable') return outcome
    return outcome.answered ? { status: 'later', until: restUntil(outcome, 1) } : held
  }
  // Noted first: the ledger, not the report, keeps it from being sent twice.
  const resting = await note(application.id, outcome, held).catch(() => undefined)
  await reportSend(application, outcome, first)
  return resting ? { status: 'later', until: resting } : outcome
}

/**
 * The funnel hears how a send ended from the one sender that sent it: sent at once, delivered after
 * waiting, or refused; the package chosen, never a typed value. A page does not wait for it.
 */
async function reportSend(application: Application, outcome: Outcome, first: boolean) {
  if (outcome.status === 'unreachable') return
  const chosen = application.values.package_of_interest
  const props = { form: 'own', ...(chosen && PACKAGE_VALUES.includes(chosen) ? { package: chosen } : {}) }
  const name = outcome.status === 'refused' ? EVENTS.refused : first ? EVENTS.sent : EVENTS.deliveredLater
  const lang = application.lang ?? 'en'
  if (typeof document !== 'undefined') track(name, props)
  else await trackFromWorker(name, lang, props, localePath(lang, APPLICATION_PATH))
}

/** A choice as the visitor read it, not the value HubSpot stores. */
function shown(field: ApplicationText['fields'][number], value: string) {
  return field.kind === 'choice' ? (field.options?.[field.values.indexOf(value)] ?? value) : value
}

/** Some mail programs cut longer links. */
const EMAIL_LINK_MAX = 1_800

export function applicationEmail(values: ApplicationValues, words: ApplicationText) {
  const link = (text: string) => `mailto:${words.contactEmail}?subject=${encodeURIComponent(words.emailSubject)}&body=${encodeURIComponent(text)}`
  const lines = [...words.fields]
    .sort((a, b) => Number(a.kind === 'textarea') - Number(b.kind === 'textarea'))
    .filter((field) => values[field.name]?.trim())
    .map((field) => `${field.label}: ${shown(field, values[field.name]!.trim())}`)
  // Code points: a cut never splits a character.
  const text = Array.from(lines.join('\n'))
  const shortened = (length: number) => link(`${text.slice(0, length).join('')}…\n\n${words.emailShortened}`)
  if (link(text.join('')).length <= EMAIL_LINK_MAX) return link(text.join(''))
  let fits = 0
  let over = text.length
  while (over - fits > 1) {
    const middle = (fits + over) >> 1
    if (shortened(middle).length <= EMAIL_LINK_MAX) fits = middle
    else over = middle
  }
  return shortened(fits)
}
