import { afterEach, describe, expect, it, vi } from 'vitest'
import { applicationState, firstState, setApplicationState } from './page-state'

const embed = vi.hoisted(() => ({ answer: Promise.resolve() as Promise<void>, calls: 0 }))
vi.mock('./embed', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./embed')>()),
  embedHubSpotForm: () => (embed.calls++, embed.answer),
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

  it.each(['own', 'offline', 'waiting'] as const)('never loads HubSpot’s script where our form shows from the start (%s)', (state) => {
    served()
    setApplicationState(state)
    startApplicationPage()
    expect(embed.calls).toBe(0)
  })
})
