/** Main-thread time of one page load by trace event, as Lighthouse counts it (`AUDIT_TRACE=1 npm run audit`). */

/** Self time (ms, times Lighthouse's CPU multiplier) of each event on the page's main thread, keyed by name and script. */
export function selfTimes(events, url, multiplier = 1) {
  const parse = events.find((event) => event.name === 'ParseHTML' && String(event.args?.beginData?.url).startsWith(url))
  if (!parse) return {}
  const slices = events
    .filter((event) => event.pid === parse.pid && event.tid === parse.tid && event.ph === 'X' && event.dur)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur)
  const totals = {}
  const open = []
  const close = (slice) => (totals[slice.key] = (totals[slice.key] ?? 0) + (slice.self / 1000) * multiplier)
  for (const event of slices) {
    while (open.length && open.at(-1).end <= event.ts) close(open.pop())
    if (open.length) open.at(-1).self -= event.dur
    const script = event.args?.data?.url ?? event.args?.beginData?.url ?? ''
    const key = script ? `${event.name} ${String(script).replace(/^https?:\/\/[^/]+/, '')}` : event.name
    open.push({ key, self: event.dur, end: event.ts + event.dur })
  }
  open.forEach(close)
  return totals
}

/** What a page spends beyond its floor, per event, averaged over each one's runs: the largest first. */
export function beyondFloor(pageRuns, floorRuns, count = 15) {
  const average = (runs) => {
    const sums = {}
    for (const run of runs) for (const [key, ms] of Object.entries(run)) sums[key] = (sums[key] ?? 0) + ms / runs.length
    return sums
  }
  const page = average(pageRuns)
  const floor = average(floorRuns)
  return Object.keys({ ...page, ...floor })
    .map((event) => ({
      event,
      'page ms': Math.round(page[event] ?? 0),
      'floor ms': Math.round(floor[event] ?? 0),
      'extra ms': Math.round((page[event] ?? 0) - (floor[event] ?? 0)),
    }))
    .sort((a, b) => b['extra ms'] - a['extra ms'])
    .slice(0, count)
}
