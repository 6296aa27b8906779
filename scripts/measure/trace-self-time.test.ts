import { describe, expect, it } from 'vitest'
import { beyondFloor, selfTimes } from './trace-self-time.mjs'

const slice = (name: string, ts: number, dur: number, args: object = {}, tid = 1) => ({
  name,
  ph: 'X',
  pid: 7,
  tid,
  ts,
  dur,
  args,
})

describe('selfTimes', () => {
  const events = [
    slice('RunTask', 0, 100_000),
    slice('Layout', 10_000, 30_000),
    slice('FunctionCall', 50_000, 20_000, { data: { url: 'http://127.0.0.1:4000/assets/a.js' } }),
    slice('v8.run', 55_000, 10_000),
    slice('ParseHTML', 80_000, 5_000, { beginData: { url: 'http://127.0.0.1:4000/page' } }),
    // Another thread's work is not the page's.
    slice('Layout', 0, 50_000, {}, 2),
  ]

  it("counts each event's time without its children's, on the page's main thread, by name and script", () => {
    expect(selfTimes(events, 'http://127.0.0.1:4000/page', 4)).toEqual({
      RunTask: 180,
      Layout: 120,
      'FunctionCall /assets/a.js': 40,
      'v8.run': 40,
      'ParseHTML /page': 20,
    })
  })

  it('finds nothing for a page it has no trace of', () => {
    expect(selfTimes(events, 'http://127.0.0.1:4000/other')).toEqual({})
  })
})

it('beyondFloor averages each side over its runs and puts the largest extra first', () => {
  const rows = beyondFloor(
    [
      { Layout: 30, RunTask: 100 },
      { Layout: 50, RunTask: 100 },
    ],
    [{ Layout: 20, RunTask: 90, Paint: 4 }],
  )
  expect(rows).toEqual([
    { event: 'Layout', 'page ms': 40, 'floor ms': 20, 'extra ms': 20 },
    { event: 'RunTask', 'page ms': 100, 'floor ms': 90, 'extra ms': 10 },
    { event: 'Paint', 'page ms': 0, 'floor ms': 4, 'extra ms': -4 },
  ])
})
