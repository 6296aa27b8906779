import { describe, expect, it } from 'vitest'
import { applicationFields, consentField } from '../content/application'
import { fieldErrorsFromHubSpot, loadDraft, resultFromResponse, submissionBody, submissionUrl } from './application'
import { DRAFT_KEY, forgetSent, saveDraft } from './draft-store'

describe('what is sent to HubSpot', () => {
  it('posts to the Forms API of the configured form', () => {
    expect(submissionUrl({ portalId: '123', formId: 'abc-def' })).toBe('https://api.hsforms.com/submissions/v3/integration/submit/123/abc-def')
  })

  it('sends the filled fields under their HubSpot names, trimmed, with the page and the consent', () => {
    const body = submissionBody({ firstname: ' Ada ', email: 'ada@example.com', phone: '', [consentField.name]: 'true', unknown: 'x' }, { pageUri: 'https://x/get-started', pageName: 'Apply' })
    expect(body).toEqual({
      fields: [
        { name: 'firstname', value: 'Ada' },
        { name: 'email', value: 'ada@example.com' },
      ],
      context: { pageUri: 'https://x/get-started', pageName: 'Apply' },
      legalConsentOptions: { consent: { consentToProcess: true, text: consentField.label } },
    })
  })
})

describe("reading HubSpot's answer", () => {
  const email = applicationFields.find((field) => field.name === 'email')!
  const company = applicationFields.find((field) => field.name === 'company')!

  it('puts each field error on its field, in the form’s words', () => {
    expect(
      fieldErrorsFromHubSpot({
        errors: [
          { errorType: 'INVALID_EMAIL', message: "Error in 'fields.email'. Invalid email address" },
          { errorType: 'REQUIRED_FIELD', message: "Error in 'fields.company'. Required field 'company' is missing" },
          { errorType: 'FIELD_NOT_IN_FORM_DEFINITION', message: "Error in 'fields.nickname'. This field is not in the form" },
        ],
      }),
    ).toEqual({ email: email.kind === 'text' ? email.invalid : '', company: company.missing })
  })

  it('reads an accepted, a refused and a failed submission', async () => {
    expect(await resultFromResponse(new Response('{}', { status: 200 }))).toEqual({ status: 'sent' })
    const refused = new Response(JSON.stringify({ errors: [{ errorType: 'INVALID_EMAIL', message: "Error in 'fields.email'." }] }), { status: 400 })
    expect(await resultFromResponse(refused)).toMatchObject({ status: 'invalid', errors: { email: expect.any(String) } })
    // A 400 naming no field of the form, and a server error, are failures to retry.
    expect(await resultFromResponse(new Response('{"errors":[]}', { status: 400 }))).toEqual({ status: 'failed' })
    expect(await resultFromResponse(new Response('oops', { status: 503 }))).toEqual({ status: 'failed' })
  })
})

describe('the draft on the device', () => {
  it('comes back with only known fields, as text within their limits', () => {
    localStorage.setItem(DRAFT_KEY, JSON.stringify({ values: { firstname: 'A'.repeat(500), evil: '<img onerror=x>', email: 42 }, state: 'queued', id: 'x' }))
    expect(loadDraft()).toEqual({ values: { firstname: 'A'.repeat(100) }, state: 'queued', id: 'x' })
    localStorage.setItem(DRAFT_KEY, '{not json')
    expect(loadDraft()).toBeUndefined()
  })

  it('is forgotten once the application it holds is sent, and only then', () => {
    saveDraft({ values: { firstname: 'Ada' }, state: 'queued', id: 'one' })
    forgetSent('another')
    expect(localStorage.getItem(DRAFT_KEY)).not.toBeNull()
    forgetSent('one')
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull()
  })
})
