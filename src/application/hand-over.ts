/** The page's half of the messages with the service worker (its half: worker.ts). */
import type { Application, ApplicationValues, Ended, Status } from './status'

export const APPLICATION_QUEUE = 'applications'
/** A refused application's fields, kept by the worker for the page that corrects it (docs/application.md, "What is kept"). */
export const REFUSED_QUEUE = 'applications-refused'
/** Workbox's own name for the database of its queues, which it does not export (a test holds the two equal). */
export const QUEUE_DB = 'workbox-background-sync'

/** `held`: the worker holds the fields, so it writes none it lacks; `watched`: the form shows the worker's report, so no toast of it. */
export interface HandOver {
  held?: boolean
  first?: boolean
  retry?: boolean
  watched?: boolean
}

export type ApplicationMessage =
  | ({ type: 'application'; application: Application } & HandOver)
  | { type: 'application-ended'; id: string }
  /** `values`: a refused application's fields, for the draft to correct. */
  | { type: 'application-outcome'; id: string; outcome: Ended; values?: ApplicationValues }

export type Keeper = 'sync' | 'worker' | 'page' | 'none'
/** The worker's first answer: who keeps it, how it ended, and its copy of the fields where it holds them. */
export interface Kept {
  keeper: Keeper
  ended?: Ended
  application?: Application
}
/** Its second, once it has tried to send it: what the form shows, as if the page had sent it. */
export interface Tried {
  outcome: Status
}

/** Longer than the worker's worst case (the ledger's open, its queue write); an older worker never answers. */
const REPLY_MS = 6_000

const activeWorker = async () => (await navigator.serviceWorker?.getRegistration().catch(() => undefined))?.active

/** The worker applies the ledger, so handing it over twice is harmless; `outcome` is undefined where it never says. */
export async function handOver(
  application: Application,
  options: HandOver = {},
  outcomeMs = REPLY_MS,
): Promise<Kept & { outcome?: Promise<Status | undefined> }> {
  const worker = await activeWorker()
  if (!worker) return { keeper: 'page' }
  const channel = new MessageChannel()
  let tried: (outcome: Status | undefined) => void = () => undefined
  const outcome = new Promise<Status | undefined>((resolve) => (tried = resolve))
  return new Promise((resolve) => {
    let timer = setTimeout(() => resolve({ keeper: 'page' }), REPLY_MS)
    channel.port1.onmessage = ({ data }: MessageEvent<Kept | Tried>) => {
      clearTimeout(timer)
      if ('outcome' in data) return tried(data.outcome)
      // Its send may take as long as the worker lets it (send.ts); past that, it never answers.
      timer = setTimeout(() => tried(undefined), outcomeMs)
      resolve({ ...data, outcome })
    }
    worker.postMessage({ type: 'application', application, ...options } satisfies ApplicationMessage, [channel.port2])
  })
}

export async function tellEnded(id: string) {
  ;(await activeWorker())?.postMessage({ type: 'application-ended', id } satisfies ApplicationMessage)
}

export function onEnded(listener: (id: string, ended: Ended, values?: ApplicationValues) => void) {
  const container = navigator.serviceWorker
  const onMessage = ({ data }: MessageEvent<ApplicationMessage | null>) => {
    if (data?.type === 'application-outcome') listener(data.id, data.outcome, data.values)
  }
  container?.addEventListener('message', onMessage)
  return () => container?.removeEventListener('message', onMessage)
}
