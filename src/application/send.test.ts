// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { applicationText } from '../content/application'
import { KEEP_WAITING_MS } from './draft'
import { formConfig, submissionUrl } from './hubspot'
import { backoff, BACKOFF_CAP_MS, BACKOFF_MS, CLAIM_MS } from './ledger'
import {
  answerOf,
  applicationRequest,
  attempt,
  checkApplication,
  fieldErrorsFromHubSpot,
  refusalReason,
  retryAfter,
  send,
  WORKER_SEND_TIMEOUT_MS,
} from './send'
import { ELAPSED_HEADER, HONEYPOT_HEADER, MIN_FILL_MS } from './spam'
import type { Application } from './status'
import { answerSubmissions as hubspot } from '../../tests/unit/forms-api'

const origin = 'https://www.launchloop.example'
const text = applicationText('en')
const application = (
  values: Record<string, string> = { firstname: ' Ada ', email: 'ada@example.com', phone: '' },
  id = crypto.randomUUID(),
): Application => ({ id, savedAt: 1_700_000_000_000, values })

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('what is sent to HubSpot', () => {
  it('sends the filled fields under their HubSpot names, trimmed, with the time, the page and the consent sending implies', async () => {
    const request = applicationRequest(application(), origin, text)
    expect(request.method).toBe('POST')
    expect(request.url).toBe(`${origin}/api/apply/${formConfig().portalId}/${formConfig().formId}`)
    expect(await request.json()).toEqual({
      fields: [
        { name: 'firstname', value: 'Ada' },
        { name: 'email', value: 'ada@example.com' },
        { name: text.languageProperty, value: 'en' },
      ],
      submittedAt: '1700000000000',
      context: { pageUri: `${origin}/get-started`, pageName: expect.stringContaining('Apply') },
      legalConsentOptions: { consent: { consentToProcess: true, text: text.consent.label } },
    })
  })

  it('sends no format or control character: a bidi override or a zero-width space never reaches HubSpot', async () => {
    const values = {
      firstname: 'Ada\u202E',
      lastname: '\u200B',
      company: '\u2066Engines\u2069',
      message: 'Line one\r\n\u0007Line two\u200F',
    }
    const body = await applicationRequest(application(values), origin, text).json()
    expect(body.fields).toEqual([
      { name: 'firstname', value: 'Ada' },
      { name: 'company', value: 'Engines' },
      { name: 'message', value: 'Line one\nLine two' },
      { name: text.languageProperty, value: 'en' },
    ])
  })

  it('sends an Arabic application to the Arabic form, from the Arabic page, with the language where the form has that property', async () => {
    vi.stubEnv('VITE_HUBSPOT_FORM_ID_AR', 'arabic-form')
    const arabic = { ...applicationText('ar'), languageProperty: 'hs_language' }
    const request = applicationRequest({ ...application(), lang: 'ar' }, origin, arabic)
    expect(request.url).toBe(submissionUrl({ portalId: formConfig('ar').portalId, formId: 'arabic-form' }, origin))
    const body = await request.json()
    expect(body.fields).toEqual([
      { name: 'firstname', value: 'Ada' },
      { name: 'email', value: 'ada@example.com' },
      { name: 'hs_language', value: 'ar' },
    ])
    expect(body.context.pageUri).toBe(`${origin}/ar/get-started`)
    expect(body.legalConsentOptions.consent.text).toBe(arabic.consent.label)
    // Without the property configured, the same fields and no language.
    const plain = await applicationRequest(application(), origin, {
      ...applicationText('ar'),
      languageProperty: null,
    }).json()
    expect(plain.fields.map((field: { name: string }) => field.name)).toEqual(['firstname', 'email'])
    vi.unstubAllEnvs()
  })

  it('sends an application in the language it was written in, with the consent its sender saw, whichever page sends it', async () => {
    vi.stubEnv('VITE_HUBSPOT_FORM_ID_AR', 'arabic-form')
    const fromEnglishPage = applicationText('en')
    const arabic = applicationText('ar')
    const request = applicationRequest({ ...application(), lang: 'ar' }, origin, fromEnglishPage)
    expect(request.url).toBe(submissionUrl({ portalId: formConfig('ar').portalId, formId: 'arabic-form' }, origin))
    const body = await request.json()
    expect(body.context).toEqual({
      pageUri: `${origin}/ar/get-started`,
      pageName: (await applicationRequest({ ...application(), lang: 'ar' }, origin, arabic).json()).context.pageName,
    })
    expect(body.legalConsentOptions.consent.text).toBe(arabic.consent.label)
    const english = await applicationRequest(application(), origin, arabic).json()
    expect(english.legalConsentOptions.consent.text).toBe(fromEnglishPage.consent.label)
    expect(english.context.pageUri).toBe(`${origin}/get-started`)
    vi.unstubAllEnvs()
  })
})

