/**
 * Netlify's `/api/event` (`dist/_redirects` rewrites the address here). Its proxy rule would take any method
 * and any size, and Netlify adds no header of `_headers` to a proxied or a function's answer (docs/toolchain.md).
 */
import { analyticsUpstream, forwardEvent } from '../../scripts/hosting/event-proxy.mjs'

/** @param {Request} request @param {{ ip?: string }} context */
export default (request, context) =>
  forwardEvent(request, { upstream: analyticsUpstream(process.env.ANALYTICS_UPSTREAM), clientAddress: context.ip })
