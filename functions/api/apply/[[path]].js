/** Cloudflare Pages' `/api/apply/*`, beside `../event.js`: the same proxy, with the traps checked again. */
import { applyTimeoutMs, forwardApplication, hubspotSubmitOrigin } from '../../../scripts/hosting/apply-proxy.mjs'
import { spamVerdict } from '../../../src/application/spam.ts'

export const onRequest = ({ request, env }) =>
  forwardApplication(request, {
    origin: hubspotSubmitOrigin(env.HUBSPOT_SUBMIT_ORIGIN),
    verdict: spamVerdict,
    timeoutMs: applyTimeoutMs(env.APPLY_TIMEOUT_MS),
  })
