import type { HubSpotFormConfig } from './hubspot'
import { applicationState, fallBack } from './page-state'

/** HubSpot's legacy embed: one script, then `hbspt.forms.create` with a target element. */
export const HUBSPOT_SCRIPT_URL = 'https://js.hsforms.net/forms/embed/v2.js'

export const FORM_TIMEOUT_MS = 6_000

export interface HubSpotCreateOptions extends HubSpotFormConfig {
  target: string
  onFormReady?: () => void
  onFormSubmitted?: FormSubmitted
}

/** HubSpot's callback after its form is sent: the form's element, then what was sent (`submissionValues`, by property name). */
export type FormSubmitted = (form: unknown, data?: { submissionValues?: Record<string, unknown> }) => void

export interface HubSpotGlobal {
  forms: { create: (options: HubSpotCreateOptions) => unknown }
}

declare global {
  interface Window {
    hbspt?: HubSpotGlobal
  }
}

/** Adds the embed script once, or waits on the one already loading; a failed load is removed so that a retry fetches it again. */
export function loadScript(doc: Document, src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    let script = doc.querySelector<HTMLScriptElement>(`script[src="${src}"]`)
    if (script?.dataset.loaded === 'true') return resolve()
    if (!script) {
      const added = doc.createElement('script')
      added.src = src
      added.async = true
      added.addEventListener('load', () => (added.dataset.loaded = 'true'))
      added.addEventListener('error', () => added.remove())
      doc.head.append((script = added))
    }
    script.addEventListener('load', () => resolve())
    script.addEventListener('error', () => reject(new Error(`Could not load ${src}`)))
  })
}

/** From the page's head script: HubSpot's script starts without waiting for our code, and ours shows if it fails or is late, our code come or not. */
export function startEmbed() {
  if (applicationState() !== 'loading') return
  loadScript(document, HUBSPOT_SCRIPT_URL).catch(fallBack)
  setTimeout(fallBack, FORM_TIMEOUT_MS)
}

export interface EmbedOptions {
  config: HubSpotFormConfig
  target: string
  onFormSubmitted?: FormSubmitted
}

/** Resolves once HubSpot's form is ready; the time limit is `startEmbed`'s. */
export function embedHubSpotForm({ config, target, onFormSubmitted }: EmbedOptions): Promise<void> {
  return loadScript(document, HUBSPOT_SCRIPT_URL).then(
    () =>
      new Promise<void>((resolve) => {
        if (!window.hbspt?.forms?.create) throw new Error('The form script loaded without its API')
        window.hbspt.forms.create({ ...config, target, onFormReady: () => resolve(), onFormSubmitted })
      }),
  )
}
