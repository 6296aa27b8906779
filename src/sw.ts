/// <reference lib="webworker" />
/** README, "Offline use and updates" and "The application form". */
import { Queue, QueueStore, StorableRequest } from 'workbox-background-sync'
import { CacheableResponsePlugin } from 'workbox-cacheable-response'
import { clientsClaim } from 'workbox-core'
import { ExpirationPlugin } from 'workbox-expiration'
import { cleanupOutdatedCaches, PrecacheFallbackPlugin, precacheAndRoute } from 'workbox-precaching'
import { RangeRequestsPlugin } from 'workbox-range-requests'
import { registerRoute } from 'workbox-routing'
import { CacheFirst, NetworkOnly } from 'workbox-strategies'
import { applicationText } from './content/application'
import { langOf, localePath } from './content/locale'
import { attempt, checkApplication, formConfig, submissionUrl, type Application, type ApplicationMessage, type Ended } from './application/send'
import { APPLICATION_QUEUE, type Kept } from './application/hand-over'
import { CLAIM_MS, recorded, sweep, withTimeout } from './application/ledger'
import { heroVideoCache } from './lib/media'
import { isAdminPath } from './lib/paths'

declare const self: ServiceWorkerGlobalScope

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting()
})
// Offline after one page view.
clientsClaim()
precacheAndRoute(self.__WB_MANIFEST)
cleanupOutdatedCaches()

// An unknown address gets its language's not-found page, offline too; the content editor's go to the network untouched.
const siteNavigation = (request: Request, url: URL) => request.mode === 'navigate' && !isAdminPath(url.pathname)
registerRoute(({ request, url }) => siteNavigation(request, url) && langOf(url.pathname) === 'ar', new NetworkOnly({ plugins: [new PrecacheFallbackPlugin({ fallbackURL: localePath('ar', '/404.html') })] }))
registerRoute(({ request, url }) => siteNavigation(request, url), new NetworkOnly({ plugins: [new PrecacheFallbackPlugin({ fallbackURL: '/404.html' })] }))
registerRoute(
  ({ url }) => /^\/media\/hero\.(webm|mp4)$/.test(url.pathname),
  new CacheFirst({
    cacheName: heroVideoCache(__HERO_VIDEO_VERSION__),
    plugins: [new RangeRequestsPlugin(), new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 2 })],
  }),
)


// Entries read and deleted one by one: Queue itself only shifts from the front.
const store = new QueueStore(APPLICATION_QUEUE)
type Entry = Awaited<ReturnType<QueueStore['getAll']>>[number]

/** Checked (unreadable: undefined); one the release before queued holds HubSpot's request instead (this can go after 2026-12-01). */
async function applicationOf({ metadata, requestData, timestamp }: Entry) {
  try {
    const { application, id } = (metadata ?? {}) as { application?: unknown; id?: string }
    if (application) return checkApplication(application)
    const body = (await new StorableRequest(requestData).toRequest().json()) as { fields?: { name: string; value: string }[] }
    return checkApplication({ id, savedAt: timestamp, values: Object.fromEntries((body.fields ?? []).map((field) => [field.name, field.value])) })
  } catch {
    return undefined
  }
}

/** Every page but the one that ended it, which has said so itself. */
async function announce(id: string, outcome: Ended, except?: string) {
  const message: ApplicationMessage = { type: 'application-outcome', id, outcome }
  for (const client of await self.clients.matchAll({ type: 'window', includeUncontrolled: true })) if (client.id !== except) client.postMessage(message)
}

async function drop(id: string, by?: string) {
  let held = false
  for (const entry of await store.getAll()) {
    const application = await applicationOf(entry)
    if (application?.id !== id) continue
    held = true
    await store.deleteEntry(entry.id)
  }
  const known = held ? await recorded(id).catch(() => undefined) : undefined
  if (known) await announce(id, known, by)
}

/** Whoever drops a copy announces how it ended, once; a vanished sender's claim is retried when it runs out. True when none waits. */
async function flush() {
  await sweep().catch(() => undefined)
  let waiting = false
  let held = false
  for (const entry of await store.getAll()) {
    const application = await applicationOf(entry)
    const outcome = application ? await attempt(application, self.location.origin, applicationText(application.lang ?? 'en')) : undefined
    held ||= outcome?.status === 'busy'
    // Held, resting, not reached, or the ledger failed: it waits for the next occasion.
    const ending = outcome && (outcome.status === 'sent' || outcome.status === 'refused' || outcome.status === 'discarded') ? outcome : undefined
    if (outcome && !ending) waiting = true
    else await store.deleteEntry(entry.id)
    if (application && ending) await announce(application.id, ending)
  }
  if (held) setTimeout(() => void serially(flush), CLAIM_MS)
  return !waiting
}

/** One task at a time; across workers and pages, the ledger. */
function chain() {
  let tail: Promise<unknown> = Promise.resolve()
  return <T>(task: () => Promise<T>) => (tail = tail.catch(() => undefined).then(task)) as Promise<T>
}
const serially = chain()
// Writes apart from sends, so that a page hears at once whether its application is kept.
const writing = chain()
const QUEUE_WRITE_MS = 2_000

const queue = new Queue(APPLICATION_QUEUE, {
  // A sync that leaves one waiting fails, so the browser tries again later, with backoff.
  onSync: async () => {
    if ('sync' in self.registration && !(await serially(flush))) throw new Error('An application is still waiting')
  },
})

/** Kept in the queue first; only then is the page told who tries again ("none" when it could not be written), then it is tried. */
async function keep(application: Application, reply?: MessagePort) {
  const known = await recorded(application.id).catch(() => undefined)
  // Bounded whole, so that a stuck read never holds the next hand-over.
  const kept = await writing(() => withTimeout(write(application, known), QUEUE_WRITE_MS, 'the queue')).catch(() => false)
  // Refused by a setting or a browser flag ("Background Sync is disabled"): the worker alone.
  const sync = 'sync' in self.registration && (await self.registration.sync.getTags().then(() => true, () => false))
  reply?.postMessage({ keeper: !kept ? 'none' : sync ? 'sync' : 'worker', ended: known } satisfies Kept)
  if (kept) await serially(flush)
}

/** True once it is in the queue, or needs no place there (it has ended). */
async function write(application: Application, known: Ended | undefined) {
  if (known) return true
  if ((await Promise.all((await store.getAll()).map(applicationOf))).some((entry) => entry?.id === application.id)) {
    await queue.registerSync()
    return true
  }
  // Names the endpoint only: what goes is built from the application.
  const request = new Request(submissionUrl(formConfig(application.lang)), { method: 'POST' })
  await queue.pushRequest({ request, metadata: { application } })
  return true
}

// Only the active worker tries what waits: a new one waiting must not race the one in control.
self.addEventListener('activate', (event) => event.waitUntil(serially(flush)))
self.addEventListener('fetch', (event) => {
  if (siteNavigation(event.request, new URL(event.request.url))) event.waitUntil(serially(flush))
})
self.addEventListener('message', (event) => {
  const message = event.data as ApplicationMessage | null
  const source = event.source instanceof Client ? event.source.id : undefined
  if (message?.type === 'application-ended' && typeof message.id === 'string') event.waitUntil(serially(() => drop(message.id, source)))
  const application = message?.type === 'application' ? checkApplication(message.application) : undefined
  if (application) event.waitUntil(keep(application, event.ports[0]))
})

// The release before kept outcomes in this cache (this can go after 2026-12-01).
self.addEventListener('activate', (event) => event.waitUntil(caches.delete('application-results')))