describe('where the visit began', () => {
  const source = {
    utm_source: 'newsletter',
    utm_campaign: 'nov-launch',
    referrer: 'news.example.org',
    landing: '/case-study/x',
  }

  it('goes as hidden fields after the form’s, under the configured names, with the language', async () => {
    const body = await applicationRequest({ ...application(), lang: 'ar', source }, origin, text).json()
    expect(body.fields).toEqual([
      { name: 'firstname', value: 'Ada' },
      { name: 'email', value: 'ada@example.com' },
      { name: text.languageProperty, value: 'ar' },
      { name: text.sourceProperties.utm_source, value: 'newsletter' },
      { name: text.sourceProperties.utm_campaign, value: 'nov-launch' },
      { name: text.sourceProperties.referrer, value: 'news.example.org' },
      { name: text.sourceProperties.landing, value: '/case-study/x' },
    ])
  })

  it('goes without them, at once, when HubSpot’s form lacks those hidden fields: the lead is not lost', async () => {
    const sent: { name: string }[][] = []
    const refusal = (name: string) => ({
      errorType: 'FIELD_NOT_IN_FORM_DEFINITION',
      message: `Error in 'fields.${name}'. Field '${name}' isn't in form definition`,
    })
    const answers = [
      new Response(
        JSON.stringify({ errors: [refusal(text.languageProperty!), refusal(text.sourceProperties.utm_source!)] }),
        { status: 400 },
      ),
      new Response('{}', { status: 200 }),
    ]
    vi.stubGlobal('fetch', async (request: Request) => (sent.push((await request.json()).fields), answers.shift()))
    expect(await send({ ...application(), source }, origin, text)).toEqual({ status: 'sent' })
    expect(sent.map((fields) => fields.map((field) => field.name))).toEqual([
      [
        'firstname',
        'email',
        text.languageProperty,
        text.sourceProperties.utm_source,
        text.sourceProperties.utm_campaign,
        text.sourceProperties.referrer,
        text.sourceProperties.landing,
      ],
      ['firstname', 'email'],
    ])
    // A typed field the form lacks is the business's to fix: that refusal stands.
    vi.stubGlobal(
      'fetch',
      async () => new Response(JSON.stringify({ errors: [refusal('firstname')] }), { status: 400 }),
    )
    expect(await send({ ...application(), source }, origin, text)).toMatchObject({ status: 'refused' })
  })

  it('is kept by the worker’s check, cleaned, and dropped where it is no source', () => {
    const now = 1_700_000_000_000
    const checked = (kept: unknown) =>
      checkApplication({ id: 'a-1', savedAt: now, values: { firstname: 'Ada' }, source: kept }, now)
    expect(checked(source)?.source).toEqual(source)
    expect(checked({ utm_source: 'news\u202Eletter', email: 'ada@example.com' })?.source).toEqual({
      utm_source: 'newsletter',
    })
    for (const none of [undefined, 'newsletter', { email: 'ada@example.com' }])
      expect(checked(none), JSON.stringify(none)).not.toHaveProperty('source')
  })
})

