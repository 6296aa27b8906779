/** The one sender of applications, for the page and the service worker alike (docs/application.md). */
import { applicationFieldShapes, NOT_SURE, PACKAGE_NAMES } from '../content/application-fields'
import type { ApplicationText, FieldSpec } from '../content/application'
import { DEFAULT_LANG, isLang, localePath } from '../ground/locale'
import { fill } from '../ground/fill'
import { EVENTS, track, trackFromWorker } from '../lib/funnel'
import { checkSource, sourceFields } from '../lib/source'
import { APPLICATION_PATH } from '../ground/paths'
import { KEEP_WAITING_MS } from './draft'
import { charactersLeft, keptLength, sentValue } from './answers'
import { formConfig, submissionUrl } from './hubspot'
import { CLAIM_MS, claim, note, renew, RENEW_MS, restUntil, sweep } from './ledger'
import type { Answer, Application, ApplicationValues, FieldErrors, RefusalReason, Status } from './status'
import { sentTraps, trapHeaders } from './traps'

/** A page never gives up on its request while the visitor waits (a late answer is still recorded): past this, it says it is still sending. */
export const STILL_SENDING_MS = 15_000
/** Past a slow HubSpot, yet within what a browser lets one event of a worker run (Chrome: 3 minutes for a Background Sync). */
export const WORKER_SEND_TIMEOUT_MS = 120_000

const PACKAGE_VALUES = [...PACKAGE_NAMES, NOT_SURE]

/** Only the form's fields, each text within its limit (as sent: `charactersLeft`), and no longer than a draft keeps: a few KB in all. */
export function checkValues(values: unknown): ApplicationValues | undefined {
  if (typeof values !== 'object' || values === null) return undefined
  const checked: ApplicationValues = {}
  for (const field of applicationFieldShapes) {
    const value = (values as Record<string, unknown>)[field.name]
    if (value === undefined) continue
    if (typeof value !== 'string' || value.length > keptLength(field) || charactersLeft(field, value) < 0)
      return undefined
    checked[field.name] = value
  }
  return checked
}

/** A draft's fields as typed, over their limits too (the form counts them): each cut only past what a draft keeps. */
export function keptValues(values: unknown): ApplicationValues {
  const kept: ApplicationValues = {}
  for (const field of applicationFieldShapes) {
    const value = (values as Record<string, unknown> | null | undefined)?.[field.name]
    if (typeof value === 'string') kept[field.name] = value.slice(0, keptLength(field))
  }
  return kept
}

export function checkApplication(data: unknown, now = Date.now()): Application | undefined {
  const { id, savedAt, values, lang, elapsed } = (data ?? {}) as Partial<Application>
  const checked = checkValues(values)
  const source = checkSource((data as Partial<Application> | null)?.source)
  if (typeof id !== 'string' || !/^[\w-]{1,64}$/.test(id) || typeof savedAt !== 'number' || !checked) return undefined
  if (lang !== undefined && (typeof lang !== 'string' || !isLang(lang))) return undefined
  const timed = Number.isSafeInteger(elapsed) && elapsed! >= 0 ? { elapsed } : {}
  return Math.abs(now - savedAt) <= KEEP_WAITING_MS
    ? { id, savedAt, values: checked, ...(lang ? { lang } : {}), ...(source ? { source } : {}), ...timed }
    : undefined
}

/** In the language it was written in, the consent its sender saw included, whichever page sends it; `plain`: the typed fields only. */
export function applicationRequest(
  { savedAt, values, lang = DEFAULT_LANG, source, elapsed }: Application,
  origin: string,
  text: ApplicationText,
  plain = false,
) {
  const sentAs = text.sentAs[lang]
  const body = {
    fields: [...typedFields(values, text), ...(plain ? [] : addedFields(lang, source, text))],
    submittedAt: String(savedAt),
    context: { pageUri: new URL(sentAs.pagePath, origin).href, pageName: sentAs.pageName },
    legalConsentOptions: { consent: { consentToProcess: true, text: sentAs.consent } },
  }
  // The traps go along for /api/apply, on our own origin, to check again.
  const headers = { 'content-type': 'application/json', ...trapHeaders(sentTraps(elapsed)) }
  return new Request(submissionUrl(formConfig(lang), origin), { method: 'POST', headers, body: JSON.stringify(body) })
}

/** What the visitor typed, as sent: the fields left empty are not. */
const typedFields = (values: Application['values'], text: ApplicationText) =>
  text.fields
    .map((field) => ({ name: field.name, value: sentValue(values[field.name] ?? '') }))
    .filter((field) => field.value !== '')

