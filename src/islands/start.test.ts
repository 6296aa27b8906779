// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { whenSettled } from './start'

const setDocument = (name: 'readyState' | 'visibilityState', value: string) =>
  Object.defineProperty(document, name, { value, configurable: true })

describe('whenSettled', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => {
    vi.useRealTimers()
    setDocument('readyState', 'complete')
    setDocument('visibilityState', 'visible')
  })

  it('runs once the loaded page has had its time to itself, and not before', () => {
    const run = vi.fn()
    whenSettled(5_000, run)
    vi.advanceTimersByTime(4_999)
    expect(run).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1_000)
    expect(run).toHaveBeenCalledOnce()
  })

  it('counts that time from the load event on a page still loading', () => {
    setDocument('readyState', 'loading')
    const run = vi.fn()
    whenSettled(5_000, run)
    vi.advanceTimersByTime(60_000)
    expect(run).not.toHaveBeenCalled()
    dispatchEvent(new Event('load'))
    vi.advanceTimersByTime(4_999)
    expect(run).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1_000)
    expect(run).toHaveBeenCalledOnce()
  })

  it('runs as soon as the visitor leaves the tab, and only once', () => {
    const run = vi.fn()
    whenSettled(5_000, run)
    setDocument('visibilityState', 'hidden')
    document.dispatchEvent(new Event('visibilitychange'))
    vi.advanceTimersByTime(1_000)
    expect(run).toHaveBeenCalledOnce()
    setDocument('visibilityState', 'visible')
    document.dispatchEvent(new Event('visibilitychange'))
    vi.advanceTimersByTime(10_000)
    expect(run).toHaveBeenCalledOnce()
  })
})
