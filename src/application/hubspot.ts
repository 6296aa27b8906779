import type { Lang } from '../content/locale'
/** HubSpot's legacy embed: one script, then `hbspt.forms.create` with a target element. */
export const HUBSPOT_SCRIPT_URL = 'https://js.hsforms.net/forms/embed/v2.js'

export const FORM_TIMEOUT_MS = 6_000

export interface HubSpotFormConfig {
  region: 'na1'
  portalId: string
  formId: string
}

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

/** Placeholders so the site builds and runs out of the box; set real ids through the environment. */
export const PLACEHOLDER_PORTAL_ID = '00000000'
export const PLACEHOLDER_FORM_ID = '00000000-0000-4000-8000-000000000000'

export function hubspotConfig(env: Record<string, string | undefined> = import.meta.env, lang: Lang = 'en'): HubSpotFormConfig {
  const english = env.VITE_HUBSPOT_FORM_ID || PLACEHOLDER_FORM_ID
  return {
    region: 'na1',
    portalId: env.VITE_HUBSPOT_PORTAL_ID || PLACEHOLDER_PORTAL_ID,
    formId: lang === 'ar' ? env.VITE_HUBSPOT_FORM_ID_AR || english : english,
  }
}

export const formConfig = (lang: Lang = 'en') => hubspotConfig(import.meta.env, lang)

export function submissionUrl({ portalId, formId }: Pick<HubSpotFormConfig, 'portalId' | 'formId'>) {
  return `https://api.hsforms.com/submissions/v3/integration/submit/${encodeURIComponent(portalId)}/${encodeURIComponent(formId)}`
}

export function placeholderVariables(env: Record<string, string | undefined>): string[] {
  const english = hubspotConfig(env, 'en')
  const arabic = hubspotConfig(env, 'ar')
  return [
    english.portalId === PLACEHOLDER_PORTAL_ID && 'VITE_HUBSPOT_PORTAL_ID',
    english.formId === PLACEHOLDER_FORM_ID && 'VITE_HUBSPOT_FORM_ID',
    // Unset, the Arabic form is the English one; only a placeholder of its own is wrong.
    arabic.formId === PLACEHOLDER_FORM_ID && english.formId !== PLACEHOLDER_FORM_ID && 'VITE_HUBSPOT_FORM_ID_AR',
  ].filter((name): name is string => Boolean(name))
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
