/**
 * The native application form's logic, shared by the page and the service worker: what is sent to
 * HubSpot's Forms API, how its answers are read, and the draft kept on the device.
 *
 * Sending: with a service worker in control, the page hands the application to it (one sender,
 * so the page and a Background Sync can never both send it); the worker sends it, or keeps it in
 * its outbox (workbox-background-sync, IndexedDB) and sends it when the connection returns. With
 * no worker, the page sends it itself and tries again on the next `online` event or visit.
 */
import { applicationFields, consentField, type FieldSpec } from '../content/application'
import { DRAFT_KEY, type Draft } from './draft-store'
import type { HubSpotFormConfig } from './hubspot'

export { clearDraft, saveDraft } from './draft-store'

export type ApplicationValues = Record<string, string>

/** HubSpot's public submission endpoint for the configured form. */
export function submissionUrl({ portalId, formId }: Pick<HubSpotFormConfig, 'portalId' | 'formId'>) {
  return `https://api.hsforms.com/submissions/v3/integration/submit/${encodeURIComponent(portalId)}/${encodeURIComponent(formId)}`
}

/** The JSON body of a submission: every filled field under its HubSpot name, the page, the consent. */
export function submissionBody(values: ApplicationValues, context: { pageUri: string; pageName: string }) {
  return {
    fields: applicationFields
      .map((field) => ({ name: field.name, value: (values[field.name] ?? '').trim() }))
      .filter((field) => field.value !== ''),
    context,
    legalConsentOptions: {
      consent: { consentToProcess: values[consentField.name] === 'true', text: consentField.label },
    },
  }
}

export type FieldErrors = Record<string, string>

interface HubSpotError {
  errorType?: string
  message?: string
}

/**
 * The field errors in HubSpot's answer to a refused submission (status 400, `errors[]` such as
 * `{ errorType: 'INVALID_EMAIL', message: "Error in 'fields.email'. Invalid email address" }`),
 * each under the field it concerns, in the form's own words. Errors naming no field of this form
 * are left out: the caller treats an answer with none as a failure to retry.
 */
export function fieldErrorsFromHubSpot(answer: unknown, fields: FieldSpec[] = applicationFields): FieldErrors {
  const errors = (answer as { errors?: HubSpotError[] } | null)?.errors
  if (!Array.isArray(errors)) return {}
  const found: FieldErrors = {}
  for (const error of errors) {
    const name = /fields\.([\w-]+)/.exec(error.message ?? '')?.[1] ?? (error.errorType === 'INVALID_EMAIL' ? 'email' : undefined)
    const field = fields.find((candidate) => candidate.name === name)
    if (!field || found[field.name]) continue
    if (error.errorType === 'REQUIRED_FIELD' && field.missing) found[field.name] = field.missing
    else if (error.errorType === 'INVALID_EMAIL' && field.kind === 'text' && field.invalid) found[field.name] = field.invalid
    else found[field.name] = `Check your answer to "${field.label}"`
  }
  return found
}

/** The POST of a submission's JSON body to HubSpot, as the page and the service worker send it. */
export function submissionRequest(url: string, body: string) {
  return new Request(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
}

/** How a submission ended, as the page shows it. */
export type SubmissionResult =
  | { status: 'sent' }
  | { status: 'queued' }
  | { status: 'invalid'; errors: FieldErrors }
  | { status: 'failed' }

/** Reads HubSpot's answer: accepted, refused with field errors, or a failure worth retrying. */
export async function resultFromResponse(response: Response): Promise<SubmissionResult> {
  if (response.ok) return { status: 'sent' }
  if (response.status === 400) {
    const errors = fieldErrorsFromHubSpot(await response.json().catch(() => null))
    if (Object.keys(errors).length > 0) return { status: 'invalid', errors }
  }
  return { status: 'failed' }
}

/**
 * Where the service worker notes how a queued application ended, for a page opened later (a
 * status only: nothing the visitor typed).
 */
export const RESULT_CACHE = 'application-results'
export const resultCacheKey = (id: string) => `/application-result/${encodeURIComponent(id)}`

/** Messages between the page and the service worker about applications. */
export type OutboxMessage =
  | { type: 'application-send'; id: string; url: string; body: string }
  | { type: 'application-received'; id: string }
  | { type: 'application-result'; id: string; result: SubmissionResult }

export type { Draft } from './draft-store'

export function loadDraft(storage: Storage | undefined = globalThis.localStorage): Draft | undefined {
  try {
    const raw = storage?.getItem(DRAFT_KEY)
    if (!raw) return undefined
    const draft = JSON.parse(raw) as Draft
    if (typeof draft !== 'object' || draft === null || typeof draft.values !== 'object') return undefined
    // Only known fields, as strings within their limits: nothing else from storage is used.
    const values: ApplicationValues = {}
    for (const field of [...applicationFields, { name: consentField.name, maxLength: 5 }]) {
      const value = draft.values[field.name]
      if (typeof value === 'string') values[field.name] = 'maxLength' in field ? value.slice(0, field.maxLength) : value
    }
    return { values, state: draft.state === 'queued' ? 'queued' : 'editing', id: typeof draft.id === 'string' ? draft.id : undefined }
  } catch {
    return undefined
  }
}

/** Whether the draft holds anything the visitor typed. */
export function hasContent(values: ApplicationValues) {
  return Object.entries(values).some(([name, value]) => name !== consentField.name && value.trim() !== '')
}
