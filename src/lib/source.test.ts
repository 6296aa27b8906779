// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { SOURCE_KEY } from '../ground/source-keys'
import { checkSource, cleanSource, keepSource, keptSource, SOURCE_MAX_LENGTH, sourceFields } from './source'
import { applicationSourceProperties } from '../content/application-fields'
import themeScript from './theme.script.ts?iife'

const site = 'https://www.launchloop.example'
const tagged = `${site}/case-study/x?utm_source=newsletter&utm_medium=email&utm_campaign=nov-launch&utm_term=mvp&utm_content=top&email=ada%40example.com`

beforeEach(() => {
  sessionStorage.clear()
  vi.restoreAllMocks()
})

describe('where a visit began', () => {
  it('keeps the campaign tags, the referring host and the landing path: no other part of the address', () => {
    keepSource(tagged, 'https://news.example.org/issue/3?reader=42', false)
    expect(JSON.parse(sessionStorage.getItem(SOURCE_KEY)!)).toEqual({
      landing: '/case-study/x',
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'nov-launch',
      utm_term: 'mvp',
      utm_content: 'top',
      referrer: 'news.example.org',
    })
    expect(sessionStorage.getItem(SOURCE_KEY)).not.toMatch(/ada|reader|issue/)
  })

  it('is written by the visit’s first page only: later pages, tagged or not, never replace it', () => {
    keepSource(`${site}/?utm_source=newsletter`, 'https://news.example.org/', false)
    keepSource(`${site}/get-started?utm_source=other`, 'https://elsewhere.example/', false)
    keepSource(`${site}/ar/`, `${site}/`, false)
    expect(keptSource()).toEqual({ landing: '/', utm_source: 'newsletter', referrer: 'news.example.org' })
  })

  it('keeps no referrer from the site itself, nor from none', () => {
    keepSource(`${site}/pricing`, `${site}/`, false)
    expect(keptSource()).toEqual({ landing: '/pricing' })
    sessionStorage.clear()
    keepSource(`${site}/`, '', false)
    expect(keptSource()).toEqual({ landing: '/' })
  })

  it('keeps a not-found page as the funnel names it, never the address asked, in the page’s language', () => {
    keepSource(`${site}/reset?token=ada%40example.com`, '', true)
    expect(keptSource()).toEqual({ landing: '/404' })
    sessionStorage.clear()
    // The language is the address's, whatever a translator wrote on `<html lang>`.
    document.documentElement.lang = 'fr'
    keepSource(`${site}/ar/anything/typed`, '', true)
    expect(keptSource()).toEqual({ landing: '/ar/404' })
    document.documentElement.lang = ''
  })

  it('survives a hostile address: control and bidi characters removed, long values cut whole, nothing thrown', () => {
    const long = '😀'.repeat(SOURCE_MAX_LENGTH + 5)
    const hostile = `${site}/?utm_source=%E2%80%AEnews%00letter%0A&utm_campaign=${encodeURIComponent(long)}&utm_medium=%ZZ&utm_term=%E2%80%8B`
    expect(() => keepSource(hostile, 'not a url', false)).not.toThrow()
    const kept = keptSource()!
    expect(kept.utm_source).toBe('newsletter')
    expect([...kept.utm_campaign!]).toHaveLength(SOURCE_MAX_LENGTH)
    expect(kept.utm_campaign).toBe('😀'.repeat(SOURCE_MAX_LENGTH))
    expect(kept.utm_medium).toBe('%ZZ')
    expect(kept).not.toHaveProperty('utm_term')
    expect(kept).not.toHaveProperty('referrer')
  })

  it('carries none where storage is refused, and breaks nothing', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('refused', 'SecurityError')
    })
    expect(() => keepSource(tagged, '', false)).not.toThrow()
    expect(keptSource()).toBeUndefined()
  })

  it('runs from the head script every page inlines', () => {
    new Function(themeScript)()
    expect(keptSource()).toEqual({ landing: location.pathname })
  })
})

describe('what is read back and sent', () => {
  it('trusts nothing stored: only the known keys, each a cleaned string', () => {
    expect(
      checkSource({
        utm_source: 'news\u202Eletter',
        landing: 42,
        __proto__: { polluted: true },
        email: 'ada@example.com',
      }),
    ).toEqual({ utm_source: 'newsletter' })
    for (const none of [null, 'x', [], {}, { utm_source: '\u200B' }])
      expect(checkSource(none), JSON.stringify(none)).toBeUndefined()
    sessionStorage.setItem(SOURCE_KEY, '{not json')
    expect(keptSource()).toBeUndefined()
    expect(cleanSource(` ${'a'.repeat(SOURCE_MAX_LENGTH)} `)).toHaveLength(SOURCE_MAX_LENGTH)
  })

  it('becomes HubSpot’s hidden fields under the configured names; a name set to null sends nothing', () => {
    const source = { utm_source: 'newsletter', utm_campaign: 'nov-launch', referrer: 'news.example.org', landing: '/' }
    expect(sourceFields(source, applicationSourceProperties)).toEqual([
      { name: applicationSourceProperties.utm_source, value: 'newsletter' },
      { name: applicationSourceProperties.utm_campaign, value: 'nov-launch' },
      { name: applicationSourceProperties.referrer, value: 'news.example.org' },
      { name: applicationSourceProperties.landing, value: '/' },
    ])
    expect(
      sourceFields(source, { ...applicationSourceProperties, referrer: null }).map(({ name }) => name),
    ).not.toContain(applicationSourceProperties.referrer)
    expect(sourceFields(undefined, applicationSourceProperties)).toEqual([])
  })
})
