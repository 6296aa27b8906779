/** `/api/event` and `/api/apply` in web-standard code only, so that every host answers through `forward` (docs/deployment.md, "The analytics endpoint"). */
import { SECURITY_HEADERS } from './security-headers.mjs'

export const EVENT_PATH = '/api/event'

export const DEFAULT_ANALYTICS_UPSTREAM = 'https://plausible.io/api/event'

export const EVENT_BODY_LIMIT = 4 * 1024
/** Plausible answers `ok`: more than this of an answer is not read, and never reaches the visitor. */
export const EVENT_ANSWER_LIMIT = 4 * 1024
export const EVENT_TIMEOUT_MS = 5_000

export const EVENT_HEADERS = {
  ...SECURITY_HEADERS,
  'Cache-Control': 'no-store',
  'Content-Type': 'text/plain; charset=utf-8',
}

/** Refuses what could break out of a generated host file: nginx reads `;`, `$`, quotes and braces, `_redirects` splits on spaces. @param {string | undefined} value */
export function analyticsUpstream(value) {
  if (!value) return DEFAULT_ANALYTICS_UPSTREAM
  const url = URL.canParse(value) ? new URL(value) : undefined
  if (!url || !/^https?:$/.test(url.protocol) || url.username || url.password || /[\s;$"'{}\\]/.test(url.href)) {
    throw new Error(
      `ANALYTICS_UPSTREAM: found ${JSON.stringify(value)}, expected a full http(s) address such as ${DEFAULT_ANALYTICS_UPSTREAM}, without credentials or any of ; $ " ' { } \\`,
    )
  }
  return url.href
}

const NULL_BODY_STATUSES = [101, 204, 205, 304]

/** @param {number} status @param {BodyInit | null} [body] @param {Record<string, string>} [headers] */
export const proxyAnswer = (status, body = null, headers = {}) =>
  new Response(NULL_BODY_STATUSES.includes(status) ? null : body, { status, headers: { ...EVENT_HEADERS, ...headers } })

export const methodNotAllowed = () => proxyAnswer(405, null, { Allow: 'POST' })

/** Without `cancel` the rest is left unread: on Node cancelling a request's body would close the connection before the 413 leaves. @param {ReadableStream<Uint8Array> | null} stream @param {number} limit @param {{ cancel?: boolean }} [options] */
async function readCapped(stream, limit, { cancel = false } = {}) {
  if (!stream) return { bytes: new Uint8Array(), over: false }
  const reader = stream.getReader()
  const chunks = []
  let size = 0
  let over = false
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    const room = limit - size
    chunks.push(value.byteLength > room ? value.subarray(0, room) : value)
    size += Math.min(value.byteLength, room)
    if (value.byteLength > room) {
      over = true
      break
    }
  }
  if (over) await (cancel ? reader.cancel() : reader.releaseLock())
  const bytes = new Uint8Array(size)
  let at = 0
  for (const chunk of chunks) {
    bytes.set(chunk, at)
    at += chunk.byteLength
  }
  return { bytes, over }
}

/** What a host hands over: a Request, or for a method a Request cannot carry (`TRACE`), its method and address. @typedef {Pick<Request, 'method' | 'url' | 'headers' | 'body'>} Incoming */

/** POST only, within `bodyLimit`, to `upstream` exactly with `headers` only, no redirect followed, `answerLimit` relayed; 502 unreachable, 504 past `timeoutMs`. @param {Incoming} request @param {{ upstream: string, headers: Record<string, string>, bodyLimit: number, answerLimit: number, timeoutMs: number, relayed?: (response: Response) => Record<string, string> }} rule */
export async function forward(request, { upstream, headers, bodyLimit, answerLimit, timeoutMs, relayed = () => ({}) }) {
  if (request.method !== 'POST') return methodNotAllowed()
  if (Number(request.headers.get('content-length')) > bodyLimit) return proxyAnswer(413)
  let body
  try {
    body = await readCapped(request.body, bodyLimit)
  } catch {
    // The visitor left mid-body: nobody reads this answer, and nothing is sent on.
    return proxyAnswer(400)
  }
  if (body.over) return proxyAnswer(413)
  const timeout = AbortSignal.timeout(timeoutMs)
  try {
    const response = await fetch(upstream, {
      method: 'POST',
      body: body.bytes,
      headers,
      redirect: 'manual',
      signal: timeout,
    })
    if (response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400)) {
      await response.body?.cancel()
      return proxyAnswer(502)
    }
    const answer = await readCapped(response.body, answerLimit, { cancel: true })
    return proxyAnswer(response.status, answer.bytes, relayed(response))
  } catch {
    return proxyAnswer(timeout.aborted ? 504 : 502)
  }
}

/** No cookie either way, only the headers Plausible counts visitors by. @param {Incoming} request @param {{ upstream: string, clientAddress?: string | null, timeoutMs?: number }} options */
export function forwardEvent(request, { upstream, clientAddress, timeoutMs = EVENT_TIMEOUT_MS }) {
  /** @type {Record<string, string>} */
  const headers = {}
  for (const name of ['Content-Type', 'User-Agent']) {
    const value = request.headers.get(name)
    if (value) headers[name] = value
  }
  if (clientAddress) headers['X-Forwarded-For'] = clientAddress
  return forward(request, {
    upstream,
    headers,
    bodyLimit: EVENT_BODY_LIMIT,
    answerLimit: EVENT_ANSWER_LIMIT,
    timeoutMs,
  })
}
