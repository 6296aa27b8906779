// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  FORM_TIMEOUT_MS,
  HUBSPOT_SCRIPT_URL,
  embedHubSpotForm,
  fillEmbedField,
  startEmbed,
  type HubSpotCreateOptions,
} from './embed'
import { applicationState, setApplicationState } from './page-state'
import { APPLY_PATH as SERVED_APPLY_PATH } from '../../scripts/hosting/apply-proxy.mjs'
import { APPLY_PATH, PLACEHOLDER_FORM_ID, PLACEHOLDER_PORTAL_ID, hubspotConfig, submissionUrl } from './hubspot'

const config = { region: 'na1', portalId: '123', formId: 'abc' } as const

function scriptElement() {
  return document.head.querySelector<HTMLScriptElement>(`script[src="${HUBSPOT_SCRIPT_URL}"]`)
}

beforeEach(() => {
  vi.useFakeTimers()
  document.head.innerHTML = ''
  delete window.hbspt
})

afterEach(() => vi.useRealTimers())

describe('hubspotConfig', () => {
  it('reads the ids from the environment, in region na1', () => {
    expect(hubspotConfig({ VITE_HUBSPOT_PORTAL_ID: '42', VITE_HUBSPOT_FORM_ID: 'form-1' })).toEqual({
      region: 'na1',
      portalId: '42',
      formId: 'form-1',
    })
  })

  it('falls back to committed placeholders so the site runs out of the box', () => {
    expect(hubspotConfig({})).toEqual({ region: 'na1', portalId: PLACEHOLDER_PORTAL_ID, formId: PLACEHOLDER_FORM_ID })
  })

  it("posts to the site's own /api/apply, for the configured form", () => {
    expect(submissionUrl({ portalId: '123', formId: 'abc-def' }, 'https://site.example')).toBe(
      'https://site.example/api/apply/123/abc-def',
    )
    expect(APPLY_PATH).toBe(SERVED_APPLY_PATH)
  })
})

describe('embedHubSpotForm', () => {
  it('loads the embed script and creates the form with the region, ids and target', async () => {
    const calls: HubSpotCreateOptions[] = []
    const done = embedHubSpotForm({ config, target: '#form' })
    const script = scriptElement()
    expect(script?.src).toBe(HUBSPOT_SCRIPT_URL)
    window.hbspt = {
      forms: {
        create: (options) => {
          calls.push(options)
          options.onFormReady?.(null)
        },
      },
    }
    script!.dispatchEvent(new Event('load'))
    await expect(done).resolves.toBeUndefined()
    expect(calls).toHaveLength(1)
    expect(calls[0]).toMatchObject({ region: 'na1', portalId: '123', formId: 'abc', target: '#form' })
  })

  it('rejects when the script fails to load, and removes it so a retry fetches it again', async () => {
    const done = embedHubSpotForm({ config, target: '#form' })
    scriptElement()!.dispatchEvent(new Event('error'))
    await expect(done).rejects.toThrow(/Could not load/)
    expect(scriptElement()).toBeNull()
    void embedHubSpotForm({ config, target: '#form' }).catch(() => {})
    expect(scriptElement()).not.toBeNull()
  })

  it('rejects when the script loads without the forms API (a blocker stub)', async () => {
    const done = embedHubSpotForm({ config, target: '#form' })
    scriptElement()!.dispatchEvent(new Event('load'))
    await expect(done).rejects.toThrow(/without its API/)
  })
})

describe("startEmbed, from the page's head", () => {
  afterEach(() => document.documentElement.removeAttribute('data-application'))

  it('starts the script the form then uses, fetched once', async () => {
    setApplicationState('loading')
    startEmbed()
    const done = embedHubSpotForm({ config, target: '#form' })
    expect(document.head.querySelectorAll('script')).toHaveLength(1)
    window.hbspt = { forms: { create: (options) => options.onFormReady?.(null) } }
    scriptElement()!.dispatchEvent(new Event('load'))
    await expect(done).resolves.toBeUndefined()
    await expect(embedHubSpotForm({ config, target: '#form' })).resolves.toBeUndefined()
    expect(document.head.querySelectorAll('script')).toHaveLength(1)
  })

  it('shows our form at once when the script fails to load', async () => {
    setApplicationState('loading')
    startEmbed()
    scriptElement()!.dispatchEvent(new Event('error'))
    await vi.waitFor(() => expect(applicationState()).toBe('fallback'))
  })

  it('shows our form when HubSpot’s is not ready within the time limit, loaded or not', async () => {
    setApplicationState('loading')
    startEmbed()
    await vi.advanceTimersByTimeAsync(FORM_TIMEOUT_MS - 1)
    expect(applicationState()).toBe('loading')
    await vi.advanceTimersByTimeAsync(1)
    expect(applicationState()).toBe('fallback')
  })

  it('starts nothing where HubSpot’s form is no longer due', () => {
    setApplicationState('fallback')
    startEmbed()
    expect(scriptElement()).toBeNull()
  })

  it('leaves a form already shown as it is', async () => {
    setApplicationState('loading')
    startEmbed()
    setApplicationState('embed')
    await vi.advanceTimersByTimeAsync(FORM_TIMEOUT_MS)
    expect(applicationState()).toBe('embed')
  })
})

describe("fillEmbedField, on HubSpot's form once built", () => {
  const built = (html: string) => Object.assign(document.createElement('form'), { innerHTML: html })
  const heard = (form: HTMLFormElement) => {
    const events: string[] = []
    for (const type of ['input', 'change']) form.addEventListener(type, () => events.push(type))
    return events
  }

  it("chooses the option of a select, a radio or fills an input, and tells the form as a visitor's choice would", () => {
    for (const html of [
      '<select name="p"><option value=""></option><option value="B">B</option></select>',
      '<input type="radio" name="p" value="A"><input type="radio" name="p" value="B">',
      '<input name="p">',
    ]) {
      const form = built(html)
      const events = heard(form)
      fillEmbedField(form, 'p', 'B')
      const control = form.elements.namedItem('p') as HTMLInputElement | RadioNodeList
      expect(control.value).toBe('B')
      expect(events).toEqual(['input', 'change'])
    }
  })

  it('takes the form as jQuery hands it, and leaves a value the form does not offer, or a field it lacks', () => {
    const form = built('<select name="p"><option value="">-</option><option value="A">A</option></select>')
    const events = heard(form)
    fillEmbedField({ 0: form, length: 1 }, 'p', 'A')
    expect((form.elements.namedItem('p') as HTMLSelectElement).value).toBe('A')
    fillEmbedField(form, 'p', 'Z')
    fillEmbedField(form, 'q', 'A')
    fillEmbedField(null, 'p', 'A')
    expect((form.elements.namedItem('p') as HTMLSelectElement).value).toBe('A')
    expect(events).toEqual(['input', 'change'])
  })
})
