// @vitest-environment node
// The main journeys in WebKitGTK (webkit.ts), which cannot be told to prefer reduced motion: the carousel test stops its rotation.
import { describe, expect, it } from 'vitest'
import { lastIndex } from '../../src/ui/Carousel/carousel-logic'
import { rowProblems } from '../header-row'
import { LANGS, ROUTES, copyIn } from '../site'
import { expectVideoDrawn, until } from './harness'
import * as inPage from './in-page'
import { useWebKit } from './webkit'

const { hero, pwa, chrome, caseStudyPage, caseStudiesSection, caseStudies } = copyIn('en')
const study = caseStudies[0]!

const webkit = useWebKit()
const PHONE = [390, 844] as const
const DESKTOP = [1280, 800] as const

describe('WebKit', () => {
  it('renders and hydrates every page and an unknown case study, with no page error', async () => {
    await webkit.resize(...DESKTOP)
    // The worker and the notices start once a page has settled (docs/islands.md): once is enough, on the last.
    const startedUp = () =>
      until(
        () => webkit.run<string | null>('return document.documentElement.getAttribute("data-worker")'),
        'registered',
      )
    for (const route of ROUTES) {
      await webkit.open(route.path)
      expect(await webkit.heading(), route.path).toBe(route.h1)
    }
    // Hydrating an unknown case study has failed in WebKit (React #418): three loads to be sure.
    for (let load = 0; load < 3; load++) {
      await webkit.open('/case-study/nope')
      await until(webkit.heading, caseStudyPage.notFoundTitle)
    }
    await startedUp()
    expect(await webkit.client.getAllCookies()).toEqual([])
    await webkit.expectNoProblems()
  })

  for (const lang of LANGS) {
    const { chrome, at } = copyIn(lang)
    it(`on a phone, opens the drawer with focus inside, and Escape gives focus back to the menu button (${lang})`, async () => {
      await webkit.resize(...PHONE)
      await webkit.open(at('/'))
      await webkit.click(`button[aria-label="${chrome.menuButton}"]`)
      await until(() => webkit.run<boolean>('return Boolean(document.activeElement?.closest("[role=dialog]"))'), true)
      await webkit.press('\uE00C')
      await until(
        () => webkit.run<string | null>('return document.activeElement?.getAttribute("aria-label") ?? null'),
        chrome.menuButton,
      )
      expect(await webkit.run<boolean>('return document.querySelector("[role=dialog]") === null')).toBe(true)
      await webkit.expectNoProblems()
    })
  }

  for (const lang of LANGS) {
    const { chrome, at } = copyIn(lang)
    it(`keeps the header one row at 768 and 1024 px, as high as at 1280, with the other language in reach (${lang})`, async () => {
      await webkit.resize(...DESKTOP)
      await webkit.open(at('/'))
      const height = (await webkit.evaluate(inPage.headerRow)).height
      for (const width of [768, 1024]) {
        await webkit.resize(width, 800)
        expect(rowProblems(await webkit.evaluate(inPage.headerRow), height), `${width} px`).toEqual([])
        if ((await webkit.evaluate(inPage.languageLinkShown)).row) continue
        await webkit.click(`button[aria-label="${chrome.menuButton}"]`)
        await until(async () => (await webkit.evaluate(inPage.languageLinkShown)).drawer, true)
        await webkit.press('\uE00C')
      }
      await webkit.expectNoProblems()
    })
  }

  it('on a phone, opens the drawer for a press made the moment its code arrives', async () => {
    await webkit.resize(...PHONE)
    await webkit.open('/')
    expect(await webkit.run(`return ${inPage.PRESS_MENU_AS_DRAWER_CODE_ARRIVES}`)).toEqual({
      menuShows: true,
      focusInside: true,
    })
    await webkit.press('\uE00C')
    await until(
      () => webkit.run<string | null>('return document.activeElement?.getAttribute("aria-label") ?? null'),
      chrome.menuButton,
    )
    await webkit.expectNoProblems()
  })

  for (const lang of LANGS) {
    const { caseStudiesSection: words, at, slide } = copyIn(lang)
    const slides = (...numbers: number[]) => numbers.map(slide)
    it(`stops the carousel, then moves it by its buttons and by the arrow key that points forward (${lang})`, async () => {
      await webkit.resize(800, 1000)
      await webkit.open(at('/#case-studies'))
      await webkit.click(`xpath://button[normalize-space()="${words.stopRotation}"]`)
      // It rotated until stopped, from wherever the last test left it: back to the start first.
      const previous = `button[aria-label="${words.previous}"]`
      for (let press = 0; press < lastIndex(caseStudies.length, 2); press++) {
        if (await webkit.run<boolean>(`return document.querySelector('${previous}').disabled`)) break
        await webkit.click(previous)
      }
      await until(() => webkit.evaluate(inPage.fullyVisibleSlides), slides(1, 2))
      await webkit.click(`button[aria-label="${words.next}"]`)
      await until(() => webkit.evaluate(inPage.fullyVisibleSlides), slides(2, 3))
      await webkit.click(previous)
      await until(() => webkit.evaluate(inPage.fullyVisibleSlides), slides(1, 2))
      await webkit.run('document.querySelector("[data-early-track] > [aria-roledescription] a").focus()')
      // Right to left, ArrowLeft is forward (WebDriver's key codes).
      await webkit.press(lang === 'ar' ? '\uE012' : '\uE014')
      await until(() => webkit.evaluate(inPage.fullyVisibleSlides), slides(2, 3))
      await webkit.expectNoProblems()
    })
  }

  it('plays the hero video, and a link opens the next page at its top, focus at its start', async () => {
    await webkit.resize(...DESKTOP)
    await webkit.open('/')
    await webkit.click(`xpath://figure//button[normalize-space()="${hero.playLabel}"]`)
    await until(webkit.videoPlaying, true)
    expectVideoDrawn(await webkit.evaluate(inPage.heroVideoDrawn))
    await webkit.click(
      `xpath://article[.//*[normalize-space()="${study.company}"]]//a[normalize-space()="${caseStudiesSection.viewDetails}"]`,
    )
    await until(() => webkit.run<string>('return location.pathname'), `/case-study/${study.slug}`)
    await until(() => webkit.run<string>('return document.activeElement?.tagName'), 'BODY')
    await until(() => webkit.run<number>('return Math.round(scrollY)'), 0)
    expect(await webkit.heading()).toBe(study.company)
    await webkit.expectNoProblems()
  })

  it.each([
    ['a small', PHONE],
    ['a large', DESKTOP],
  ])(
    'on %s screen every Tab stop on home is on screen and not covered, before and after the video plays',
    async (_size, [width, height]) => {
      await webkit.resize(width, height)
      await webkit.open('/')
      const tabRound = async () => {
        const stops: string[] = []
        await webkit.run('document.activeElement?.blur()')
        for (let press = 0; press < 60; press++) {
          await webkit.press('\uE004')
          const stop = await webkit.evaluate(inPage.focusedStop)
          // Past the last stop, this bare browser (no toolbar to go to) brings focus back to the first.
          if (!stop || stop.what === stops[0]) break
          stops.push(stop.what)
          // Allow a moment for a control that slides into view when focused (the skip link).
          await until(
            async () => ({ ...(await webkit.evaluate(inPage.focusedStop)), what: stop.what }),
            { what: stop.what, visible: true, uncovered: true },
            2_000,
          )
        }
        return stops
      }
      // Nothing focused may end up under a toast; the pointer resting on it holds its timer for the whole walk.
      await webkit.run('dispatchEvent(new Event("appinstalled"))')
      await until(
        () =>
          webkit.run<boolean>(`return document.body.textContent.includes(${JSON.stringify(pwa.toasts.appInstalled)})`),
        true,
      )
      await webkit.hover(`[role="region"][aria-label="${pwa.toasts.regionLabel}"]`)
      const before = await tabRound()
      expect(before.length).toBeGreaterThan(15)
      await webkit.click(`xpath://figure//button[normalize-space()="${hero.playLabel}"]`)
      await until(() => webkit.run<boolean>('return !document.querySelector("video").paused'), true)
      await webkit.run('scrollTo(0, 0)')
      const after = await tabRound()
      expect(after).toContain(`button "${hero.pauseLabel}"`)
      await webkit.expectNoProblems()
    },
  )

  it('Back after a full page load returns to where the visitor was', async () => {
    await webkit.resize(...DESKTOP)
    await webkit.open('/')
    await webkit.run('scrollTo(0, 1500)')
    await until(() => webkit.run<number>('return Math.round(scrollY)'), 1500)
    await webkit.open('/get-started')
    await webkit.client.back()
    await until(() => webkit.run<string>('return location.pathname'), '/')
    await until(() => webkit.run<number>('return Math.round(scrollY)'), 1500)
    await webkit.expectNoProblems()
  })
})