/** The language and source the site adds to what was typed. */
const addedFields = (lang: string, source: Application['source'], text: ApplicationText) => [
  ...(text.languageProperty ? [{ name: text.languageProperty, value: lang }] : []),
  ...sourceFields(source, text.sourceProperties),
]

interface HubSpotError {
  errorType?: string
  message?: string
}

/** HubSpot's `errors[]`, none where its answer has no list. */
const hubspotErrors = (body: unknown): HubSpotError[] => {
  const errors = (body as { errors?: unknown } | null)?.errors
  return Array.isArray(errors) ? errors : []
}

/** The field an error names (`Error in 'fields.email'…`). */
const fieldNamed = (error: HubSpotError) => /fields\.([\w-]+)/.exec(error.message ?? '')?.[1]

/** A form not yet given the hidden fields refuses them (FIELD_NOT_IN_FORM_DEFINITION): then the lead goes without its source, not lost. */
export function refusedOnlyAddedFields(body: unknown, application: Application, text: ApplicationText) {
  const errors = hubspotErrors(body)
  const added = new Set(
    addedFields(application.lang ?? DEFAULT_LANG, application.source, text).map((field) => field.name),
  )
  return (
    errors.length > 0 &&
    errors.every((error) => error.errorType === 'FIELD_NOT_IN_FORM_DEFINITION' && added.has(fieldNamed(error) ?? ''))
  )
}

/** HubSpot's `errors[]` per field, only those an answer can put right: an error no answer fixes leaves none, and the form offers email. `filled`: the fields sent with a value, which HubSpot calling missing cannot be the visitor's to fix. */
export function fieldErrorsFromHubSpot(
  body: unknown,
  text: ApplicationText,
  filled: ReadonlySet<string> = new Set(),
): FieldErrors {
  const found: FieldErrors = {}
  for (const error of hubspotErrors(body)) {
    const named = fieldNamed(error)
    const field = text.fields.find(
      (candidate) => candidate.name === (named ?? (/_EMAIL$/.test(error.errorType ?? '') ? 'email' : undefined)),
    )
    const message = field && fixedBy(error.errorType, field, text, filled)
    if (!message) return {}
    found[field.name] ??= message
  }
  return found
}

function fixedBy(errorType: string | undefined, field: FieldSpec, text: ApplicationText, filled: ReadonlySet<string>) {
  const email = field.kind === 'text' && field.type === 'email'
  if (errorType === 'REQUIRED_FIELD')
    return filled.has(field.name) ? undefined : (field.missing ?? fill(text.checkAnswer, { label: field.label }))
  if (errorType === 'INVALID_EMAIL' && email) return field.invalid
  if (errorType === 'BLOCKED_EMAIL' && email) return field.blocked
  return undefined
}

/** Seconds or an HTTP date; never past `last`, when the application may be kept no longer. */
export function retryAfter(value: string | null, now = Date.now(), last = now + KEEP_WAITING_MS) {
  const at = !value ? NaN : /^\s*\d+\s*$/.test(value) ? now + Number(value) * 1000 : Date.parse(value)
  return Number.isFinite(at) && at > now ? Math.min(at, last) : undefined
}

export async function answerOf(
  response: Response,
  text: ApplicationText,
  now = Date.now(),
  last?: number,
  filled?: ReadonlySet<string>,
): Promise<Answer> {
  if (response.ok) return { status: 'sent' }
  // /api/apply could not reach HubSpot, or had no answer in time: it may have stored it.
  if (response.status === 502 || response.status === 504) return { status: 'unreachable' }
  if (response.status === 408 || response.status === 429 || response.status >= 500) {
    // Passed on by /api/apply where HubSpot sends it; else the backoff.
    const retryAt = retryAfter(response.headers.get('retry-after'), now, last)
    return { status: 'unreachable', answered: true, ...(retryAt ? { retryAt } : {}) }
  }
  const body: unknown = await response.json().catch(() => null)
  const reason = refusalReason(response.status, body)
  return { status: 'refused', errors: fieldErrorsFromHubSpot(body, text, filled), ...(reason ? { reason } : {}) }
}

/** 422: /api/apply's spam traps; HubSpot's `FORM_HAS_RECAPTCHA_ENABLED`: its form refuses every API submission while CAPTCHA is on. */
export function refusalReason(status: number, body: unknown): RefusalReason | undefined {
  if (status === 422) return 'spam'
  const named = hubspotErrors(body).some(
    (error) => error.errorType === 'FORM_HAS_RECAPTCHA_ENABLED' || /captcha/i.test(error.message ?? ''),
  )
  return named ? 'recaptcha' : undefined
}

