import { afterEach, describe, expect, it, vi } from 'vitest'
import { keepScrollThroughBackForwardCache } from './back-forward-scroll'

/** A page transition event as the browser sends it (jsdom has no PageTransitionEvent). */
function pageTransition(type: 'pagehide' | 'pageshow', persisted: boolean) {
  return Object.assign(new Event(type), { persisted })
}

describe('keepScrollThroughBackForwardCache', () => {
  let stop = () => {}
  afterEach(() => {
    stop()
    vi.restoreAllMocks()
  })

  function at(top: number) {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: top })
    Object.defineProperty(window, 'scrollX', { configurable: true, value: 0 })
  }

  it('puts the page back where it was when it returns from the cache at the top', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
    stop = keepScrollThroughBackForwardCache()
    at(1500)
    window.dispatchEvent(pageTransition('pagehide', true))
    at(0)
    window.dispatchEvent(pageTransition('pageshow', true))
    expect(scrollTo).toHaveBeenCalledWith({ left: 0, top: 1500, behavior: 'instant' })
  })

  it('leaves alone a page the browser kept in place, and one that was not cached', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
    stop = keepScrollThroughBackForwardCache()
    at(1500)
    window.dispatchEvent(pageTransition('pagehide', true))
    window.dispatchEvent(pageTransition('pageshow', true))
    at(700)
    window.dispatchEvent(pageTransition('pagehide', false))
    at(0)
    window.dispatchEvent(pageTransition('pageshow', false))
    expect(scrollTo).not.toHaveBeenCalled()
  })
})
