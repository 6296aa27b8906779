/** `/api/event` to the analytics provider, in web-standard code only: Cloudflare's Pages Function bundles it too. */
import { SECURITY_HEADERS } from './security-headers.mjs'

export const EVENT_PATH = '/api/event'

export const DEFAULT_ANALYTICS_UPSTREAM = 'https://plausible.io/api/event'

export const EVENT_BODY_LIMIT = 4 * 1024
export const EVENT_TIMEOUT_MS = 5_000

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
const answer = (status, body = null, headers = {}) =>
  new Response(NULL_BODY_STATUSES.includes(status) ? null : body, { status, headers: { ...SECURITY_HEADERS, 'Cache-Control': 'no-store', ...headers } })

/** Does not cancel the stream: on Node that would close the connection before the 413 leaves. @param {Request} request */
async function readCapped(request, limit) {
  if (Number(request.headers.get('content-length')) > limit) return undefined
  if (!request.body) return new Uint8Array()
  const reader = request.body.getReader()
  const chunks = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      reader.releaseLock()
      return undefined
    }
    chunks.push(value)
  }
  const body = new Uint8Array(size)
  let at = 0
  for (const chunk of chunks) body.set(chunk, (at += chunk.byteLength) - chunk.byteLength)
  return body
}

/** No cookie either way; of the headers only those Plausible counts visitors by. @param {Request} request @param {{ upstream: string, clientAddress?: string | null, timeoutMs?: number }} options */
export async function forwardEvent(request, { upstream, clientAddress, timeoutMs = EVENT_TIMEOUT_MS }) {
  if (request.method !== 'POST') return answer(405, null, { Allow: 'POST' })
  const body = await readCapped(request, EVENT_BODY_LIMIT)
  if (!body) return answer(413)
  /** @type {Record<string, string>} */
  const headers = {}
  for (const name of ['Content-Type', 'User-Agent']) {
    const value = request.headers.get(name)
    if (value) headers[name] = value
  }
  if (clientAddress) headers['X-Forwarded-For'] = clientAddress
  try {
    const response = await fetch(upstream, { method: 'POST', body, headers, signal: AbortSignal.timeout(timeoutMs) })
    const text = await response.arrayBuffer()
    const type = response.headers.get('content-type')
    return answer(response.status, text, type ? { 'Content-Type': type } : {})
  } catch (error) {
    return answer(/** @type {Error} */ (error)?.name === 'TimeoutError' ? 504 : 502)
  }
}
