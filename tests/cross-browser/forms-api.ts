// HubSpot's Forms API behind the site's own /api/apply: the local server passes each application to this stand-in.
import { startFormsApi } from '../../scripts/hosting/hosts.mjs'

export interface FormsApi {
  origin: string
  /** When false, each submission's connection is cut: /api/apply answers 502, as when HubSpot is out of reach. */
  reachable: boolean
  submissions: { url: string; body: { fields: { name: string; value: string }[] } }[]
  close: () => Promise<void>
}

export async function formsApiStandIn(): Promise<FormsApi> {
  const api = await startFormsApi((submission, res) => {
    if (!state.reachable) return void res.socket?.destroy()
    state.submissions.push({ url: submission.path, body: JSON.parse(submission.body) })
    res
      .writeHead(200, { 'content-type': 'application/json' })
      .end('{"inlineMessage":"Thanks for submitting the form."}')
  })
  const state: FormsApi = { origin: api.origin, reachable: true, submissions: [], close: () => api.stop() }
  return state
}
