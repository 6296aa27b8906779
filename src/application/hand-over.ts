/** The page's half of the messages with the service worker (its half: worker.ts). */
import type { Application, Ended } from './status'

export const APPLICATION_QUEUE = 'applications'
/** Workbox's own name for the database of its queues, which it does not export (a test holds the two equal). */
export const QUEUE_DB = 'workbox-background-sync'

export type ApplicationMessage =
  | { type: 'application'; application: Application }
  | { type: 'application-ended'; id: string }
  | { type: 'application-outcome'; id: string; outcome: Ended }

export type Keeper = 'sync' | 'worker' | 'page' | 'none'
export interface Kept {
  keeper: Keeper
  ended?: Ended
}

/** Longer than the worker's worst case (the ledger's open, its queue write); a worker of a release before this protocol never answers. */
const REPLY_MS = 6_000

const activeWorker = async () => (await navigator.serviceWorker?.getRegistration().catch(() => undefined))?.active

/** The worker keeps and tries it, and says so; it applies the ledger, so handing it over twice is harmless. */
export async function handOver(application: Application): Promise<Kept> {
  const worker = await activeWorker()
  if (!worker) return { keeper: 'page' }
  const channel = new MessageChannel()
  return new Promise<Kept>((resolve) => {
    const timer = setTimeout(() => resolve({ keeper: 'page' }), REPLY_MS)
    channel.port1.onmessage = ({ data }: MessageEvent<Kept>) => {
      clearTimeout(timer)
      resolve(data)
    }
    worker.postMessage({ type: 'application', application } satisfies ApplicationMessage, [channel.port2])
  })
}

export async function tellEnded(id: string) {
  ;(await activeWorker())?.postMessage({ type: 'application-ended', id } satisfies ApplicationMessage)
}

export function onEnded(listener: (id: string, ended: Ended) => void) {
  const container = navigator.serviceWorker
  const onMessage = ({ data }: MessageEvent<ApplicationMessage | null>) => {
    if (data?.type === 'application-outcome') listener(data.id, data.outcome)
  }
  container?.addEventListener('message', onMessage)
  return () => container?.removeEventListener('message', onMessage)
}