describe('the spam traps’ headers', () => {
  it('carries the time from first paint to Send and an empty honeypot to /api/apply on our own origin', () => {
    const trapsOf = (request: Request) => [request.headers.get(ELAPSED_HEADER), request.headers.get(HONEYPOT_HEADER)]
    const request = applicationRequest({ ...application(), elapsed: 4_321 }, origin, text)
    expect(new URL(request.url).origin).toBe(origin)
    expect(trapsOf(request)).toEqual(['4321', ''])
    expect(trapsOf(applicationRequest(application(), origin, text))[0]).toBe(String(MIN_FILL_MS))
  })
})

describe('an application from storage or a page', () => {
  const now = 1_700_000_000_000 + 1000
  it('keeps the form’s fields only, as text within their limits', () => {
    expect(
      checkApplication(
        { id: 'a-1', savedAt: now, values: { firstname: 'Ada', consent: 'true', url: 'https://evil.example' } },
        now,
      ),
    ).toEqual({ id: 'a-1', savedAt: now, values: { firstname: 'Ada' } })
  })

  it('keeps the time from first paint to Send where it is a whole number of ms', () => {
    const at = (elapsed: unknown) => checkApplication({ id: 'a-1', savedAt: now, values: {}, elapsed }, now)?.elapsed
    expect([at(4_000), at(0), at(-1), at(1.5), at('4000'), at(undefined)]).toEqual([
      4_000,
      0,
      undefined,
      undefined,
      undefined,
      undefined,
    ])
  })

  it('measures a field as it is sent: invisible characters count for nothing, up to what a draft keeps', () => {
    expect(
      checkApplication({ id: 'a-1', savedAt: now, values: { firstname: `${'A'.repeat(100)}\u200B\u200B` } }, now),
    ).toBeDefined()
    expect(
      checkApplication({ id: 'a-1', savedAt: now, values: { firstname: `Ada${'\u200B'.repeat(1_000)}` } }, now),
    ).toBeUndefined()
  })

  it('refuses any other shape, a field over its limit, and one older than it may wait', () => {
    const fine = { id: 'a-1', savedAt: now, values: { firstname: 'Ada' } }
    for (const bad of [
      null,
      'x',
      { ...fine, id: 'no spaces allowed' },
      { ...fine, id: 42 },
      { ...fine, savedAt: 'now' },
      { ...fine, values: null },
      { ...fine, values: { firstname: 42 } },
      { ...fine, values: { firstname: 'A'.repeat(101) } },
    ]) {
      expect(checkApplication(bad, now), JSON.stringify(bad)).toBeUndefined()
    }
    expect(checkApplication(fine, now + KEEP_WAITING_MS)).toBeDefined()
    expect(checkApplication(fine, now + KEEP_WAITING_MS + 1)).toBeUndefined()
  })
})

