import { rmSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { test, expect, hydrated, copyIn, gzippedSize, workerControls, visit } from './fixtures'
import { backOnline, fillIn, openWithEmbedBlocked, send } from './own-form'
import { buildSite } from './site-build'
import { APPLICANT } from './site'
import { meetingsUrl } from '../src/application/booking'
import {
  applicationLanguageProperty,
  applicationSourceProperties as named,
  PACKAGE_FIELD,
} from '../src/content/application-fields'
import type { Lang } from '../src/ground/locale'
import { HONEYPOT_NAME } from '../src/application/spam'
import { EVENT_PATH, EVENTS, type EventBody } from '../src/lib/funnel'
import { pages } from '../src/lib/page-list'
import { startEventStandIn } from '../scripts/hosting/hosts.mjs'
import { createStaticServer, listenOnLoopback, stopServer } from '../scripts/hosting/serve.mjs'

/** The funnel, built on (a domain and a meetings page), served with a stand-in provider behind ANALYTICS_UPSTREAM; the suite's own build has it off. */
const ROOT = join(import.meta.dirname, '..')
const DOMAIN = 'launchloop.example'
const MEETINGS = {
  VITE_HUBSPOT_MEETINGS_URL: 'https://meetings.hubspot.com/launchloop/consultation',
  VITE_HUBSPOT_MEETINGS_URL_AR: 'https://meetings.hubspot.com/launchloop/istishara',
}

test.describe.configure({ mode: 'serial' })

let work: string
let funnelBase: string
let provider: Awaited<ReturnType<typeof startEventStandIn>>
const stops: (() => Promise<unknown>)[] = []

test.beforeAll(async ({ site }, testInfo) => {
  testInfo.setTimeout(180_000)
  work = testInfo.outputPath('funnel-build')
  buildSite(work, { VITE_ANALYTICS_DOMAIN: DOMAIN, ...MEETINGS })
  // It answers with a cookie, which never reaches the visitor.
  provider = await startEventStandIn()
  stops.push(provider.stop)
  const server = createStaticServer(join(work, 'dist'), {
    analyticsUpstream: provider.upstream,
    hubspotOrigin: site.hubspotOrigin,
  })
  funnelBase = (await listenOnLoopback(server)).replace('127.0.0.1', 'localhost')
  stops.push(() => stopServer(server))
})

test.afterAll(async () => {
  await Promise.all(stops.map((stop) => stop()))
  rmSync(work, { recursive: true, force: true })
})

test.beforeEach(() => {
  provider.received.length = 0
})

const received = () => provider.received.map((entry) => ({ ...entry, event: JSON.parse(entry.body) as EventBody }))
/** What the provider received, web vitals aside (they depend on what the page did). */
const events = () =>
  received()
    .filter(({ event }) => event.name !== EVENTS.vitals)
    .map(({ event }) => ({ name: event.name, path: new URL(event.url).pathname, props: event.props }))

/** Nothing the visitor typed (the package is a choice among the site's own names), in any event; and no cookie on the way. */
function expectNothingPersonal() {
  const { package_of_interest: _chosen, ...typed } = APPLICANT
  for (const { body, cookie } of provider.received) {
    for (const value of Object.values(typed)) expect(body.toLowerCase()).not.toContain(value.toLowerCase())
    expect(cookie).toBeUndefined()
  }
}

test("one visitor's journey sends each of its events once, with no cookie and nothing typed", async ({
  page,
  hubspot,
  allowConsole,
}) => {
  const study = copyIn('en').caseStudies[0]!
  const pkg = copyIn('en').packages[1]!
  await page
    .context()
    .route('https://meetings.hubspot.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Meetings</title>' }),
    )
  // As HubSpot's embed may leave on our domain: it never goes with an event.
  const hubspotCookie = { name: 'hubspotutk', value: 'visitor-id', domain: 'localhost', path: '/' }
  await page.context().addCookies([hubspotCookie])
  const cookiesSent: string[] = []
  page.on('request', async (request) => {
    if (request.url().endsWith(EVENT_PATH)) cookiesSent.push((await request.allHeaders()).cookie ?? '')
  })

  await visit(
    page,
    `${funnelBase}/case-study/${study.slug}?utm_source=newsletter&utm_campaign=launch&email=someone%40example.com`,
  )
  // Real visitors' speed, loaded once the page is idle, reports as the page is left.
  await page.waitForFunction(() =>
    performance.getEntriesByType('resource').some((entry) => /\/vitals-[\w-]+\.js$/.test(entry.name)),
  )
  await visit(page, `${funnelBase}/`)
  await expect
    .poll(() =>
      received()
        .filter(({ event }) => event.name === EVENTS.vitals)
        .map(({ event }) => event.props.metric),
    )
    .toContain('LCP')

  hubspot.mode = 'fail'
  allowConsole(/ERR_BLOCKED_BY_CLIENT/)
  await page.locator(`#pricing a[data-package="${pkg.name}"]`).click()
  await hydrated(page)
  await fillIn(page)
  await send(page)
  const { applicationForm: copy } = copyIn('en')
  await expect(page.getByRole('heading', { name: copy.sentTitle })).toBeFocused()

  const booking = page.getByRole('link', { name: copy.bookLink })
  expect(await booking.getAttribute('href')).toBe(meetingsUrl('en', APPLICANT, MEETINGS))
  const [tab] = await Promise.all([page.context().waitForEvent('page'), booking.click()])
  await tab.close()

  const lang = { lang: 'en' }
  const expected = [
    { name: EVENTS.pageview, path: `/case-study/${study.slug}`, props: lang },
    { name: EVENTS.pageview, path: '/', props: lang },
    { name: EVENTS.cta, path: '/', props: { ...lang, cta: 'pricing', package: pkg.name } },
    { name: EVENTS.pageview, path: '/get-started', props: lang },
    { name: EVENTS.started, path: '/get-started', props: { ...lang, form: 'own' } },
    {
      name: EVENTS.sent,
      path: '/get-started',
      props: { ...lang, form: 'own', package: APPLICANT.package_of_interest },
    },
    { name: EVENTS.booking, path: '/get-started', props: { ...lang, form: 'own' } },
  ]
  await expect.poll(events).toEqual(expect.arrayContaining(expected))
  // A page view after the last: the journey's events have all arrived, and none twice.
  await page.goto(`${funnelBase}/`)
  await expect.poll(() => events().length).toBe(expected.length + 1)
  expect(events().slice(0, -1).sort(byName)).toEqual([...expected].sort(byName))

  const first = received().find(({ event }) => event.url.includes('/case-study/'))!.event
  expect(first).toEqual({
    name: 'pageview',
    url: `${funnelBase}/case-study/${study.slug}?utm_source=newsletter&utm_campaign=launch`,
    domain: DOMAIN,
    props: lang,
  })
  // The provider counts visitors by the address and browser it is sent from, as Plausible does.
  expect(provider.received.every(({ userAgent, forwardedFor }) => userAgent && forwardedFor)).toBe(true)
  expectNothingPersonal()
  expect(cookiesSent.length).toBeGreaterThanOrEqual(expected.length)
  expect(cookiesSent.filter(Boolean)).toEqual([])
  expect((await page.context().cookies()).map((cookie) => cookie.name)).toEqual([hubspotCookie.name])
})

