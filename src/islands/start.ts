/** Holds no React: React and an island's code load only when that island is due (docs/islands.md). */
import { unavailable, WAKE_EVENT, wakeIsland } from './island'
import { afterLoad } from '../lib/settle'

const mounted = new WeakMap<HTMLElement, Promise<void>>()

// A module still loading when the page is left is rejected (WebKit says so, before pagehide, and on Back before
// beforeunload too): no failure of ours, so it is told only if the page is still here a moment later.
let leaving = false
for (const type of ['beforeunload', 'pagehide']) addEventListener(type, () => (leaving = true))
addEventListener('pageshow', () => (leaving = false))
const STILL_HERE_MS = 1000

export function reportLoadFailure(what: string) {
  return (error: unknown) => {
    setTimeout(() => leaving || console.error(`The ${what} could not load.`, error), STILL_HERE_MS)
  }
}

export function wake(island: HTMLElement): Promise<void> {
  let done = mounted.get(island)
  if (!done) {
    const offlineAtStart = !navigator.onLine
    done = import('./mount')
      .then(({ mountIsland }) => mountIsland(island))
      .then(() => undefined)
      .catch((error: unknown) => {
        reportLoadFailure(`${island.dataset.island} island`)(error)
        mounted.delete(island)
        island.removeAttribute('data-wake')
        island.addEventListener(WAKE_EVENT, () => void wake(island), { once: true })
        // Offline, the code comes with the connection, and a press kept for it is made then; back already, it is tried now.
        if (offlineAtStart && navigator.onLine) return wakeIsland(island)
        if (!navigator.onLine) addEventListener('online', () => wakeIsland(island), { once: true })
        unavailable(island, !navigator.onLine)
      })
    mounted.set(island, done)
  }
  return done
}

export function onIdle(run: () => void) {
  if ('requestIdleCallback' in window) requestIdleCallback(run, { timeout: 2000 })
  else setTimeout(run, 200)
}

/** Once the page has loaded and then had `ms` to itself, or as soon as the visitor leaves its tab. */
export function whenSettled(ms: number, run: () => void) {
  let due = false
  const go = () => {
    if (due) return
    due = true
    document.removeEventListener('visibilitychange', hidden)
    onIdle(run)
  }
  const hidden = () => document.visibilityState === 'hidden' && go()
  document.addEventListener('visibilitychange', hidden)
  afterLoad(() => setTimeout(go, ms))
}

function whenVisible(island: HTMLElement, run: () => void) {
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return
      observer.disconnect()
      run()
    },
    { rootMargin: '200px' },
  )
  // An island that is all `display: contents` has no box of its own: watch its children.
  for (const child of island.children) observer.observe(child)
}

export function startIslands(root: ParentNode = document): Promise<void> {
  const atLoad: Promise<void>[] = []
  for (const island of root.querySelectorAll<HTMLElement>('[data-island]')) {
    const when = island.dataset.hydrate
    // A `client` island is drawn when the app wakes it (src/ui/Toasts/toasts.ts).
    island.addEventListener(WAKE_EVENT, () => void wake(island), { once: true })
    if (when === 'load' || island.hasAttribute('data-wake')) atLoad.push(wake(island))
    else if (when === 'visible') whenVisible(island, () => void wake(island))
  }
  return Promise.all(atLoad).then(() => undefined)
}
