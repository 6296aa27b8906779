// @vitest-environment jsdom
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import { applicationState, firstState, setApplicationState } from './page-state'
import type { EmbedOptions } from './embed'
import {
  applicationLanguageProperty,
  applicationSourceProperties,
  PACKAGE_FIELD,
  PACKAGE_NAMES,
} from '../content/application-fields'
import { EVENTS } from '../lib/funnel'
import { SOURCE_KEY } from '../ground/source-keys'

const embed = vi.hoisted(() => ({
  answer: Promise.resolve() as Promise<void>,
  calls: 0,
  options: undefined as EmbedOptions | undefined,
}))
vi.mock('./embed', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./embed')>()),
  embedHubSpotForm: (options: EmbedOptions) => (embed.calls++, (embed.options = options), embed.answer),
}))
const tracked = vi.hoisted(() => [] as unknown[][])
vi.mock('../lib/funnel', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../lib/funnel')>()),
  track: (...event: unknown[]) => tracked.push(event),
}))
const { startApplicationPage } = await import('./page')

function served() {
  document.body.innerHTML = `<div data-own-form-island><div data-island="OwnForm"></div></div><section data-embed data-label="The embedded form"><div id="application-form"></div></section>`
  return document.querySelector<HTMLElement>('[data-embed]')!
}

afterEach(() => {
  embed.calls = 0
  document.documentElement.removeAttribute('data-application')
})

describe('the form shown before the first paint', () => {
  it.each([
    [{ primary: true, online: false, draft: { id: 'a' } }, 'waiting'],
    [{ primary: true, online: true }, 'own'],
    [{ primary: false, online: false }, 'offline'],
    [{ primary: false, online: true, draft: { id: 'a' } }, 'waiting'],
    [{ primary: false, online: true, draft: { errors: {} } }, 'waiting'],
    [{ primary: false, online: true, draft: {} }, 'own'],
    [{ primary: false, online: true }, 'loading'],
  ] as const)('%j: %s', (situation, state) => {
    expect(firstState(situation)).toBe(state)
  })
})

describe('the application page', () => {
  it('shows HubSpot’s form once ready, and names its region only then', async () => {
    const section = served()
    setApplicationState('loading')
    startApplicationPage()
    expect(section.hasAttribute('aria-label')).toBe(false)
    await vi.waitFor(() => expect(applicationState()).toBe('embed'))
    expect(section.getAttribute('aria-label')).toBe('The embedded form')
  })

  it('leaves our form in place when HubSpot’s is ready only after it took its place', async () => {
    const section = served()
    let ready = () => {}
    embed.answer = new Promise((resolve) => (ready = resolve))
    setApplicationState('loading')
    startApplicationPage()
    setApplicationState('fallback')
    ready()
    await embed.answer
    await Promise.resolve()
    expect(applicationState()).toBe('fallback')
    expect(section.hasAttribute('aria-label')).toBe(false)
    embed.answer = Promise.resolve()
  })

  it('falls back to our form when HubSpot’s cannot load, without loading its code', async () => {
    served()
    embed.answer = Promise.reject(new Error('blocked'))
    setApplicationState('loading')
    startApplicationPage()
    await vi.waitFor(() => expect(applicationState()).toBe('fallback'))
    expect(document.querySelector('[data-island]')!.hasAttribute('data-wake')).toBe(false)
    embed.answer = Promise.resolve()
  })

  it('fills HubSpot’s hidden fields with the language and where the visit began; "sent" carries the package, nothing typed', async () => {
    served()
    history.replaceState(null, '', '/ar/get-started')
    onTestFinished(() => history.replaceState(null, '', '/'))
    sessionStorage.setItem(SOURCE_KEY, JSON.stringify({ utm_campaign: 'nov-launch', landing: '/' }))
    setApplicationState('loading')
    startApplicationPage()
    await vi.waitFor(() => expect(applicationState()).toBe('embed'))
    expect(embed.options?.values).toEqual({
      [applicationLanguageProperty!]: 'ar',
      [applicationSourceProperties.utm_campaign!]: 'nov-launch',
      [applicationSourceProperties.landing!]: '/',
    })
    const chosen = PACKAGE_NAMES[1]
    await embed.options?.onFormSubmitted?.(null, {
      submissionValues: { firstname: 'Ada', email: 'ada@example.com', [PACKAGE_FIELD]: chosen },
    })
    expect(tracked.at(-1)).toEqual([EVENTS.sent, { form: 'hubspot', package: chosen }])
    await embed.options?.onFormSubmitted?.(null, { submissionValues: { [PACKAGE_FIELD]: 'typed by a visitor' } })
    expect(tracked.at(-1)).toEqual([EVENTS.sent, { form: 'hubspot' }])
    sessionStorage.clear()
    document.documentElement.removeAttribute('lang')
  })

  it.each(['own', 'offline', 'waiting'] as const)(
    'never loads HubSpot’s script where our form shows from the start (%s)',
    (state) => {
      served()
      setApplicationState(state)
      startApplicationPage()
      expect(embed.calls).toBe(0)
    },
  )
})
