import { describe, expect, it } from 'vitest'
import { afterFirstPaint, importScript, PAINTED_EVENT } from './after-first-paint'

describe('the script that starts the app after the first paint', () => {
  type EntryList = { getEntriesByName: (name: string) => unknown[] }
  type Observer = { callback: (list: EntryList) => void; options: unknown }
  // What else waits for the paint is told just before the entry is imported.
  const started = [`event ${PAINTED_EVENT}`, '/entry.js']
  const paints = (...names: string[]): EntryList => ({ getEntriesByName: (name) => names.filter((n) => n === name) })

  function page({ painted = false, paintTiming = true } = {}) {
    const calls: string[] = []
    const observers: Observer[] = []
    const timers: (() => void)[] = []
    const frames: (() => void)[] = []
    const globals = {
      performance: { getEntriesByName: (name: string) => (painted && name === 'first-contentful-paint' ? [{}] : []) },
      PerformanceObserver: Object.assign(
        function (this: unknown, callback: (list: EntryList) => void) {
          return { observe: (options: unknown) => observers.push({ callback, options }) }
        },
        { supportedEntryTypes: paintTiming ? ['paint', 'navigation'] : ['navigation'] },
      ),
      setTimeout: (callback: () => void) => timers.push(callback),
      requestAnimationFrame: (callback: () => void) => frames.push(callback),
      load: (src: string) => (calls.push(src), Promise.resolve()),
      addEventListener: () => {},
      dispatchEvent: (event: Event) => calls.push(`event ${event.type}`),
    }
    const code = afterFirstPaint(importScript('/entry.js')).replace(/import\(/g, 'load(')
    new Function(...Object.keys(globals), code)(...Object.values(globals))
    return { calls, observers, timers, frames }
  }

  it('waits for the first contentful paint, then imports the entry once', () => {
    const run = page()
    expect(run.calls).toEqual([])
    expect(run.observers).toHaveLength(1)
    expect(run.observers[0]!.options).toEqual({ type: 'paint' })
    // The first paint may be only a background: content is what counts.
    run.observers[0]!.callback(paints('first-paint'))
    expect(run.calls).toEqual([])
    run.observers[0]!.callback(paints('first-contentful-paint'))
    run.observers[0]!.callback(paints('first-contentful-paint'))
    run.timers.forEach((timer) => timer())
    expect(run.calls).toEqual(started)
  })

  it('starts at once when the page has already painted', () => {
    expect(page({ painted: true }).calls).toEqual(started)
  })

  it('waits two frames where paint timing is not reported', () => {
    const run = page({ paintTiming: false })
    expect(run.observers).toHaveLength(0)
    run.frames.shift()!()
    expect(run.calls).toEqual([])
    run.frames.shift()!()
    expect(run.calls).toEqual(started)
  })

  it('starts after 2 s even if no paint is ever reported', () => {
    const run = page()
    expect(run.timers).toHaveLength(1)
    run.timers[0]!()
    expect(run.calls).toEqual(started)
  })
})
