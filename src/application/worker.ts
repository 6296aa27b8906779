/** The service worker's half: it keeps what a page hands over in Workbox's queue and sends it (docs/application.md). */
import { Queue, QueueStore, StorableRequest } from 'workbox-background-sync'
import { applicationText } from '../content/application'
import { APPLICATION_QUEUE, type ApplicationMessage, type Kept } from './hand-over'
import { formConfig, submissionUrl } from './hubspot'
import { CLAIM_MS, recorded, sweep, withTimeout } from './ledger'
import { attempt, checkApplication } from './send'
import { hasEnded, type Application, type Ended } from './status'

declare const self: ServiceWorkerGlobalScope

// Entries read and deleted one by one: Queue itself only shifts from the front.
const store = new QueueStore(APPLICATION_QUEUE)
type Entry = Awaited<ReturnType<QueueStore['getAll']>>[number]

/** Checked (unreadable: undefined); one the release before queued holds HubSpot's request instead (this can go after 2026-12-01). */
export async function applicationOf({ metadata, requestData, timestamp }: Entry) {
  try {
    const { application, id } = (metadata ?? {}) as { application?: unknown; id?: string }
    if (application) return checkApplication(application)
    const body = (await new StorableRequest(requestData).toRequest().json()) as { fields?: { name: string; value: string }[] }
    return checkApplication({ id, savedAt: timestamp, values: Object.fromEntries((body.fields ?? []).map((field) => [field.name, field.value])) })
  } catch {
    return undefined
  }
}

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

/** Whoever drops a copy announces how it ended, once; a vanished sender's claim is retried when it runs out. */
async function flush() {
  await sweep().catch(() => undefined)
  let waiting = false
  let held = false
  for (const entry of await store.getAll()) {
    const application = await applicationOf(entry)
    const state = application ? await attempt(application, self.location.origin, applicationText(application.lang ?? 'en')) : undefined
    held ||= state?.status === 'sending'
    if (state && !hasEnded(state)) waiting = true
    else await store.deleteEntry(entry.id)
    if (application && state && hasEnded(state)) await announce(application.id, state)
  }
  if (held) setTimeout(() => void serially(flush), CLAIM_MS)
  return !waiting
}

function chain() {
  let tail: Promise<unknown> = Promise.resolve()
  return <T>(task: () => Promise<T>) => (tail = tail.catch(() => undefined).then(task)) as Promise<T>
}
const serially = chain()
// Writes apart from sends, so that a page hears at once whether its application is kept.
const writing = chain()
const QUEUE_WRITE_MS = 2_000

async function write(queue: Queue, application: Application, known: Ended | undefined) {
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

async function keep(queue: Queue, application: Application, reply?: MessagePort) {
  const known = await recorded(application.id).catch(() => undefined)
  // Bounded whole, so that a stuck read never holds the next hand-over.
  const kept = await writing(() => withTimeout(write(queue, application, known), QUEUE_WRITE_MS, 'the queue')).catch(() => false)
  // Refused by a setting or a browser flag ("Background Sync is disabled"): the worker alone.
  const sync = 'sync' in self.registration && (await self.registration.sync.getTags().then(() => true, () => false))
  reply?.postMessage({ keeper: !kept ? 'none' : sync ? 'sync' : 'worker', ended: known } satisfies Kept)
  if (kept) await serially(flush)
}

/** Only the active worker tries what waits: a new one waiting must not race the one in control. */
export function sendWaitingApplications(isPageLoad: (request: Request) => boolean) {
  const queue = new Queue(APPLICATION_QUEUE, {
    // A sync that leaves one waiting fails, so the browser tries again later, with backoff.
    onSync: async () => {
      if ('sync' in self.registration && !(await serially(flush))) throw new Error('An application is still waiting')
    },
  })
  self.addEventListener('activate', (event) => event.waitUntil(serially(flush)))
  self.addEventListener('fetch', (event) => {
    if (isPageLoad(event.request)) event.waitUntil(serially(flush))
  })
  self.addEventListener('message', (event) => {
    const message = event.data as ApplicationMessage | null
    const source = event.source instanceof Client ? event.source.id : undefined
    if (message?.type === 'application-ended' && typeof message.id === 'string') event.waitUntil(serially(() => drop(message.id, source)))
    const application = message?.type === 'application' ? checkApplication(message.application) : undefined
    if (application) event.waitUntil(keep(queue, application, event.ports[0]))
  })
  // The release before kept outcomes in this cache (this can go after 2026-12-01).
  self.addEventListener('activate', (event) => event.waitUntil(caches.delete('application-results')))
}
