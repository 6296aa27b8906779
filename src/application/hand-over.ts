import type { Application, ApplicationMessage, Ended } from './send'

/** The worker's queue of applications waiting to be sent (src/sw.ts). */
export const APPLICATION_QUEUE = 'applications'
/** Workbox keeps every queue in this IndexedDB database: its own name, which it does not export (a test holds the two equal). */
export const QUEUE_DB = 'workbox-background-sync'

/** Who tries again: the worker with Background Sync, the worker when the site opens, only this page, or `none`: the worker could not keep it. */
export type Keeper = 'sync' | 'worker' | 'page' | 'none'
export interface Kept {
  keeper: Keeper
  ended?: Ended
}

/**
 * A worker of a release before this protocol never answers: then this page keeps it. Longer than
 * the worker's own worst case, the ledger's open and its queue write (src/sw.ts).
 */
const REPLY_MS = 6_000

const activeWorker = async () => (await navigator.serviceWorker?.getRegistration().catch(() => undefined))?.active

/** The worker keeps and tries it, and says so; it applies the ledger, so handing it over twice is harmless. */
export async function handOff(application: Application): Promise<Kept> {
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

export async function ended(id: string) {
  ;(await activeWorker())?.postMessage({ type: 'application-ended', id } satisfies ApplicationMessage)
}

export function onOutcome(listener: (id: string, outcome: Ended) => void) {
  const container = navigator.serviceWorker
  const onMessage = ({ data }: MessageEvent<ApplicationMessage | null>) => {
    if (data?.type === 'application-outcome') listener(data.id, data.outcome)
  }
  container?.addEventListener('message', onMessage)
  return () => container?.removeEventListener('message', onMessage)
}