/** Without `timeout`, as long as the browser keeps the request; a timer, not AbortSignal.timeout: a test's clock controls it. */
export async function send(
  application: Application,
  origin: string,
  text: ApplicationText,
  timeout?: number,
): Promise<Answer> {
  const controller = new AbortController()
  const timer = timeout === undefined ? undefined : setTimeout(() => controller.abort(), timeout)
  try {
    let response = await fetch(applicationRequest(application, origin, text), { signal: controller.signal })
    if (
      response.status === 400 &&
      refusedOnlyAddedFields(
        await response
          .clone()
          .json()
          .catch(() => null),
        application,
        text,
      )
    ) {
      response = await fetch(applicationRequest(application, origin, text, true), { signal: controller.signal })
    }
    const filled = new Set(typedFields(application.values, text).map((field) => field.name))
    return await answerOf(response, text, Date.now(), application.savedAt + KEEP_WAITING_MS, filled)
  } catch {
    // Offline, it never left: tried again as soon as the device is back online.
    return { status: 'unreachable', ...(globalThis.navigator?.onLine === false ? { offline: true } : {}) }
  } finally {
    clearTimeout(timer)
  }
}

export interface AttemptOptions {
  /** A page: where the ledger fails, it sends unclaimed, and it waits for another holder's outcome. */
  direct?: boolean
  /** The attempt made as Send was pressed (the funnel's `sent`). */
  first?: boolean
  /** The visitor's own Try again: it may go at once after a send with no answer (`claim`). */
  retry?: boolean
  /** The worker's; a page's send has none. */
  timeout?: number
}

/** Under its Web Lock (no storage needed): a page finding it held waits a claim's time for the holder's outcome; a worker looks again later. */
export async function attempt(
  application: Application,
  origin: string,
  text: ApplicationText,
  options: AttemptOptions = {},
): Promise<Status> {
  const locks = globalThis.navigator?.locks
  const run = () => attemptAlone(application, origin, text, options)
  if (!locks) return run()
  const name = `launchloop-send:${application.id}`
  const alone = await locks.request(name, { ifAvailable: true }, (lock) => lock && run())
  if (alone || !options.direct) return alone ?? { status: 'sending' }
  const gaveUp = new AbortController()
  const timer = setTimeout(() => gaveUp.abort(), CLAIM_MS)
  // The holder's outcome is in the ledger, which the claim reads; where it left none, the page tries itself.
  return locks
    .request(name, { signal: gaveUp.signal }, run)
    .catch(() => ({ status: 'sending' as const }))
    .finally(() => clearTimeout(timer))
}

async function attemptAlone(
  application: Application,
  origin: string,
  text: ApplicationText,
  { direct = false, first = false, retry = false, timeout }: AttemptOptions,
): Promise<Status> {
  void sweep().catch(() => undefined)
  const held = await claim(application.id, undefined, retry)
  if (typeof held !== 'string' && !(held.status === 'failed' && direct)) return held
  const renewing =
    typeof held === 'string'
      ? setInterval(() => void renew(application.id, held).catch(() => undefined), RENEW_MS)
      : undefined
  const answer = await send(application, origin, text, timeout).finally(() => clearInterval(renewing))
  if (typeof held !== 'string') {
    await reportSend(application, answer, first)
    if (answer.status !== 'unreachable') return answer
    return answer.answered ? { status: 'resting', until: restUntil(answer, 1) } : held
  }
  // Noted first: the ledger, not the report, keeps it from being sent twice.
  const resting = await note(application.id, answer, held).catch(() => undefined)
  await reportSend(application, answer, first)
  return resting ?? answer
}

async function reportSend(application: Application, answer: Answer, first: boolean) {
  if (answer.status === 'unreachable') return
  const chosen = application.values.package_of_interest
  const props: Record<string, string> = {
    form: 'own',
    ...(chosen && PACKAGE_VALUES.includes(chosen) ? { package: chosen } : {}),
  }
  if (answer.status === 'refused' && answer.reason) props.reason = answer.reason
  const name = answer.status === 'refused' ? EVENTS.refused : first ? EVENTS.sent : EVENTS.deliveredLater
  const lang = application.lang ?? DEFAULT_LANG
  if (typeof document !== 'undefined') track(name, props)
  else await trackFromWorker(name, lang, props, localePath(lang, APPLICATION_PATH))
}