const byName = (a: { name: string; path: string }, b: { name: string; path: string }) =>
  `${a.name}${a.path}`.localeCompare(`${b.name}${b.path}`)

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' })

  test('an application sent offline is "waiting", then "delivered later" once back online, in Arabic too', async ({
    page,
    context,
    hubspot,
    allowConsole,
  }) => {
    allowConsole(/ERR_INTERNET_DISCONNECTED|Failed to fetch|Failed to update a ServiceWorker/)
    await openWithEmbedBlocked(page, hubspot, allowConsole, 'ar', funnelBase)
    await workerControls(page)
    const senders: string[] = []
    context.on('request', (request) => {
      if (request.url().endsWith(EVENT_PATH) && request.postData()?.includes(EVENTS.deliveredLater))
        senders.push(request.serviceWorker() ? 'worker' : 'page')
    })
    await context.setOffline(true)
    hubspot.api = 'unreachable'
    await fillIn(page, APPLICANT, 'ar')
    await send(page, 'ar')
    const { applicationForm: copy } = copyIn('ar')
    await expect(page.getByRole('heading', { name: copy.waitingTitle.offline })).toBeFocused()
    hubspot.api = 'accept'
    await backOnline(context)
    await expect(page.getByRole('heading', { name: copy.sentTitle })).toBeFocused()
    await expect(page.getByRole('link', { name: copy.bookLink })).toHaveAttribute(
      'href',
      meetingsUrl('ar', APPLICANT, MEETINGS)!,
    )

    const waiting = {
      name: EVENTS.waiting,
      path: '/ar/get-started',
      props: { lang: 'ar', form: 'own', reason: 'offline' },
    }
    const later = {
      name: EVENTS.deliveredLater,
      path: '/ar/get-started',
      props: { lang: 'ar', form: 'own', package: APPLICANT.package_of_interest },
    }
    const started = { name: EVENTS.started, path: '/ar/get-started', props: { lang: 'ar', form: 'own' } }
    await expect
      .poll(() => events().filter((event) => event.name !== EVENTS.pageview))
      .toEqual(expect.arrayContaining([started, waiting, later]))
    await page.goto(`${funnelBase}/ar/`)
    await expect
      .poll(() => events().filter((event) => event.name === EVENTS.pageview && event.path === '/ar/'))
      .toHaveLength(1)
    expect(
      events()
        .filter((event) => event.name !== EVENTS.pageview)
        .sort(byName),
    ).toEqual([later, started, waiting].sort(byName))
    expect(senders).toEqual(['worker'])
    expectNothingPersonal()
    expect(await context.cookies()).toEqual([])
  })
})

