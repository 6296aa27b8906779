// @vitest-environment jsdom
import { readFileSync } from 'node:fs'
import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { QueueStore } from 'workbox-background-sync'
import { cacheNames } from 'workbox-core'
import { applicationText } from '../../../content/application'
import { LANGS, type Lang } from '../../../ground/locale'
import { privacyPage } from '../../../content/pages'
import { APPLICATION_QUEUE, QUEUE_DB } from '../../../application/hand-over'
import { DRAFT_KEY, KEEP_DRAFT_MS, KEEP_WAITING_MS } from '../../../application/draft'
import { EVENTS, OFFLINE_EVENT_MAX_AGE_MS, OFFLINE_EVENTS_MAX } from '../../../lib/funnel'
import { hubspotConfig } from '../../../application/hubspot'
import { LEDGER_DB, sweep } from '../../../application/ledger'
import { heroVideoCache, picturesCache } from '../../../lib/media'
import { formatUnit } from '../../../ground/format'
import { PageContext } from '../../../lib/page-context'
import { THEME_KEY } from '../../../lib/theme'
import { CAMPAIGN_TAGS, SOURCE_KEY } from '../../../ground/source-keys'
import { Privacy } from './Privacy'
import { HUBSPOT_COOKIES, HUBSPOT_PRIVACY_URL, PRECACHE_NAME, privacyFacts, type PrivacyFacts } from './privacy-facts'

const keepMonths: number = JSON.parse(readFileSync('content/settings.json', 'utf8')).en.keepApplicationsMonths

function renderIn(
  lang: Lang,
  facts: PrivacyFacts = privacyFacts({
    analytics: 'launchloop.example',
    meetings: 'https://meetings.hubspot.com/launchloop',
  }),
) {
  render(
    <PageContext.Provider value={{ path: lang === 'ar' ? '/ar/privacy' : '/privacy', lang }}>
      <Privacy facts={facts} />
    </PageContext.Provider>,
  )
  const copy = privacyPage[lang]
  const under = (title: string) => screen.getByRole('heading', { name: title }).parentElement!
  return { copy, under, text: (title: string) => under(title).textContent! }
}

describe('the privacy notice', () => {
  it('names the precache as Workbox does (outside a worker, without the scope it adds)', () => {
    expect(cacheNames.precache).toBe(PRECACHE_NAME)
  })

  for (const lang of LANGS) {
    it(`states every figure as the code has it (${lang})`, () => {
      const { copy, under, text } = renderIn(lang)
      const { device } = copy
      expect(text(copy.keeping.title)).toContain(formatUnit(keepMonths, 'month', lang))
      expect(text(device.draft.title)).toContain(DRAFT_KEY)
      expect(text(device.draft.title)).toContain(formatUnit(KEEP_DRAFT_MS / 3_600_000, 'hour', lang))
      expect(text(device.waiting.title)).toContain(formatUnit(KEEP_WAITING_MS / 86_400_000, 'day', lang))
      expect(text(device.waiting.title)).toContain(formatUnit(KEEP_DRAFT_MS / 3_600_000, 'hour', lang))
      expect(text(device.waiting.title)).toContain(QUEUE_DB)
      expect(text(device.waiting.title)).toContain(LEDGER_DB)
      expect(text(device.theme.title)).toContain(THEME_KEY)
      expect(text(device.source.title)).toContain(SOURCE_KEY)
      for (const tag of CAMPAIGN_TAGS) expect(text(device.source.title)).toContain(tag)
      expect(text(device.source.title)).toContain(formatUnit(KEEP_WAITING_MS / 86_400_000, 'day', lang))
      expect(text(device.caches.title)).toContain(PRECACHE_NAME)
      expect(text(device.caches.title)).toContain(heroVideoCache(__HERO_VIDEO_VERSION__))
      expect(text(device.caches.title)).toContain(picturesCache(__PICTURES_VERSION__))
      expect(text(copy.hubspot.title)).toContain(hubspotConfig().region)
      expect(text(copy.measurement.title)).toContain(String(OFFLINE_EVENTS_MAX))
      expect(text(copy.measurement.title)).toContain(formatUnit(OFFLINE_EVENT_MAX_AGE_MS / 3_600_000, 'hour', lang))
      for (const cookie of HUBSPOT_COOKIES) expect(text(copy.cookies.title)).toContain(cookie)
      const contact = applicationText(lang).contactEmail
      for (const title of [copy.who.title, copy.rights.title]) {
        expect(within(under(title)).getByRole('link', { name: contact }).getAttribute('href')).toBe(`mailto:${contact}`)
      }
      expect(within(under(copy.hubspot.title)).getByRole('link').getAttribute('href')).toBe(HUBSPOT_PRIVACY_URL)
      expect(document.body.textContent).not.toMatch(/\{\w+\}/)
    })

    it(`lists the form's own fields and one line per funnel event (${lang})`, () => {
      const { copy, under } = renderIn(lang)
      const items = (title: string) =>
        within(under(title))
          .getAllByRole('listitem')
          .map((item) => item.textContent)
      expect(items(copy.collected.title)).toEqual(applicationText(lang).fields.map((field) => field.label))
      expect(items(copy.measurement.title)).toHaveLength(Object.keys(EVENTS).length)
      expect(screen.getByRole('heading', { name: copy.booking.title })).toBeTruthy()
    })

    it(`says nothing is measured and leaves booking out when the build has neither (${lang})`, () => {
      const { copy, text } = renderIn(lang, privacyFacts({ analytics: '', meetings: '' }))
      expect(text(copy.measurement.title)).toContain(copy.measurement.off)
      expect(text(copy.measurement.title)).not.toContain(copy.measurement.provider)
      expect(screen.queryByRole('heading', { name: copy.booking.title })).toBeNull()
    })
  }

  it('follows a changed constant: the copy holds places for the figures, not the figures', () => {
    const facts = privacyFacts()
    const { copy, text } = renderIn('en', {
      ...facts,
      figures: { ...facts.figures, draftHours: 999, waitingDays: 998, keepMonths: 1 },
    })
    expect(text(copy.device.draft.title)).toContain(formatUnit(999, 'hour'))
    expect(text(copy.device.waiting.title)).toContain(formatUnit(998, 'day'))
    // "1 month", never "1 months".
    expect(text(copy.keeping.title)).toMatch(new RegExp(`${formatUnit(1, 'month')}(?!s)`))
  })

  it("names the databases the site really opens: the ledger's, and Workbox's for the queue", async () => {
    await sweep()
    expect((await indexedDB.databases()).map((database) => database.name)).toContain(LEDGER_DB)
    await new QueueStore(APPLICATION_QUEUE).getAll()
    expect((await indexedDB.databases()).map((database) => database.name)).toContain(QUEUE_DB)
  })
})
