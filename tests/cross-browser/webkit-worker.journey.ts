// @vitest-environment node
// WebKit's service-worker journeys, in a file of their own so that they run beside webkit.journey.ts (the longest file).
import { describe, expect, it } from 'vitest'
import { APPLICANT, ROUTES, copyIn, typedFields } from '../site'
import { siteServer, until } from './harness'
import * as inPage from './in-page'
import { useWebKit } from './webkit'
import { MIN_FILL_MS } from '../../src/application/spam'
import { PAINTED_ATTRIBUTE } from '../../src/application/traps'
import { caseStudySrcSet } from '../../src/lib/media'

const TRAP = [PAINTED_ATTRIBUTE, MIN_FILL_MS] as const

const { applicationForm, hero, pwa, caseStudies } = copyIn('en')
const study = caseStudies[0]!

const webkit = useWebKit()
const DESKTOP = [1280, 800] as const

describe('WebKit with its service worker', () => {
  it('after one visit the pages and a played video open with the server gone', async () => {
    const site = await siteServer()
    await webkit.resize(...DESKTOP)
    await webkit.open('/', site.base)
    await until(
      () =>
        webkit.run<boolean>(
          'return navigator.serviceWorker.ready.then((ready) => Boolean(ready.active) && navigator.serviceWorker.controller !== null)',
        ),
      true,
      20_000,
    )
    await webkit.click(`xpath://figure//button[normalize-space()="${hero.playLabel}"]`)
    await until(webkit.videoPlaying, true)
    await until(() => webkit.run<boolean>('return caches.match("/media/hero.webm").then(Boolean)'), true, 20_000)
    await site.stop()
    for (const route of ROUTES) {
      await webkit.open(route.path, site.base)
      expect(await webkit.heading(), route.path).toBe(route.h1)
    }
    if (study.image.dark) {
      // Dark chosen offline: WebKit swaps to the dark picture, never fetched, and the worker draws the light one for it.
      await webkit.open(`/case-study/${study.slug}`, site.base)
      await webkit.run('document.querySelector(\'[data-theme-option="dark"]\').click()')
      const drawn = `return (${inPage.drawnFrom})(document.querySelector('main img'), ${JSON.stringify(caseStudySrcSet(study.image.dark))})`
      await until(() => webkit.run<boolean>(drawn), true)
    }
    await webkit.open('/', site.base)
    await webkit.click(`xpath://figure//button[normalize-space()="${hero.playLabel}"]`)
    await until(webkit.videoPlaying, true)
    await webkit.expectNoProblems()
  })

  it('sends an application that could not reach HubSpot once, when the site is opened again, and says so', async () => {
    const says = (text: string) => webkit.run<boolean>('return document.body.innerText.includes(arguments[0])', text)
    await webkit.resize(...DESKTOP)
    await webkit.open('/get-started')
    await until(() => webkit.run<boolean>('return navigator.serviceWorker.controller !== null'), true, 20_000)
    await until(
      () =>
        webkit.run<boolean>(`return document.querySelector('form[aria-label="${applicationForm.label}"]') !== null`),
      true,
    )
    webkit.formsApi.reachable = false
    await webkit.run(`return (${inPage.fillApplication})(arguments[0])`, APPLICANT)
    await until(() => webkit.run<boolean>(`return (${inPage.tookAPersonsTime})(arguments[0])`, TRAP), true)
    await webkit.click('button[type="submit"]')
    await until(() => says(applicationForm.waitingTitle.unreachable), true)
    // No Background Sync in WebKit: it goes when the site is opened again.
    expect(await says(applicationForm.waitingText.worker)).toBe(true)
    webkit.formsApi.reachable = true
    // A send with no answer rests (1 minute): its rest ends as if that time had passed.
    await webkit.run(`return (${inPage.endRests})()`)
    await webkit.open('/')
    await until(() => says(pwa.toasts.applicationSent), true)
    await until(() => webkit.run(`return (${inPage.queuedApplications})()`), 0)
    expect(webkit.formsApi.submissions.map((submission) => typedFields(submission.body.fields))).toEqual([
      Object.entries(APPLICANT).map(([name, value]) => ({ name, value })),
    ])
    expect(await webkit.client.getAllCookies()).toEqual([])
    // WebKit's own report of /api/apply's answer while the stand-in closed its connections.
    await webkit.expectNoProblems(/status of 502 \(Bad Gateway\)/)
  })
})