test("HubSpot's embedded form: started and sent are counted, and booking carries what it sent, in Arabic", async ({
  page,
}) => {
  const { applicationForm: copy } = copyIn('ar')
  await visit(page, `${funnelBase}/ar/get-started`)
  const embed = page.getByRole('form', { name: 'Stand-in HubSpot form' })
  await embed.getByRole('textbox', { name: 'First name' }).fill('Ada')
  await embed.getByRole('textbox', { name: 'Work email' }).fill('ada@example.com')
  await expect(page.getByRole('link', { name: copy.bookLink })).toHaveCount(0)
  await embed.getByRole('button', { name: 'Submit application' }).click()
  await expect(page.getByRole('link', { name: copy.bookLink })).toHaveAttribute(
    'href',
    meetingsUrl('ar', { firstname: 'Ada', email: 'ada@example.com' }, MEETINGS)!,
  )
  const props = { lang: 'ar', form: 'hubspot' }
  await expect
    .poll(() => events().filter((event) => event.name !== EVENTS.pageview))
    .toEqual([
      { name: EVENTS.started, path: '/ar/get-started', props },
      { name: EVENTS.sent, path: '/ar/get-started', props },
    ])
})

/** A visitor from a newsletter's link, through two more pages (one of them tagged and referred otherwise), to a pricing card's button. */
async function taggedVisit(page: Page, lang: Lang, pkg: string) {
  test.slow()
  const { at, caseStudies } = copyIn(lang)
  await page.goto(`${funnelBase}${at('/')}?utm_source=newsletter&utm_medium=email&utm_campaign=nov-launch`, {
    referer: 'https://news.example.org/issue/3',
  })
  await hydrated(page)
  await page
    .locator(`a[href="${at(`/case-study/${caseStudies[0]!.slug}`)}"]`)
    .first()
    .click()
  await hydrated(page)
  // A later page of the same visit, tagged and referred otherwise, keeps the first one's source.
  await page.goto(`${funnelBase}${at('/')}?utm_source=elsewhere&utm_term=mvp`, {
    referer: 'https://elsewhere.example/',
  })
  await hydrated(page)
  await expect(page.locator('a[href*="utm_"]')).toHaveCount(0)
  await page.locator(`#pricing a[data-package="${pkg}"]`).click()
  await hydrated(page)
}

