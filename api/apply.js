/** Vercel's `/api/apply/*` (`vercel.json` routes every such address here, before anything else), as `event.js` is. */
import { applyTimeoutMs, forwardApplication, hubspotSubmitOrigin } from '../scripts/hosting/apply-proxy.mjs'
import { spamVerdict } from '../src/application/spam.ts'

export default {
  fetch: (/** @type {Request} */ request) =>
    forwardApplication(request, {
      origin: hubspotSubmitOrigin(process.env.HUBSPOT_SUBMIT_ORIGIN),
      verdict: spamVerdict,
      timeoutMs: applyTimeoutMs(process.env.APPLY_TIMEOUT_MS),
    }),
}
