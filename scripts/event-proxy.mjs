/** `/api/event` in web-standard code only, so that every host answers through `forwardEvent` (README, "The analytics endpoint"). */
import { SECURITY_HEADERS } from './security-headers.mjs'

export const EVENT_PATH = '/api/event'

export const DEFAULT_ANALYTICS_UPSTREAM = 'https://plausible.io/api/event'

export const EVENT_BODY_LIMIT = 4 * 1024
/** Plausible answers `ok`: more than this of an answer is not read, and never reaches the visitor. */
export const EVENT_ANSWER_LIMIT = 4 * 1024
export const EVENT_TIMEOUT_MS = 5_000

export const EVENT_HEADERS = { ...SECURITY_HEADERS, 'Cache-Control': 'no-store', 'Content-Type': 'text/plain; charset=utf-8' }

/** Refuses what could break out of a generated host file: nginx reads `;`, `$`, quotes and braces, `_redirects` splits on spaces. @param {string | undefined} value */
export function analyticsUpstream(value) {
  if (!value) return DEFAULT_ANALYTICS_UPSTREAM
  let url
  try {
    url = new URL(value)
  } catch {
    throw new Error(`ANALYTICS_UPSTREAM must be a full address such as ${DEFAULT_ANALYTICS_UPSTREAM}, not ${JSON.stringify(value)}`)
  }
  if (!/^https?:$/.test(url.protocol) || url.username || url.password || /[\s;$"'{}\\]/.test(url.href)) {
    throw new Error(`ANALYTICS_UPSTREAM must be an http(s) address without credentials or any of ; $ " ' { } \\, not ${JSON.stringify(value)}`)
  }
  return url.href
}

const NULL_BODY_STATUSES = [101, 204, 205, 304]

/** @param {number} status @param {BodyInit | null} [body] @param {Record<string, string>} [headers] */
export const eventAnswer = (status, body = null, headers = {}) =>
  new Response(NULL_BODY_STATUSES.includes(status) ? null : body, { status, headers: { ...EVENT_HEADERS, ...headers } })

export const methodNotAllowed = () => eventAnswer(405, null, { Allow: 'POST' })

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

/** No cookie either way, only the headers Plausible counts visitors by, never the request's query. @param {Request} request @param {{ upstream: string, clientAddress?: string | null, timeoutMs?: number }} options */
export async function forwardEvent(request, { upstream, clientAddress, timeoutMs = EVENT_TIMEOUT_MS }) {
  if (request.method !== 'POST') return methodNotAllowed()
  if (Number(request.headers.get('content-length')) > EVENT_BODY_LIMIT) return eventAnswer(413)
  let body
  try {
    body = await readCapped(request.body, EVENT_BODY_LIMIT)
  } catch {
    // The visitor left mid-body: nobody reads this answer, and nothing is sent on.
    return eventAnswer(400)
  }
  if (body.over) return eventAnswer(413)
  /** @type {Record<string, string>} */
  const headers = {}
  for (const name of ['Content-Type', 'User-Agent']) {
    const value = request.headers.get(name)
    if (value) headers[name] = value
  }
  if (clientAddress) headers['X-Forwarded-For'] = clientAddress
  const timeout = AbortSignal.timeout(timeoutMs)
  try {
    const response = await fetch(upstream, { method: 'POST', body: body.bytes, headers, redirect: 'manual', signal: timeout })
    if (response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400)) {
      await response.body?.cancel()
      return eventAnswer(502)
    }
    const answer = await readCapped(response.body, EVENT_ANSWER_LIMIT, { cancel: true })
    return eventAnswer(response.status, answer.bytes)
  } catch {
    return eventAnswer(timeout.aborted ? 504 : 502)
  }
}
