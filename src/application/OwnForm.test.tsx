// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { STILL_SENDING_MS } from './send'
import { DRAFT_KEY, saveDraft } from './draft'
import { BACKOFF_MS } from './ledger'
import { answerSubmissions } from '../../tests/unit/forms-api'
import { applicationCopy } from './copy'
import { OwnForm as Form } from './OwnForm.island'
import { ANNOUNCE_AFTER_MS, countMessage, tooLongMessage } from './CharacterCount'
import { HONEYPOT_NAME, MIN_FILL_MS } from './spam'
import { PAINTED_ATTRIBUTE } from './traps'

const { form: copy, text } = applicationCopy('en')
const { fields: applicationFields, consent: consentField } = text
const OwnForm = () => <Form copy={applicationCopy('en')} />

// Not setImmediate, which IndexedDB's stand-in schedules with; moving with real time, so that Testing Library's waiting works.
beforeEach(() => {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    shouldAdvanceTime: true,
  })
  document.documentElement.setAttribute(PAINTED_ATTRIBUTE, String(Date.now()))
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  localStorage.clear()
})

const label = (name: string) => applicationFields.find((field) => field.name === name)!.label
const notSure = applicationFields.flatMap((field) => ('options' in field ? field.options : [])).at(-1)!
const user = () => userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) })
const heading = (name: string) => screen.findByRole('heading', { name })
/** The heading, once shown, and whether it took focus (so that a screen reader reads it). */
async function focusedHeading(name: string) {
  const found = await heading(name)
  return document.activeElement === found
}

async function apply(email = 'ada@example.com', answers: Record<string, string> = {}, quick = false) {
  const visitor = user()
  for (const [name, value] of Object.entries({
    firstname: 'Ada',
    lastname: 'Lovelace',
    email,
    company: 'Engines',
    message: 'An engine',
    ...answers,
  })) {
    await visitor.click(screen.getByRole('textbox', { name: label(name!) }))
    await visitor.paste(value!)
  }
  await visitor.click(screen.getByRole('radio', { name: notSure }))
  await visitor.click(screen.getByRole('checkbox', { name: consentField.label }))
  if (quick) document.documentElement.setAttribute(PAINTED_ATTRIBUTE, String(Date.now()))
  else await act(() => vi.advanceTimersByTimeAsync(MIN_FILL_MS))
  await visitor.click(screen.getByRole('button', { name: copy.submit }))
}

