// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import { EVENT_PATH, EVENTS, eventBody, OFFLINE_EVENT_MAX_AGE_MS, OFFLINE_EVENTS_MAX, track } from './funnel'

// Read once, as the build inlines it: set before the module loads.
vi.hoisted(() => {
  import.meta.env.VITE_ANALYTICS_DOMAIN = 'launchloop.example'
})

describe('eventBody', () => {
  it('keeps the path and campaign tags of the address, nothing else of its query or fragment', () => {
    const body = eventBody(
      EVENTS.pageview,
      'launchloop.example',
      'https://site.example/case-study/x?utm_source=news&email=a%40b.c&utm_campaign=may#top',
      'ar',
    )
    expect(body).toEqual({
      name: 'pageview',
      url: 'https://site.example/case-study/x?utm_source=news&utm_campaign=may',
      domain: 'launchloop.example',
      props: { lang: 'ar' },
    })
  })

  it('names only the host of another site that referred the visitor, and no referrer for our own pages', () => {
    const from = (referrer: string) =>
      eventBody(EVENTS.pageview, 'd', 'https://site.example/', 'en', {}, referrer).referrer
    expect(from('https://news.example/article?id=42')).toBe('https://news.example/')
    expect(from('https://site.example/get-started')).toBeUndefined()
    expect(from('not an address')).toBeUndefined()
  })
})

describe('track', () => {
  const posts: [string, RequestInit][] = []
  const online = vi.spyOn(navigator, 'onLine', 'get')

  beforeEach(() => {
    vi.useFakeTimers()
    posts.length = 0
    online.mockReturnValue(true)
    vi.stubGlobal('fetch', async (path: string, init: RequestInit) => {
      posts.push([path, init])
      return new Response(null, { status: 202 })
    })
  })

  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllEnvs()
    vi.unstubAllGlobals()
  })

  const sent = () =>
    posts.map(([path, init]) => {
      expect([path, init.method, init.keepalive, init.credentials]).toEqual([EVENT_PATH, 'POST', true, 'omit'])
      return JSON.parse(init.body as string) as { name: string; props: Record<string, string> }
    })

  it('sends nothing when the build names no analytics domain', async () => {
    vi.stubEnv('VITE_ANALYTICS_DOMAIN', '')
    vi.resetModules()
    const funnel = await import('./funnel')
    funnel.track(EVENTS.pageview)
    await funnel.trackFromWorker(EVENTS.deliveredLater, 'en', {}, '/get-started')
    expect(posts).toEqual([])
  })

  it('posts the event with the page language', async () => {
    history.replaceState(null, '', '/ar/')
    onTestFinished(() => history.replaceState(null, '', '/'))
    track(EVENTS.cta, { cta: 'hero' })
    expect(sent()).toEqual([
      expect.objectContaining({
        name: 'Call to action',
        domain: 'launchloop.example',
        props: { lang: 'ar', cta: 'hero' },
      }),
    ])
  })

  it('holds events made offline in memory, at most a few, and sends those under a day old once online', async () => {
    online.mockReturnValue(false)
    for (let index = 0; index < OFFLINE_EVENTS_MAX + 2; index++) track(EVENTS.cta, { cta: String(index) })
    vi.advanceTimersByTime(OFFLINE_EVENT_MAX_AGE_MS - 1)
    expect(posts).toEqual([])
    online.mockReturnValue(true)
    dispatchEvent(new Event('online'))
    expect(sent().map((event) => event.props.cta)).toEqual(['2', '3', '4', '5', '6'])
  })

  it('drops events held offline for more than a day', () => {
    online.mockReturnValue(false)
    track(EVENTS.waiting, { reason: 'offline' })
    vi.advanceTimersByTime(OFFLINE_EVENT_MAX_AGE_MS + 1)
    online.mockReturnValue(true)
    dispatchEvent(new Event('online'))
    expect(posts).toEqual([])
  })
})
