// @vitest-environment node
// The main journeys in Firefox ESR; axe runs in Chromium only, and Tab stops are checked for being on screen and uncovered (docs/toolchain.md).
import type { Page } from 'puppeteer-core'
import { describe, expect, it } from 'vitest'
import { rowProblems } from '../header-row'
import { APPLICANT, LANGS, ROUTES, copyIn, typedFields } from '../site'
import { expectVideoDrawn, hydrated, onPage, openPage, siteServer, until, useFirefox } from './harness'
import * as inPage from './in-page'
import { MIN_FILL_MS } from '../../src/application/spam'
import { PAINTED_ATTRIBUTE } from '../../src/application/traps'
import { caseStudySrcSet } from '../../src/lib/media'

const TRAP = [PAINTED_ATTRIBUTE, MIN_FILL_MS] as const

const { applicationForm, hero, pwa, caseStudyPage, caseStudies } = copyIn('en')
const study = caseStudies[0]!

const firefox = useFirefox()

const SLIDES = '[data-carousel] [data-early-track] > [aria-roledescription]'
const fullyVisibleSlides = (page: Page) => page.evaluate(inPage.fullyVisibleSlides)
const focused = (page: Page) => page.evaluate(inPage.focusedStop)

describe('Firefox', () => {
  it('renders every page, and an unknown address, with no page error', async () => {
    const visit = await openPage(firefox.browser)
    // The worker and the notices start once a page has settled (docs/islands.md): once is enough, on the last.
    const startedUp = () => visit.page.waitForSelector('html[data-worker="registered"]')
    for (const route of ROUTES) {
      const response = await visit.page.goto(`${firefox.base}${route.path}`)
      expect(response?.status(), route.path).toBe(200)
      expect(response?.headers()['set-cookie'], route.path).toBeUndefined()
      await hydrated(visit.page)
      expect(await visit.page.$eval('h1', (h1) => h1.textContent), route.path).toBe(route.h1)
    }
    await visit.page.goto(`${firefox.base}/case-study/nope`)
    await hydrated(visit.page)
    await until(() => visit.page.$eval('h1', (h1) => h1.textContent), caseStudyPage.notFoundTitle)
    await startedUp()
    expect(await visit.context.cookies()).toEqual([])
    visit.expectNoProblems()
    await visit.context.close()
  })

  for (const lang of LANGS) {
    const { chrome, caseStudiesSection: words, at, slide } = copyIn(lang)
    const slides = (...numbers: number[]) => numbers.map(slide)

    it(`opens the drawer with focus inside, and Escape gives focus back to the menu button (${lang})`, async () => {
      await onPage(
        firefox,
        at('/'),
        async (page) => {
          await page.click(`button[aria-label="${chrome.menuButton}"]`)
          await page.waitForSelector(
            `[role="dialog"][aria-label="${chrome.drawerTitle}"], [role="dialog"][aria-labelledby]`,
            { visible: true },
          )
          await until(() => page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]'))), true)
          await page.keyboard.press('Escape')
          await until(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')), chrome.menuButton)
          expect(await page.$('[role="dialog"]')).toBeNull()
        },
        { width: 390, height: 844 },
      )
    })

    it(`moves the carousel by its buttons and by the arrow key that points forward (${lang})`, async () => {
      await onPage(
        firefox,
        at('/#case-studies'),
        async (page) => {
          await until(() => fullyVisibleSlides(page), slides(1, 2))
          await page.click(`button[aria-label="${words.next}"]`)
          await until(() => fullyVisibleSlides(page), slides(2, 3))
          await page.click(`button[aria-label="${words.previous}"]`)
          await until(() => fullyVisibleSlides(page), slides(1, 2))
          await page.focus(`${SLIDES} a`)
          await page.keyboard.press(lang === 'ar' ? 'ArrowLeft' : 'ArrowRight')
          await until(() => fullyVisibleSlides(page), slides(2, 3))
        },
        { width: 800, height: 1000 },
      )
    })
  }

  for (const lang of LANGS) {
    const { chrome, at } = copyIn(lang)

    it(`keeps the header one row at 768 and 1024 px, as high as at 1280, with the other language in reach (${lang})`, async () => {
      await onPage(
        firefox,
        at('/'),
        async (page) => {
          const height = (await page.evaluate(inPage.headerRow)).height
          for (const width of [768, 1024]) {
            await page.setViewport({ width, height: 800 })
            await until(() => page.evaluate(() => innerWidth), width)
            expect(rowProblems(await page.evaluate(inPage.headerRow), height), `${width} px`).toEqual([])
            if ((await page.evaluate(inPage.languageLinkShown)).row) continue
            await page.click(`button[aria-label="${chrome.menuButton}"]`)
            await until(async () => (await page.evaluate(inPage.languageLinkShown)).drawer, true)
            await page.keyboard.press('Escape')
          }
        },
        { width: 1280, height: 800 },
      )
    })
  }

  it('plays the hero video, and a link opens the next page at its top, focus at its start', async () => {
    await onPage(firefox, '/', async (page) => {
      await page.click(`button[aria-label="${hero.playLabel}"], figure button`)
      await until(() => page.$eval('video', (video) => !video.paused && video.currentTime > 0), true)
      expectVideoDrawn(await page.evaluate(inPage.heroVideoDrawn))
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight / 2))
      await page.click(`a[href="/case-study/${study.slug}"]`)
      await until(() => page.evaluate(() => location.pathname), `/case-study/${study.slug}`)
      await until(() => page.evaluate(() => document.activeElement?.tagName), 'BODY')
      await until(() => page.evaluate(() => Math.round(scrollY)), 0)
      expect(await page.$eval('h1', (h1) => h1.textContent)).toBe(study.company)
    })
  })

  it.each([
    ['a small', { width: 390, height: 844 }],
    ['a large', { width: 1280, height: 800 }],
  ])(
    'on %s screen every Tab stop on home is on screen and not covered, before and after the video plays',
    async (_size, viewport) => {
      await onPage(
        firefox,
        '/',
        async (page) => {
          // Focus styles (`:focus`, `:focus-visible`) apply only in a focused document.
          await page.bringToFront()
          const tabRound = async () => {
            const stops: string[] = []
            await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
            for (let press = 0; press < 60; press++) {
              await page.keyboard.press('Tab')
              const stop = await focused(page)
              // Past the last stop, focus leaves the page for the browser: one round is done.
              if (!stop) break
              stops.push(stop.what)
              // Allow a moment for a control that slides into view when focused (the skip link).
              await until(
                async () => ({ ...(await focused(page)), what: stop.what }),
                { what: stop.what, visible: true, uncovered: true },
                2_000,
              )
            }
            return stops
          }
          // Nothing focused may end up under a toast; the pointer resting on it holds its 4-second timer for the whole walk.
          await page.evaluate(() => dispatchEvent(new Event('appinstalled')))
          await until(
            () => page.evaluate((text) => document.body.textContent?.includes(text), pwa.toasts.appInstalled),
            true,
          )
          await page.hover(`[role="region"][aria-label="${pwa.toasts.regionLabel}"]`)
          const before = await tabRound()
          expect(before.length).toBeGreaterThan(15)
          await page.click('figure button')
          await until(() => page.$eval('video', (video) => !video.paused), true)
          await page.evaluate(() => window.scrollTo(0, 0))
          const after = await tabRound()
          // The hero video's buttons play it: Firefox would make a <video> without controls a Tab stop too.
          expect([...before, ...after].filter((stop) => stop.startsWith('video'))).toEqual([])
          expect(after).toContain(`button "${hero.pauseLabel}"`)
        },
        viewport,
      )
    },
  )

  it('after one visit the pages and a played video open with the server gone', async () => {
    const site = await siteServer()
    const { page, context, expectNoProblems } = await openPage(firefox.browser)
    await page.goto(`${site.base}/`)
    await hydrated(page)
    await until(
      () =>
        page.evaluate(
          async () =>
            Boolean((await navigator.serviceWorker.ready).active) && navigator.serviceWorker.controller !== null,
        ),
      true,
      20_000,
    )
    await page.click('figure button')
    await until(() => page.$eval('video', (video) => !video.paused && video.currentTime > 0), true)
    // The played file is kept whole for offline (Firefox's own request is a 206 partial).
    await until(
      () =>
        page.evaluate(
          async () =>
            (await caches.keys()).some((name) => name.startsWith('hero-video')) &&
            Boolean(await caches.match('/media/hero.webm')),
        ),
      true,
      20_000,
    )
    await site.stop()
    for (const route of ROUTES) {
      await page.goto(`${site.base}${route.path}`)
      expect(await page.$eval('h1', (h1) => h1.textContent), route.path).toBe(route.h1)
    }
    if (study.image.dark) {
      // Dark chosen offline: Firefox swaps to the dark picture, never fetched, and the worker draws the light one for it.
      await page.goto(`${site.base}/case-study/${study.slug}`)
      await page.$eval('[data-theme-option="dark"]', (option) => (option as HTMLElement).click())
      await until(() => page.$eval('main img', inPage.drawnFrom, caseStudySrcSet(study.image.dark!)), true)
    }
    await page.goto(`${site.base}/`)
    await hydrated(page)
    await page.click('figure button')
    await until(() => page.$eval('video', (video) => !video.paused && video.currentTime > 0), true)
    expectNoProblems()
    await context.close()
  })

  it('sends an application submitted offline once when the connection returns, and says so', async () => {
    const { page, context, expectNoProblems } = await openPage(firefox.browser, { embed: false })
    const says = (text: string) => page.evaluate((wanted) => document.body.innerText.includes(wanted), text)
    await page.goto(`${firefox.base}/get-started`)
    await hydrated(page)
    await until(() => page.evaluate(() => navigator.serviceWorker.controller !== null), true, 20_000)
    await page.waitForSelector(`form[aria-label="${applicationForm.label}"]`)
    // Offline for the page; for its worker, HubSpot cannot be reached.
    firefox.formsApi.reachable = false
    await page.setOfflineMode(true)
    await page.evaluate(inPage.fillApplication, APPLICANT)
    await until(() => page.evaluate(inPage.tookAPersonsTime, TRAP), true)
    await page.click('button[type="submit"]')
    await until(() => says(applicationForm.waitingTitle.offline), true)
    // No Background Sync in Firefox: it goes when the site is open and online.
    expect(await says(applicationForm.waitingText.worker)).toBe(true)
    firefox.formsApi.reachable = true
    // Puppeteer's offline is the page's: the worker, online, rests a send with no answer (1 minute), ended here as if that time had passed.
    await page.evaluate(inPage.endRests)
    await page.setOfflineMode(false)
    await until(() => says(applicationForm.sentTitle), true)
    await until(() => says(pwa.toasts.applicationSent), true)
    await until(() => page.evaluate(inPage.queuedApplications), 0)
    expect(firefox.formsApi.submissions.map((submission) => typedFields(submission.body.fields))).toEqual([
      Object.entries(APPLICANT).map(([name, value]) => ({ name, value })),
    ])
    expect(await context.cookies()).toEqual([])
    expectNoProblems()
    await context.close()
  })
})