describe("reading HubSpot's answer", () => {
  const email = text.fields.find((field) => field.name === 'email')!
  const company = text.fields.find((field) => field.name === 'company')!

  const errorsOf = (...errors: { errorType: string; message: string }[]) => fieldErrorsFromHubSpot({ errors }, text)
  const blocked = {
    errorType: 'BLOCKED_EMAIL',
    message: "Error in 'fields.email'. Email address ada@free.example is blocked",
  }
  const noOption = {
    errorType: 'INVALID_OPTION',
    message: "Error in 'fields.package_of_interest'. 'STANDARD MVP' is not a valid option",
  }

  it('puts each error the visitor can put right on its field, in the form’s words', () => {
    expect(
      errorsOf(
        { errorType: 'INVALID_EMAIL', message: "Error in 'fields.email'. Invalid email address" },
        { errorType: 'REQUIRED_FIELD', message: "Error in 'fields.company'. Required field 'company' is missing" },
      ),
    ).toEqual({ email: email.kind === 'text' ? email.invalid : '', company: company.missing })
    expect(errorsOf(blocked)).toEqual({ email: email.blocked })
    expect(errorsOf({ errorType: 'INVALID_EMAIL', message: 'Invalid email address' })).toEqual({
      email: email.kind === 'text' ? email.invalid : '',
    })
  })

  it('puts none where one error is one no answer of the form can fix: the application cannot be accepted as it stands', () => {
    expect(errorsOf(noOption)).toEqual({})
    expect(errorsOf(blocked, noOption)).toEqual({})
    for (const unfixable of [
      {
        errorType: 'FIELD_NOT_IN_FORM_DEFINITION',
        message: "Error in 'fields.nickname'. This field is not in the form",
      },
      { errorType: 'REQUIRED_FIELD', message: "Error in 'fields.jobtitle'. Required field 'jobtitle' is missing" },
      { errorType: 'VALUE_NOT_IN_FIELD_DEFINITION', message: "Error in 'fields.package_of_interest'." },
      { errorType: 'INPUT_TOO_LARGE', message: "Error in 'fields.message'." },
      { errorType: 'INVALID_EMAIL', message: "Error in 'fields.company'." },
      { errorType: 'MISSING_PROCESSING_CONSENT', message: 'Missing consent' },
      { errorType: 'SOMETHING_NEW', message: "Error in 'fields.email'." },
    ]) {
      expect(errorsOf(unfixable), unfixable.errorType).toEqual({})
      expect(
        errorsOf({ errorType: 'INVALID_EMAIL', message: "Error in 'fields.email'." }, unfixable),
        unfixable.errorType,
      ).toEqual({})
    }
  })

  it('puts none where HubSpot calls missing a field that went with a value: its form wants another field under that name', async () => {
    const missingCompany = {
      errorType: 'REQUIRED_FIELD',
      message: "Error in 'fields.company'. Required field 'company' is missing",
    }
    expect(fieldErrorsFromHubSpot({ errors: [missingCompany] }, text, new Set(['company']))).toEqual({})
    expect(fieldErrorsFromHubSpot({ errors: [missingCompany] }, text, new Set(['email']))).toEqual({
      company: company.missing,
    })
    const missingName = {
      errors: [
        { errorType: 'REQUIRED_FIELD', message: "Error in 'fields.firstname'. Required field 'firstname' is missing" },
      ],
    }
    hubspot({ status: 400, body: missingName })
    expect(await send(application(), origin, text)).toEqual({ status: 'refused', errors: {} })
  })

  it('accepted; refused for the visitor to act on; or worth trying again (408, 429, 5xx)', async () => {
    const answer = (status: number, body = '{}') => answerOf(new Response(body, { status }), text)
    expect(await answer(200)).toEqual({ status: 'sent' })
    expect(
      await answer(
        400,
        JSON.stringify({ errors: [{ errorType: 'INVALID_EMAIL', message: "Error in 'fields.email'." }] }),
      ),
    ).toEqual({ status: 'refused', errors: { email: expect.any(String) } })
    expect(await answer(400, '{"errors":[]}')).toEqual({ status: 'refused', errors: {} })
    expect(await answer(400, JSON.stringify({ errors: [noOption] }))).toEqual({ status: 'refused', errors: {} })
    expect(await answer(404, 'not json')).toEqual({ status: 'refused', errors: {} })
    for (const status of [408, 429, 500, 503])
      expect(await answer(status), String(status)).toEqual({ status: 'unreachable', answered: true })
    // /api/apply's own: HubSpot out of reach or silent, so the send had no answer.
    for (const status of [502, 504]) expect(await answer(status), String(status)).toEqual({ status: 'unreachable' })
  })

  it("names HubSpot's refusal while its form has CAPTCHA on, and /api/apply's spam traps (422), for the funnel; neither marks a field", async () => {
    const captcha = {
      errors: [
        {
          errorType: 'FORM_HAS_RECAPTCHA_ENABLED',
          message: "Form 'x' can't receive API submissions as Captcha (SPAM prevention) is enabled.",
        },
      ],
    }
    expect(await answerOf(new Response(JSON.stringify(captcha), { status: 400 }), text)).toEqual({
      status: 'refused',
      errors: {},
      reason: 'recaptcha',
    })
    expect(
      await answerOf(new Response('Not accepted', { status: 422, headers: { 'content-type': 'text/plain' } }), text),
    ).toEqual({ status: 'refused', errors: {}, reason: 'spam' })
    expect(refusalReason(400, { errors: [{ errorType: 'SOMETHING_NEW', message: 'reCAPTCHA is required' }] })).toBe(
      'recaptcha',
    )
    expect(refusalReason(400, { errors: [noOption] })).toBeUndefined()
  })

  it('reads when HubSpot says it can take it again, in seconds or as a date, never past the time it may wait', async () => {
    const now = Date.UTC(2026, 10, 25, 12)
    const answer = (value: string) =>
      answerOf(new Response('{}', { status: 429, headers: { 'Retry-After': value } }), text, now)
    expect(await answer('3600')).toEqual({ status: 'unreachable', answered: true, retryAt: now + 3_600_000 })
    expect(await answer('Wed, 25 Nov 2026 13:30:00 GMT')).toEqual({
      status: 'unreachable',
      answered: true,
      retryAt: now + 90 * 60_000,
    })
    for (const nonsense of ['soon', '-5', '', 'Wed, 25 Nov 2026 11:00:00 GMT'])
      expect(await answer(nonsense), nonsense).toEqual({ status: 'unreachable', answered: true })
    expect(retryAfter(String(30 * 24 * 3600), now)).toBe(now + KEEP_WAITING_MS)
  })

  it('never waits past the time the application may be kept', async () => {
    hubspot({ status: 503, headers: { 'Retry-After': String(30 * 24 * 3600) } })
    const one = application()
    expect(await send(one, origin, text)).toEqual({
      status: 'unreachable',
      answered: true,
      retryAt: one.savedAt + KEEP_WAITING_MS,
    })
  })

  it('counts a network error as unreachable (offline: never left), and a worker’s send with no answer once its time is up', async () => {
    hubspot('network')
    expect(await send(application(), origin, text)).toEqual({ status: 'unreachable' })
    hubspot('network')
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValueOnce(false)
    expect(await send(application(), origin, text)).toEqual({ status: 'unreachable', offline: true })
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    hubspot('never')
    const outcome = send(application(), origin, text, WORKER_SEND_TIMEOUT_MS)
    await vi.advanceTimersByTimeAsync(WORKER_SEND_TIMEOUT_MS - 1)
    expect(await Promise.race([outcome, 'still waiting'])).toBe('still waiting')
    await vi.advanceTimersByTimeAsync(1)
    expect(await outcome).toEqual({ status: 'unreachable' })
  })

  it('never gives up on a page’s send: a late answer is what it came to', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    let answer: (response: Response) => void = () => undefined
    vi.stubGlobal('fetch', () => new Promise<Response>((resolve) => (answer = resolve)))
    const outcome = send(application(), origin, text)
    await vi.advanceTimersByTimeAsync(10 * WORKER_SEND_TIMEOUT_MS)
    expect(await Promise.race([outcome, 'still waiting'])).toBe('still waiting')
    answer(new Response('{}', { status: 200 }))
    expect(await outcome).toEqual({ status: 'sent' })
  })
})

