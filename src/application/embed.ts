import type { HubSpotFormConfig } from './hubspot'
import { applicationState, fallBack } from './page-state'

/** HubSpot's legacy embed: one script, then `hbspt.forms.create` with a target element. */
export const HUBSPOT_SCRIPT_URL = 'https://js.hsforms.net/forms/embed/v2.js'

export const FORM_TIMEOUT_MS = 6_000

export interface HubSpotCreateOptions extends HubSpotFormConfig {
  target: string
  onFormReady?: (form: unknown) => void
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
  values?: Record<string, string>
}

/** Resolves once HubSpot's form is ready, with `values` filled in; the time limit is `startEmbed`'s. */
export function embedHubSpotForm({ config, target, onFormSubmitted, values = {} }: EmbedOptions): Promise<void> {
  return loadScript(document, HUBSPOT_SCRIPT_URL).then(
    () =>
      new Promise<void>((resolve) => {
        if (!window.hbspt?.forms?.create) throw new Error('The form script loaded without its API')
        const onFormReady = (form: unknown) => {
          for (const [name, value] of Object.entries(values)) fillEmbedField(form, name, value)
          resolve()
        }
        window.hbspt.forms.create({ ...config, target, onFormReady, onFormSubmitted })
      }),
  )
}

/** As if chosen: HubSpot's React form hears a value set through the element's own setter, then input and change. */
export function fillEmbedField(form: unknown, name: string, value: string) {
  const element = form instanceof HTMLFormElement ? form : (form as { 0?: unknown } | null)?.[0]
  if (!(element instanceof HTMLFormElement)) return
  const control = element.elements.namedItem(name)
  const announce = (target: Element) =>
    ['input', 'change'].forEach((type) => target.dispatchEvent(new Event(type, { bubbles: true })))
  if (control instanceof RadioNodeList) {
    const radio = [...control].find(
      (option): option is HTMLInputElement => option instanceof HTMLInputElement && option.value === value,
    )
    if (!radio) return
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'checked')!.set!.call(radio, true)
    return announce(radio)
  }
  if (control instanceof HTMLSelectElement) {
    if (![...control.options].some((option) => option.value === value)) return
    Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')!.set!.call(control, value)
    return announce(control)
  }
  if (control instanceof HTMLInputElement && control.type !== 'radio' && control.type !== 'checkbox') {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(control, value)
    announce(control)
  }
}