describe('our own application form', { timeout: 20_000 }, () => {
  it('says it is sending while HubSpot answers, then confirms, and forgets what was typed', async () => {
    let answer: ((response: Response) => void) | undefined
    vi.stubGlobal('fetch', () => new Promise<Response>((resolve) => (answer = resolve)))
    render(<OwnForm />)
    await apply()
    expect(await screen.findByRole('button', { name: copy.sending })).toBeTruthy()
    // What is on its way cannot change under it, nor be discarded.
    expect(screen.getByRole('textbox', { name: label('firstname') }).hasAttribute('readonly')).toBe(true)
    expect(screen.queryByRole('button', { name: copy.discard })).toBeNull()
    await vi.waitFor(() => expect(answer).toBeDefined())
    await act(async () => answer!(new Response('{}', { status: 200 })))
    expect(await focusedHeading(copy.sentTitle)).toBe(true)
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull()
  })

  it("shows HubSpot's refusal of a field on it and in the summary, and keeps what was typed", async () => {
    answerSubmissions(400)
    render(<OwnForm />)
    await apply()
    const summary = await screen.findByRole('region', { name: copy.errorSummaryTitle })
    expect(summary.textContent).toMatch(/Enter an email address in the correct format/)
    expect(screen.getByRole('textbox', { name: label('email') }).getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: label('firstname') }).value).toBe('Ada')
  })

  it('keeps an application HubSpot could not reach, says so truly, and sends it when tried again', async () => {
    const requests = answerSubmissions('network', 200)
    render(<OwnForm />)
    await apply()
    expect(await focusedHeading(copy.waitingTitle.unreachable)).toBe(true)
    // No service worker here: this page is the one to try again.
    expect(screen.getByText(copy.waitingText.page)).toBeTruthy()
    expect(screen.getByRole('link', { name: copy.emailLink }).getAttribute('href')).toMatch(/^mailto:.*body=.*Ada/)
    await user().click(screen.getByRole('button', { name: copy.retry }))
    expect(await heading(copy.sentTitle)).toBeTruthy()
    expect(requests).toHaveLength(2)
  })

  it('asked to wait (503), says it will be sent later, offers no Try again before then, and sends it once the wait is over', async () => {
    const requests = answerSubmissions(503, 200)
    render(<OwnForm />)
    await apply()
    expect(await focusedHeading(copy.waitingTitle.later)).toBe(true)
    expect(screen.queryByRole('button', { name: copy.retry })).toBeNull()
    expect(screen.getByRole('link', { name: copy.emailLink }).getAttribute('href')).toMatch(/^mailto:.*body=.*Ada/)
    await act(() => vi.advanceTimersByTimeAsync(BACKOFF_MS - 1_000))
    expect(requests).toHaveLength(1)
    await act(() => vi.advanceTimersByTimeAsync(1_000))
    expect(await heading(copy.sentTitle)).toBeTruthy()
    expect(requests).toHaveLength(2)
  })

  it('never gives up on a send HubSpot is slow to answer: says it is still sending, and shows the answer when it comes', async () => {
    let answer: ((response: Response) => void) | undefined
    vi.stubGlobal('fetch', () => new Promise<Response>((resolve) => (answer = resolve)))
    render(<OwnForm />)
    await apply()
    await vi.waitFor(() => expect(answer).toBeDefined())
    expect(screen.queryByText(copy.stillSending)).toBeNull()
    await act(() => vi.advanceTimersByTimeAsync(STILL_SENDING_MS))
    expect(screen.getByRole('status').textContent).toBe(copy.stillSending)
    await act(() => vi.advanceTimersByTimeAsync(60_000))
    expect(screen.getByRole('button', { name: copy.sending })).toBeTruthy()
    expect(JSON.parse(localStorage.getItem(DRAFT_KEY)!).values).toMatchObject({
      firstname: 'Ada',
      email: 'ada@example.com',
    })
    await act(async () => answer!(new Response('{}', { status: 200 })))
    expect(await focusedHeading(copy.sentTitle)).toBe(true)
  })

  it('says offline only when the browser is offline', async () => {
    answerSubmissions('network')
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    render(<OwnForm />)
    await apply()
    expect(await heading(copy.waitingTitle.offline)).toBeTruthy()
    // Nothing to press while offline: it goes by itself.
    expect(screen.queryByRole('button', { name: copy.retry })).toBeNull()
  })

  it('fills in a draft again, but never the consent', async () => {
    saveDraft({ savedAt: Date.now(), values: { firstname: 'Ada', consent: 'true' } })
    render(<OwnForm />)
    expect(screen.getByText(copy.restored)).toBeTruthy()
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: label('firstname') }).value).toBe('Ada')
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: consentField.label }).checked).toBe(false)
  })

  it('keeps all of a paste far over the limit, counts how many too many, and on Send says so and sends nothing', async () => {
    const requests = answerSubmissions(200)
    const field = applicationFields.find((candidate) => candidate.name === 'message')!
    const max = field.kind === 'textarea' ? field.maxLength : 0
    render(<OwnForm />)
    await apply('ada@example.com', { message: 'x'.repeat(2 * max) }, true)
    const message = screen.getByRole<HTMLTextAreaElement>('textbox', { name: label('message') })
    expect(message.value).toHaveLength(2 * max)
    expect(screen.getByText(countMessage(copy, 'en', -max))).toBeTruthy()
    const summary = await screen.findByRole('region', { name: copy.errorSummaryTitle })
    expect(summary.textContent).toBe(`${copy.errorSummaryTitle}${tooLongMessage(field, text)}`)
    expect(message.getAttribute('aria-invalid')).toBe('true')
    expect(requests).toHaveLength(0)
    expect(JSON.parse(localStorage.getItem(DRAFT_KEY)!).values.message).toHaveLength(2 * max)
  })

  it('tells a screen reader the count once typing pauses, never every keystroke', async () => {
    // A clock that moves only when told: the pause is exact.
    vi.useRealTimers()
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    render(<OwnForm />)
    const field = applicationFields.find((candidate) => candidate.name === 'message')!
    const max = field.kind === 'textarea' ? field.maxLength : 0
    const message = screen.getByRole('textbox', { name: label('message') })
    const status = message.parentElement!.querySelector('[aria-live="polite"]')!
    expect(message.getAttribute('aria-describedby')).toContain(`${message.id}-limit`)
    const type = (value: string) => act(() => fireEvent.change(message, { target: { value } }))
    const pause = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms))
    await type('A')
    await pause(ANNOUNCE_AFTER_MS - 1)
    await type('Ada')
    expect(screen.getByText(countMessage(copy, 'en', max - 3))).toBeTruthy()
    // Typing again put off what the first letter would have said.
    await pause(ANNOUNCE_AFTER_MS - 1)
    expect(status.textContent).toBe('')
    await pause(1)
    expect(status.textContent).toBe(countMessage(copy, 'en', max - 3))
  })

  it('counts an answer of format characters alone as missing', async () => {
    const requests = answerSubmissions(200)
    render(<OwnForm />)
    await apply('ada@example.com', { lastname: '\u200B' })
    const summary = await screen.findByRole('region', { name: copy.errorSummaryTitle })
    expect(summary.textContent).toBe(
      `${copy.errorSummaryTitle}${applicationFields.find((field) => field.name === 'lastname')!.missing}`,
    )
    expect(requests).toHaveLength(0)
  })

  it('refused with an error no answer can fix (INVALID_OPTION), offers to email it, with no field to correct', async () => {
    answerSubmissions({
      status: 400,
      body: {
        errors: [{ errorType: 'INVALID_OPTION', message: "Error in 'fields.package_of_interest'. Not a valid option" }],
      },
    })
    render(<OwnForm />)
    await apply()
    expect(await focusedHeading(copy.refusedTitle)).toBe(true)
    expect(screen.getByRole('link', { name: copy.emailLink }).getAttribute('href')).toMatch(/^mailto:.*body=.*Ada/)
    expect(screen.queryByRole('region', { name: copy.errorSummaryTitle })).toBeNull()
    expect(document.querySelector('[aria-invalid="true"]')).toBeNull()
  })

  it('sends nothing pressed sooner than a person could, or with the honeypot filled, and says it could not be accepted, with the email link', async () => {
    const requests = answerSubmissions(200)
    render(<OwnForm />)
    await apply('ada@example.com', {}, true)
    expect(await focusedHeading(copy.refusedTitle)).toBe(true)
    expect(screen.getByRole('link', { name: copy.emailLink }).getAttribute('href')).toMatch(/^mailto:.*body=.*Ada/)
    const honeypot = document.querySelector<HTMLInputElement>(`input[name="${HONEYPOT_NAME}"]`)!
    honeypot.value = 'https://spam.example'
    await act(() => vi.advanceTimersByTimeAsync(MIN_FILL_MS))
    await user().click(screen.getByRole('button', { name: copy.submit }))
    expect(requests).toHaveLength(0)
    honeypot.value = ''
    await user().click(screen.getByRole('button', { name: copy.submit }))
    expect(await heading(copy.sentTitle)).toBeTruthy()
    expect(requests).toHaveLength(1)
  })

  it('says sent when the worker tells it so as the browser comes back online, whichever event the page hears first', async () => {
    answerSubmissions()
    // A worker that keeps the application and is still sending it; the page hears how it ended by message, as from worker.ts.
    const container = new EventTarget()
    const handed: string[] = []
    const active = {
      postMessage(message: { type: string; application?: { id: string } }, ports: MessagePort[] = []) {
        if (message.type !== 'application') return
        handed.push(message.application!.id)
        ports[0]!.postMessage({ keeper: 'worker' })
        ports[0]!.postMessage({ outcome: { status: 'sending' } })
      },
    }
    Object.assign(container, { getRegistration: async () => ({ active }) })
    Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true })
    try {
      render(<OwnForm />)
      await apply()
      expect(await heading(copy.waitingTitle.waiting)).toBeTruthy()
      // In one task, before React renders again: the waiting step's own `online` must not undo the outcome.
      const outcome = { type: 'application-outcome', id: handed[0], outcome: { status: 'sent' } }
      container.dispatchEvent(new MessageEvent('message', { data: outcome }))
      window.dispatchEvent(new Event('online'))
      expect(await focusedHeading(copy.sentTitle)).toBe(true)
      await act(() => vi.advanceTimersByTimeAsync(1_000))
      expect(screen.queryByRole('heading', { name: copy.waitingTitle.waiting })).toBeNull()
    } finally {
      Reflect.deleteProperty(navigator, 'serviceWorker')
    }
  })
})
