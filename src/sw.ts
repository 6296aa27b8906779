/// <reference lib="webworker" />
/**
 * The service worker (vite-plugin-pwa's injectManifest: Workbox's modules, our routes).
 * - Every page and asset of the build is precached: the site reads offline after one visit.
 * - Navigations go to the network; offline, an address not precached gets the 404 page.
 * - The hero video is kept once played (never precached: it is large).
 * - Applications from the native form (src/lib/application.ts): sent from here, or kept in an
 *   outbox (workbox-background-sync's Queue, in IndexedDB, never in a precache) while the device is
 *   offline and sent when the connection returns (Background Sync; where the browser has none,
 *   when the worker starts or a page says it is back online). One sender at a time: a sync and a
 *   page's flush share one run, and an entry leaves the outbox before it is sent.
 */
import { Queue } from 'workbox-background-sync'
import { CacheableResponsePlugin } from 'workbox-cacheable-response'
import { clientsClaim } from 'workbox-core'
import { ExpirationPlugin } from 'workbox-expiration'
import { cleanupOutdatedCaches, PrecacheFallbackPlugin, precacheAndRoute } from 'workbox-precaching'
import { RangeRequestsPlugin } from 'workbox-range-requests'
import { registerRoute } from 'workbox-routing'
import { CacheFirst, NetworkOnly } from 'workbox-strategies'
import { resultCacheKey, RESULT_CACHE, resultFromResponse, type OutboxMessage, type SubmissionResult } from './lib/application'
import { heroVideoCache } from './lib/media'

declare const self: ServiceWorkerGlobalScope

// An update waits until the visitor chooses Reload (workbox-window sends this message).
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting()
})
// Take control on the first visit, so the site works offline after one page view.
clientsClaim()
precacheAndRoute(self.__WB_MANIFEST)
cleanupOutdatedCaches()

registerRoute(({ request }) => request.mode === 'navigate', new NetworkOnly({ plugins: [new PrecacheFallbackPlugin({ fallbackURL: '/404.html' })] }))
registerRoute(
  ({ url }) => /^\/media\/hero\.(webm|mp4)$/.test(url.pathname),
  new CacheFirst({
    cacheName: heroVideoCache(__HERO_VIDEO_VERSION__),
    plugins: [new RangeRequestsPlugin(), new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 2 })],
  }),
)

// ---- Applications ----

const outbox = new Queue('applications', {
  // Minutes: an application waits up to 30 days for a connection.
  maxRetentionTime: 60 * 24 * 30,
  onSync: async () => {
    // Still offline: fail, so that the browser tries the sync again later.
    if (!(await flush())) throw new Error('Applications wait for a connection')
  },
})

/** Sends one application: its result, or undefined when the network failed (kept for later). */
async function attempt(request: Request): Promise<SubmissionResult | undefined> {
  try {
    return await resultFromResponse(await fetch(request.clone()))
  } catch {
    return undefined
  }
}

/** Tells every open page how an application ended, and notes it for a page opened later. */
async function report(id: string, result: SubmissionResult) {
  const message: OutboxMessage = { type: 'application-result', id, result }
  if (result.status !== 'queued') {
    const cache = await caches.open(RESULT_CACHE)
    await cache.put(resultCacheKey(id), new Response(JSON.stringify(result), { headers: { 'content-type': 'application/json' } }))
  }
  for (const client of await self.clients.matchAll({ type: 'window', includeUncontrolled: true })) client.postMessage(message)
}

const idOf = (metadata: object | undefined) => String((metadata as { id?: string } | undefined)?.id)

/**
 * Every outbox task runs after the one before has finished: a sync, a page's flush and a page's
 * new application never interleave, so no application is sent twice.
 */
let tail: Promise<unknown> = Promise.resolve()
function serially<T>(task: () => Promise<T>): Promise<T> {
  const run = tail.then(task)
  tail = run.catch(() => undefined)
  return run
}

/** Sends what the outbox holds, oldest first; true when it is empty. */
async function flushNow(): Promise<boolean> {
  for (;;) {
    const entry = await outbox.shiftRequest()
    if (!entry) return true
    const result = await attempt(entry.request)
    if (!result) {
      await outbox.unshiftRequest(entry)
      return false
    }
    await report(idOf(entry.metadata), result)
  }
}

const flush = () => serially(flushNow)

/**
 * An application from a page: sent now, or kept in the outbox if the network fails. A page may
 * ask again for the same one (a retry, a second tab, a reload): one already answered is only
 * reported again, one waiting in the outbox is flushed with the rest.
 */
const submit = (id: string, url: string, body: string) =>
  serially(async () => {
    const known = await (await caches.open(RESULT_CACHE)).match(resultCacheKey(id))
    if (known) return report(id, (await known.json()) as SubmissionResult)
    if ((await outbox.getAll()).some((entry) => idOf(entry.metadata) === id)) return void (await flushNow())
    const request = new Request(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
    const result = await attempt(request)
    if (result) return report(id, result)
    await outbox.pushRequest({ request, metadata: { id } })
    await report(id, { status: 'queued' })
  })

self.addEventListener('message', (event) => {
  const message = event.data as OutboxMessage | null
  if (message?.type === 'application-send') event.waitUntil(submit(message.id, message.url, message.body))
  if (message?.type === 'application-flush') event.waitUntil(flush())
})
