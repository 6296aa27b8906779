import type { HubSpotFormConfig } from './hubspot'

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

/** Adds the embed script once; a failed load is removed so that a retry fetches it again. */
export function loadScript(doc: Document, src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const existing = doc.querySelector<HTMLScriptElement>(`script[src="${src}"]`)
    if (existing?.dataset.loaded === 'true') return resolve()
    existing?.remove()
    const script = doc.createElement('script')
    script.src = src
    script.async = true
    script.addEventListener('load', () => {
      script.dataset.loaded = 'true'
      resolve()
    })
    script.addEventListener('error', () => {
      script.remove()
      reject(new Error(`Could not load ${src}`))
    })
    doc.head.append(script)
  })
}

export interface EmbedOptions {
  config: HubSpotFormConfig
  target: string
  win?: Window
  timeoutMs?: number
  onFormSubmitted?: FormSubmitted
}

export function embedHubSpotForm({
  config,
  target,
  win = window,
  timeoutMs = FORM_TIMEOUT_MS,
  onFormSubmitted,
}: EmbedOptions): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = win.setTimeout(() => reject(new Error('The form did not become ready in time')), timeoutMs)
    const done = (error?: unknown) => {
      win.clearTimeout(timer)
      if (error) reject(error instanceof Error ? error : new Error(String(error)))
      else resolve()
    }
    loadScript(win.document, HUBSPOT_SCRIPT_URL)
      .then(() => {
        if (!win.hbspt?.forms?.create) throw new Error('The form script loaded without its API')
        win.hbspt.forms.create({ ...config, target, onFormReady: () => done(), onFormSubmitted })
      })
      .catch(done)
  })
}