describe('sending at most once at a time', () => {
  it('lets two senders of one application (pages, workers) send it once, and tells the second', async () => {
    const calls = hubspot(200, 200)
    const one = application()
    const outcomes = await Promise.all([attempt(one, origin, text), attempt(one, origin, text)])
    expect(calls).toHaveLength(1)
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['sending', 'sent'])
    // Once sent, never again: any later try only reads how it ended.
    expect(await attempt(one, origin, text)).toEqual({ status: 'sent' })
    expect(calls).toHaveLength(1)
  })

  it('rests an application whose send had no answer, which only the visitor’s Try again sends before the backoff, and keeps a refusal', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const calls = hubspot('network', 400, 200)
    const one = application()
    const start = Date.now()
    expect(await attempt(one, origin, text)).toEqual({ status: 'resting', until: start + BACKOFF_MS, unanswered: true })
    expect(await attempt(one, origin, text, { direct: true })).toMatchObject({ status: 'resting' })
    expect(calls).toHaveLength(1)
    expect(await attempt(one, origin, text, { direct: true, retry: true })).toMatchObject({
      status: 'refused',
      errors: { email: expect.any(String) },
    })
    expect(await attempt(one, origin, text, { retry: true })).toMatchObject({ status: 'refused' })
    expect(calls).toHaveLength(2)
  })

  it('lets no second sender in while HubSpot takes 20 s to answer the first, then tells it how that send ended', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] })
    let answer: (response: Response) => void = () => undefined
    const calls: Request[] = []
    vi.stubGlobal(
      'fetch',
      (request: Request) => (calls.push(request), new Promise<Response>((resolve) => (answer = resolve))),
    )
    const one = application()
    const first = attempt(one, origin, text, { direct: true })
    await vi.waitFor(() => expect(calls).toHaveLength(1))
    for (let waited = 0; waited < 20_000 + CLAIM_MS; waited += 5_000) {
      await vi.advanceTimersByTimeAsync(5_000)
      expect(await attempt(one, origin, text), `${waited} ms`).toEqual({ status: 'sending' })
    }
    answer(new Response('{}', { status: 200 }))
    expect(await first).toEqual({ status: 'sent' })
    expect(await attempt(one, origin, text, { direct: true, retry: true })).toEqual({ status: 'sent' })
    expect(calls).toHaveLength(1)
  })
})

