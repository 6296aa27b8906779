/** `/api/apply`: our form's and the worker's applications, passed to HubSpot's Forms API by every host (docs/deployment.md, "Applications through `/api/apply`"). */
import { forward, methodNotAllowed, proxyAnswer } from './event-proxy.mjs'

export const APPLY_PATH = '/api/apply'
export const NETLIFY_APPLY_FUNCTION = '/.netlify/functions/apply'
export const DEFAULT_HUBSPOT_SUBMIT_ORIGIN = 'https://api.hsforms.com'
export const HUBSPOT_SUBMIT_PATH = '/submissions/v3/integration/submit/'

export const APPLY_BODY_LIMIT = 64 * 1024
export const APPLY_ANSWER_LIMIT = 16 * 1024
export const APPLY_TIMEOUT_MS = 45_000
const MIN_APPLY_TIMEOUT_MS = 1_000

/** `APPLY_TIMEOUT_MS`: a shorter wait than the 45 s every host ships, for a test that needs HubSpot's 504 sooner; never longer (Netlify stops a function at 60 s). @param {string | undefined} value */
export function applyTimeoutMs(value) {
  if (!value) return APPLY_TIMEOUT_MS
  const ms = /^\d+$/.test(value) ? Number(value) : Number.NaN
  if (!(ms >= MIN_APPLY_TIMEOUT_MS && ms <= APPLY_TIMEOUT_MS))
    throw new Error(
      `APPLY_TIMEOUT_MS: found ${JSON.stringify(value)}, expected whole milliseconds from ${MIN_APPLY_TIMEOUT_MS} to ${APPLY_TIMEOUT_MS}`,
    )
  return ms
}

export const TRAP_HEADERS = ['x-apply-elapsed', 'x-apply-honeypot']

const PORTAL_ID = String.raw`\d{1,12}`
const FORM_ID = String.raw`[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}`
export const APPLY_FORM_PATTERN = `${PORTAL_ID}/${FORM_ID}`

/** HubSpot's path for `<prefix>/<portalId>/<formId>`, else undefined. `prefixes`: where a host hands the function its rewritten address (Netlify). @param {string} pathname @param {string[]} [prefixes] */
export function applyTarget(pathname, prefixes = [APPLY_PATH]) {
  const prefix = prefixes.find((candidate) => pathname.startsWith(`${candidate}/`))
  const ids = prefix && new RegExp(`^/(${PORTAL_ID})/(${FORM_ID})/?$`).exec(pathname.slice(prefix.length))
  return ids ? `${HUBSPOT_SUBMIT_PATH}${ids[1]}/${ids[2].toLowerCase()}` : undefined
}

const LOOPBACK = ['localhost', '127.0.0.1', '[::1]']

/** An origin only, `https:` (plain `http:` on loopback for a stand-in in tests, never on a deploy build). @param {string | undefined} value @param {{ deploy?: boolean }} [options] */
export function hubspotSubmitOrigin(value, { deploy = false } = {}) {
  if (!value) return DEFAULT_HUBSPOT_SUBMIT_ORIGIN
  let url
  try {
    url = new URL(value)
  } catch {
    url = undefined
  }
  const plain = url?.protocol === 'http:' && LOOPBACK.includes(url.hostname) && !deploy
  if (!url || url.origin !== value.replace(/\/$/, '') || !(url.protocol === 'https:' || plain)) {
    const scheme = deploy ? 'an https: origin' : 'an https: origin (http: only on loopback, for a stand-in)'
    throw new Error(
      `HUBSPOT_SUBMIT_ORIGIN: found ${JSON.stringify(value)}, expected ${scheme} such as ${DEFAULT_HUBSPOT_SUBMIT_ORIGIN}, with no path`,
    )
  }
  return url.origin
}

/** JSON stays JSON (the page reads HubSpot's `errors`), anything else is text; a wait HubSpot asks for is passed on. @param {Response} response */
function relayed(response) {
  const json = /^application\/json\s*(;|$)/i.test(response.headers.get('content-type') ?? '')
  const retryAfter = response.headers.get('retry-after')
  return {
    'Content-Type': json ? 'application/json; charset=utf-8' : 'text/plain; charset=utf-8',
    ...(retryAfter && /^[\w ,:+-]{1,64}$/.test(retryAfter) ? { 'Retry-After': retryAfter } : {}),
  }
}

/** To HubSpot, body and type only, unless the traps' `verdict` (`spamVerdict`) says a script sent it: 422. @param {import('./event-proxy.mjs').Incoming} request @param {{ origin: string, verdict: (get: (name: string) => string | null) => string, prefixes?: string[], timeoutMs?: number }} options */
export function forwardApplication(request, { origin, verdict, prefixes, timeoutMs = APPLY_TIMEOUT_MS }) {
  const target = applyTarget(new URL(request.url).pathname, prefixes)
  if (!target) return proxyAnswer(404, 'No such form')
  if (request.method !== 'POST') return methodNotAllowed()
  if (verdict((name) => request.headers.get(name)) !== 'person') return proxyAnswer(422, 'Not sent')
  const type = request.headers.get('content-type')
  return forward(request, {
    upstream: `${origin}${target}`,
    headers: type ? { 'Content-Type': type } : {},
    bodyLimit: APPLY_BODY_LIMIT,
    answerLimit: APPLY_ANSWER_LIMIT,
    timeoutMs,
    relayed,
  })
}
