/** The service worker's half: it keeps what a page hands over in Workbox's queue and sends it (docs/application.md). */
import { Queue, QueueStore, StorableRequest } from 'workbox-background-sync'
import { applicationText } from '../content/application'
import { DEFAULT_LANG } from '../ground/lang'
import { KEEP_DRAFT_MS, readDraft, saveDraft } from './draft'
import {
  APPLICATION_QUEUE,
  REFUSED_QUEUE,
  type ApplicationMessage,
  type HandOver,
  type Kept,
  type Tried,
} from './hand-over'
import { formConfig, submissionUrl } from './hubspot'
import { CLAIM_MS, recorded, sweep, withTimeout } from './ledger'
import { attempt, checkApplication, WORKER_SEND_TIMEOUT_MS } from './send'
import { hasEnded, type Application, type ApplicationValues, type Ended, type Status } from './status'

declare const self: ServiceWorkerGlobalScope

// Entries read and deleted one by one: Queue itself only shifts from the front.
const store = new QueueStore(APPLICATION_QUEUE)
const refused = new QueueStore(REFUSED_QUEUE)
type Entry = Awaited<ReturnType<QueueStore['getAll']>>[number]

/** Checked (unreadable: undefined); one the release before queued holds HubSpot's request instead (this can go after 2026-12-01). */
export async function applicationOf({ metadata, requestData, timestamp }: Entry) {
  try {
    const { application, id } = (metadata ?? {}) as { application?: unknown; id?: string }
    if (application) return checkApplication(application)
    const body = (await new StorableRequest(requestData).toRequest().json()) as {
      fields?: { name: string; value: string }[]
    }
    return checkApplication({
      id,
      savedAt: timestamp,
      values: Object.fromEntries((body.fields ?? []).map((field) => [field.name, field.value])),
    })
  } catch {
    return undefined
  }
}

async function announce(id: string, outcome: Ended, except?: string, values?: ApplicationValues) {
  const message: ApplicationMessage = { type: 'application-outcome', id, outcome, ...(values ? { values } : {}) }
  for (const client of await self.clients.matchAll({ type: 'window', includeUncontrolled: true }))
    if (client.id !== except) client.postMessage(message)
}

/** Names the endpoint only: what goes is built from the application. */
const requestFor = (application: Application) =>
  new Request(submissionUrl(formConfig(application.lang), self.location.origin), { method: 'POST' })

async function keepRefused(application: Application) {
  const requestData = (await StorableRequest.fromRequest(requestFor(application))).toObject()
  await refused.pushEntry({ requestData, timestamp: Date.now(), metadata: { application } })
}

/** A refused application's fields, taken back by the page that corrects them; any past the draft's 24 hours are deleted. */
async function takeBack(id?: string) {
  let fields: Application | undefined
  for (const entry of await refused.getAll()) {
    const application = await applicationOf(entry)
    if (application?.id !== id && entry.timestamp > Date.now() - KEEP_DRAFT_MS) continue
    if (application?.id === id) fields = application
    await refused.deleteEntry(entry.id)
  }
  return fields
}

async function drop(id: string, by?: string) {
  let held = false
  for (const entry of await store.getAll()) {
    const application = await applicationOf(entry)
    if (application?.id !== id) continue
    held = true
    await store.deleteEntry(entry.id)
  }
  await takeBack(id)
  const known = held ? await recorded(id).catch(() => undefined) : undefined
  if (known) await announce(id, known, by)
}

/** For the application a page handed over (`id`), as it asked (`as`), and told to it (`heard`) rather than announced (`source`, when watched). */
interface Flush {
  id?: string
  as?: HandOver
  source?: string
  heard?: (state: Status) => void
}