describe('waiting when HubSpot asks to', () => {
  it('sends nothing before the time HubSpot gave, by any sender, then sends', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const calls = hubspot({ status: 429, headers: { 'Retry-After': '3600' } }, 200)
    const one = { ...application(), savedAt: Date.now() }
    const until = Date.now() + 3_600_000
    expect(await attempt(one, origin, text)).toEqual({ status: 'resting', until })
    vi.setSystemTime(until - 1)
    expect(await attempt(one, origin, text, { direct: true })).toEqual({ status: 'resting', until })
    expect(calls).toHaveLength(1)
    vi.setSystemTime(until)
    expect(await attempt(one, origin, text)).toEqual({ status: 'sent' })
    expect(calls).toHaveLength(2)
  })

  it('backs off exponentially, up to a cap, where HubSpot does not say how long', async () => {
    expect([1, 2, 3].map(backoff)).toEqual([BACKOFF_MS, 2 * BACKOFF_MS, 4 * BACKOFF_MS])
    expect(backoff(30)).toBe(BACKOFF_CAP_MS)
    vi.useFakeTimers({ toFake: ['Date'] })
    const calls = hubspot(503, 503, 200)
    const one = application()
    const start = Date.now()
    expect(await attempt(one, origin, text)).toEqual({ status: 'resting', until: start + BACKOFF_MS })
    vi.setSystemTime(start + BACKOFF_MS)
    expect(await attempt(one, origin, text)).toEqual({ status: 'resting', until: start + 3 * BACKOFF_MS })
    vi.setSystemTime(start + 3 * BACKOFF_MS - 1)
    expect(await attempt(one, origin, text)).toMatchObject({ status: 'resting' })
    expect(calls).toHaveLength(2)
  })
})
