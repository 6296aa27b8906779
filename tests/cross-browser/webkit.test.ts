// @vitest-environment node
/**
 * The main journeys in WebKit (Debian's WebKitGTK MiniBrowser, see webkit.ts), beside Chromium's
 * suite and Firefox's. MiniBrowser gives no access to the console or page errors: these tests
 * check what a visitor sees.
 */
import { describe, expect, it } from 'vitest'
import { ROUTES } from '../site'
import { until } from './harness'
import { useWebKit } from './webkit'

const webkit = useWebKit()
const heading = () => webkit.run<string>('return document.querySelector("h1")?.textContent')

describe('WebKit', () => {
  it('renders and hydrates every page and an unknown case study', async () => {
    for (const route of ROUTES) {
      await webkit.open(route.path)
      expect(await heading(), route.path).toBe(route.h1)
    }
    await webkit.open('/case-study/nope')
    await until(heading, 'Case Study Not Found')
  })

  it('opens the drawer with focus inside, and Escape gives focus back to the menu button', async () => {
    // MiniBrowser keeps its window at least 447 px wide: below the 48em breakpoint all the same.
    await webkit.command('POST', '/window/rect', { width: 500, height: 900 })
    await webkit.open('/')
    await webkit.click('button[aria-label="Open menu"]')
    await until(() => webkit.run<boolean>('return Boolean(document.activeElement?.closest("[role=dialog]"))'), true)
    await webkit.press('\uE00C')
    await until(() => webkit.run<string | null>('return document.activeElement?.getAttribute("aria-label") ?? null'), 'Open menu')
    expect(await webkit.run<boolean>('return document.querySelector("[role=dialog]") === null')).toBe(true)
    await webkit.command('POST', '/window/rect', { width: 1280, height: 900 })
  })

  it('plays the hero video, and changes page client-side with focus on the heading', async () => {
    await webkit.open('/')
    await webkit.click('xpath://figure//button[normalize-space()="Play video"]')
    await until(() => webkit.run<boolean>('const v = document.querySelector("video"); return !v.paused && v.currentTime > 0'), true)
    await webkit.click('xpath://article[.//*[normalize-space()="MoneyMind"]]//a[normalize-space()="View Details"]')
    await until(() => webkit.run<string>('return location.pathname'), '/case-study/moneymind')
    await until(() => webkit.run<string>('return document.activeElement?.tagName'), 'H1')
    expect(await heading()).toBe('MoneyMind')
  })
})
