/**
 * Vercel's `/api/event` (a Function: `vercel.json` routes the address here before anything else). A rewrite
 * to the provider would take any body, answer GET with the 404 page and relay whatever comes back.
 * Vercel sets `x-real-ip` to the visitor's address, whatever the visitor sent (docs/toolchain.md).
 */
import { analyticsUpstream, forwardEvent } from '../scripts/hosting/event-proxy.mjs'

export default {
  fetch: (/** @type {Request} */ request) =>
    forwardEvent(request, {
      upstream: analyticsUpstream(process.env.ANALYTICS_UPSTREAM),
      clientAddress: request.headers.get('x-real-ip'),
    }),
}
