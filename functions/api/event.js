/**
 * Cloudflare Pages' `/api/event`: its `_redirects` cannot proxy to another origin, and neither
 * `_redirects` nor `_headers` applies to a Function, so this sets its own headers (docs/toolchain.md).
 */
import { analyticsUpstream, forwardEvent } from '../../scripts/hosting/event-proxy.mjs'

export const onRequest = ({ request, env }) =>
  forwardEvent(request, {
    upstream: analyticsUpstream(env.ANALYTICS_UPSTREAM),
    clientAddress: request.headers.get('CF-Connecting-IP'),
  })