const sourceOf = (lang: Lang, pkg: string) => ({
  [named.utm_source!]: 'newsletter',
  [named.utm_medium!]: 'email',
  [named.utm_campaign!]: 'nov-launch',
  [named.referrer!]: 'news.example.org',
  [named.landing!]: copyIn(lang).at('/'),
  [applicationLanguageProperty!]: lang,
  [PACKAGE_FIELD]: pkg,
})

test('a lead from a tagged link carries its source to HubSpot from our form: tags, referrer, landing page, language, package', async ({
  page,
  hubspot,
  allowConsole,
}) => {
  await page.clock.install()
  const pkg = copyIn('en').packages[2]!.name
  hubspot.mode = 'fail'
  allowConsole(/ERR_BLOCKED_BY_CLIENT/)
  await taggedVisit(page, 'en', pkg)
  const { package_of_interest: _chosen, ...typed } = APPLICANT
  await fillIn(page, typed)
  await send(page)
  await expect(page.getByRole('heading', { name: copyIn('en').applicationForm.sentTitle })).toBeFocused()
  const sent = Object.fromEntries(hubspot.submissions[0]!.body.fields.map(({ name, value }) => [name, value]))
  expect(sent).toEqual({ ...typed, ...sourceOf('en', pkg) })
  await expect
    .poll(events)
    .toContainEqual({ name: EVENTS.sent, path: '/get-started', props: { lang: 'en', form: 'own', package: pkg } })
  expectNothingPersonal()
  expect(await page.evaluate(() => document.cookie)).toBe('')
})

test("a lead from a tagged link carries its source in HubSpot's embedded form's hidden fields, in Arabic", async ({
  page,
}) => {
  const pkg = copyIn('ar').packages[1]!.name
  await taggedVisit(page, 'ar', pkg)
  const embed = page.getByRole('form', { name: 'Stand-in HubSpot form' })
  await embed.getByRole('textbox', { name: 'First name' }).fill(APPLICANT.firstname!)
  await embed.getByRole('textbox', { name: 'Work email' }).fill(APPLICANT.email!)
  await embed.getByRole('button', { name: 'Submit application' }).click()
  await expect(page.getByText('Thanks for submitting the form.')).toBeVisible()
  const submitted = await page.evaluate(
    () => (window as unknown as { __hubspotSubmitted: Record<string, string> }).__hubspotSubmitted,
  )
  expect(Object.fromEntries(Object.entries(submitted).filter(([, value]) => value !== ''))).toEqual({
    firstname: APPLICANT.firstname,
    email: APPLICANT.email,
    ...sourceOf('ar', pkg),
  })
  await expect.poll(events).toContainEqual({
    name: EVENTS.sent,
    path: '/ar/get-started',
    props: { lang: 'ar', form: 'hubspot', package: pkg },
  })
  expectNothingPersonal()
  expect(await page.evaluate(() => document.cookie)).toBe('')
})

test('booking is offered only once an application is sent: not while it waits, not after a refusal', async ({
  page,
  context,
  hubspot,
  allowConsole,
}) => {
  await page.clock.install()
  const { applicationForm: copy } = copyIn('en')
  allowConsole(/ERR_INTERNET_DISCONNECTED|status of 404/)
  await openWithEmbedBlocked(page, hubspot, allowConsole, 'en', funnelBase)
  await fillIn(page)
  hubspot.api = 'refused'
  await send(page)
  await expect(page.getByRole('heading', { name: copy.refusedTitle })).toBeVisible()
  await expect(page.getByRole('link', { name: copy.bookLink })).toHaveCount(0)
  await context.setOffline(true)
  // Playwright's routes answer even offline: the stand-in says what the network would.
  hubspot.api = 'unreachable'
  await send(page)
  await expect(page.getByRole('heading', { name: copy.waitingTitle.offline })).toBeFocused()
  await expect(page.getByRole('link', { name: copy.bookLink })).toHaveCount(0)
  await expect.poll(events).toContainEqual({
    name: EVENTS.refused,
    path: '/get-started',
    props: { lang: 'en', form: 'own', package: APPLICANT.package_of_interest },
  })
})

