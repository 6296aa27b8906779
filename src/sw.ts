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
import { resultCacheKey, RESULT_CACHE, resultFromResponse, submissionRequest, type OutboxMessage, type SubmissionResult } from './lib/application'
import { heroVideoCache } from './lib/media'
import { createOutbox } from './lib/outbox'

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

// ---- Applications (the outbox: src/lib/outbox.ts) ----

/** Tells every open page how an application ended, and notes it for a page opened later. */
async function report(id: string, result: SubmissionResult) {
  const message: OutboxMessage = { type: 'application-result', id, result }
  if (result.status !== 'queued') {
    const cache = await caches.open(RESULT_CACHE)
    await cache.put(resultCacheKey(id), new Response(JSON.stringify(result), { headers: { 'content-type': 'application/json' } }))
  }
  for (const client of await self.clients.matchAll({ type: 'window', includeUncontrolled: true })) client.postMessage(message)
}

const outbox = createOutbox({
  queue: new Queue('applications', {
    // Minutes: an application waits up to 30 days for a connection.
    maxRetentionTime: 60 * 24 * 30,
    // On a Background Sync; where the browser has none, once as the worker starts (from the
    // Queue's constructor, before `outbox` below exists: hence the first await).
    onSync: async () => {
      await Promise.resolve()
      const emptied = await outbox.flush()
      // Still offline: a sync fails, so that the browser tries it again later.
      if (!emptied && 'sync' in self.registration) throw new Error('Applications wait for a connection')
    },
  }),
  send: async (request) => {
    try {
      return await resultFromResponse(await fetch(request.clone()))
    } catch {
      return undefined
    }
  },
  report,
  known: async (id) => {
    const answered = await (await caches.open(RESULT_CACHE)).match(resultCacheKey(id))
    return answered ? ((await answered.json()) as SubmissionResult) : undefined
  },
})

self.addEventListener('message', (event) => {
  const message = event.data as OutboxMessage | null
  if (message?.type === 'application-send') {
    // Taken: the page now waits for the answer instead of sending it itself.
    event.source?.postMessage({ type: 'application-received', id: message.id } satisfies OutboxMessage)
    event.waitUntil(outbox.submit(message.id, submissionRequest(message.url, message.body)))
  }
})
