/** Netlify's `/api/apply/*` (`dist/_redirects` rewrites it here, ids kept), as `event.mjs` is. */
import {
  APPLY_PATH,
  NETLIFY_APPLY_FUNCTION,
  applyTimeoutMs,
  forwardApplication,
  hubspotSubmitOrigin,
} from '../../scripts/hosting/apply-proxy.mjs'
import { spamVerdict } from '../../src/application/spam.ts'

/** The address the function is handed may be the visitor's or the rewritten one. @param {Request} request */
export default (request) =>
  forwardApplication(request, {
    origin: hubspotSubmitOrigin(process.env.HUBSPOT_SUBMIT_ORIGIN),
    verdict: spamVerdict,
    prefixes: [APPLY_PATH, NETLIFY_APPLY_FUNCTION],
    timeoutMs: applyTimeoutMs(process.env.APPLY_TIMEOUT_MS),
  })