test("a refusal naming HubSpot's CAPTCHA, and a spam trap, count as refusals with their reason", async ({
  page,
  hubspot,
  allowConsole,
}) => {
  await page.clock.install()
  const { applicationForm: copy } = copyIn('en')
  allowConsole(/status of 400/)
  await openWithEmbedBlocked(page, hubspot, allowConsole, 'en', funnelBase)
  await fillIn(page)
  hubspot.api = 'recaptcha'
  await send(page)
  await expect(page.getByRole('heading', { name: copy.refusedTitle })).toBeFocused()
  await expect(page.getByRole('link', { name: copy.emailLink })).toBeVisible()
  const refused = {
    name: EVENTS.refused,
    path: '/get-started',
    props: { lang: 'en', form: 'own', package: APPLICANT.package_of_interest, reason: 'recaptcha' },
  }
  await expect.poll(events).toContainEqual(refused)
  await page.locator(`input[name="${HONEYPOT_NAME}"]`).evaluate((input: HTMLInputElement) => (input.value = 'x'))
  await send(page)
  await expect.poll(events).toContainEqual({ ...refused, props: { lang: 'en', form: 'own', reason: 'spam' } })
  expect(hubspot.attempts).toBe(1)
})

test('with no analytics domain (the suite’s own build), no page sends anything, and no meetings page is offered', async ({
  page,
  hubspot,
  allowConsole,
}) => {
  await page.clock.install()
  const posted: string[] = []
  page.on('request', (request) => request.url().includes(EVENT_PATH) && posted.push(request.url()))
  await visit(page, '/')
  allowConsole(/ERR_BLOCKED_BY_CLIENT/)
  hubspot.mode = 'fail'
  await page.locator('#pricing a[data-package]').first().click()
  await hydrated(page)
  await fillIn(page)
  await send(page)
  await expect(page.getByRole('heading', { name: copyIn('en').applicationForm.sentTitle })).toBeFocused()
  await expect(page.getByRole('link', { name: copyIn('en').applicationForm.bookLink })).toHaveCount(0)
  hubspot.mode = 'stand-in'
  await visit(page, '/get-started')
  await page.getByRole('button', { name: 'Submit application' }).click()
  await expect(page.getByText('Thanks for submitting the form.')).toBeVisible()
  await expect(page.getByRole('link', { name: copyIn('en').applicationForm.bookLink })).toHaveCount(0)
  await visit(page, '/')
  expect(posted).toEqual([])
})

/** The gzip size of every script of ours a page loads before it is idle (web vitals come after). */
async function firstLoadScripts(page: Page, base: string, dist: string, path: string) {
  const scripts = new Set<string>()
  const listener = (request: { resourceType: () => string; url: () => string }) => {
    if (request.resourceType() === 'script' && request.url().startsWith(base))
      scripts.add(new URL(request.url()).pathname)
  }
  page.on('request', listener)
  await visit(page, `${base}${path}`)
  page.off('request', listener)
  return gzippedSize(dist, scripts)
}

test('the funnel adds at most 1 KB gzip to the JavaScript each page loads first', async ({
  page,
  hubspot,
  baseURL,
  allowConsole,
}) => {
  hubspot.mode = 'hang'
  allowConsole(/status of 404|404: no page at/)
  // Never idle and nothing scrolled into view: what every visit loads, whatever the machine's speed.
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0
    window.IntersectionObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
      takeRecords() {
        return []
      }
    } as unknown as typeof IntersectionObserver
  })
  // Pages of one kind load the same scripts, in either language.
  const kinds = pages.filter((candidate, index) => pages.findIndex((other) => other.kind === candidate.kind) === index)
  for (const { path } of kinds) {
    const off = await firstLoadScripts(page, baseURL!, join(ROOT, 'dist'), path)
    const on = await firstLoadScripts(page, funnelBase, join(work, 'dist'), path)
    expect(on - off, path).toBeLessThanOrEqual(1024)
    expect(on - off, path).toBeGreaterThan(0)
  }
})