/** Whoever drops a copy announces how it ended, once; a refused one's fields wait for the page; a vanished sender's claim is retried when it runs out. */
async function flush({ id, as = {}, source, heard }: Flush = {}) {
  await sweep().catch(() => undefined)
  await takeBack().catch(() => undefined)
  let waiting = false
  let held = false
  for (const entry of await store.getAll()) {
    const application = await applicationOf(entry)
    const options = {
      timeout: WORKER_SEND_TIMEOUT_MS,
      ...(application?.id === id ? { first: as.first, retry: as.retry } : {}),
    }
    const state = application
      ? await attempt(application, self.location.origin, applicationText(application.lang ?? DEFAULT_LANG), options)
      : undefined
    if (application?.id === id && state) heard?.(state)
    held ||= state?.status === 'sending'
    if (state && !hasEnded(state)) waiting = true
    else await store.deleteEntry(entry.id)
    if (application && state?.status === 'refused') await keepRefused(application)
    const except = application?.id === id && as.watched ? source : undefined
    if (application && state && hasEnded(state))
      await announce(application.id, state, except, state.status === 'refused' ? application.values : undefined)
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

/** The worker's copy: found, or written from what the page handed over (never from a page that has no fields to hand). */
async function write(queue: Queue, application: Application, held: boolean) {
  const copy = (await Promise.all((await store.getAll()).map(applicationOf))).find(
    (entry) => entry?.id === application.id,
  )
  if (copy) {
    await queue.registerSync()
    return copy
  }
  if (held) return undefined
  await queue.pushRequest({ request: requestFor(application), metadata: { application } })
  return application
}

/** Where the ledger knows how it ended, a refused one's fields go back to the page. */
async function copyOf(queue: Queue, application: Application, held: boolean, known?: Ended) {
  if (known) return { copy: known.status === 'refused' ? await takeBack(application.id) : undefined, kept: true }
  const copy = await write(queue, application, held)
  return { copy, kept: Boolean(copy) }
}

async function keep(
  queue: Queue,
  { application, held = false, ...as }: Extract<ApplicationMessage, { type: 'application' }>,
  reply?: MessagePort,
  source?: string,
) {
  const known = await recorded(application.id).catch(() => undefined)
  // Bounded whole, so that a stuck read never holds the next hand-over.
  const { copy, kept } = await writing(() =>
    withTimeout(copyOf(queue, application, held, known), QUEUE_WRITE_MS, 'the queue'),
  ).catch(() => ({ copy: undefined, kept: false }))
  // Refused by a setting or a browser flag ("Background Sync is disabled"): the worker alone.
  const sync =
    'sync' in self.registration &&
    (await self.registration.sync.getTags().then(
      () => true,
      () => false,
    ))
  reply?.postMessage({
    keeper: !kept ? 'none' : sync ? 'sync' : 'worker',
    ended: known,
    ...(copy ? { application: copy } : {}),
  } satisfies Kept)
  if (!kept || known) return
  let outcome: Status | undefined
  await serially(() => flush({ id: application.id, as, source, heard: (state) => (outcome = state) }))
  // Sent by a try that came before this one's turn: the ledger says how.
  outcome ??= (await recorded(application.id).catch(() => undefined)) ?? { status: 'sending' }
  reply?.postMessage({ outcome } satisfies Tried)
}

/** The kill switch's page, before it deletes the queue: a draft whose fields the worker held gets them back, for the form to send. */
export async function giveBackHeld() {
  const draft = readDraft()
  if (!draft?.held) return
  const copy = (await Promise.all((await store.getAll()).map(applicationOf))).find((entry) => entry?.id === draft.id)
  if (copy) saveDraft(copy)
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
    if (message?.type === 'application-ended' && typeof message.id === 'string')
      event.waitUntil(serially(() => drop(message.id, source)))
    const application = message?.type === 'application' ? checkApplication(message.application) : undefined
    if (application)
      event.waitUntil(
        keep(
          queue,
          { ...(message as Extract<ApplicationMessage, { type: 'application' }>), application },
          event.ports[0],
          source,
        ),
      )
  })
  // The release before kept outcomes in this cache (this can go after 2026-12-01).
  self.addEventListener('activate', (event) => event.waitUntil(caches.delete('application-results')))
}
