/** Who sends each application, or how it ended (README, "Sent once"); nothing the visitor typed. */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb'
import type { Ended, FieldErrors, Outcome } from './application'
import { KEEP_WAITING_MS } from './draft-store'

type LedgerRecord =
  | { id: string; status: 'sending'; token: string; until: number }
  | { id: string; status: 'sent' | 'refused' | 'discarded'; at: number; errors?: FieldErrors }

interface Ledger extends DBSchema {
  applications: { key: string; value: LedgerRecord }
}

/** Longer than a send may take: it runs out only when its sender is gone. */
export const CLAIM_MS = 20_000

let opened: Promise<IDBPDatabase<Ledger>> | undefined
function ledger() {
  opened ??= openDB<Ledger>('launchloop-applications', 1, {
    upgrade: (db) => db.createObjectStore('applications', { keyPath: 'id' }),
    terminated: () => (opened = undefined),
  }).catch((error: unknown) => {
    opened = undefined
    throw error
  })
  return opened
}

export type Known = Outcome | Ended | { status: 'busy' }

const ended = (record: Extract<LedgerRecord, { at: number }>): Ended =>
  record.status === 'refused' ? { status: 'refused', errors: record.errors ?? {} } : { status: record.status }

/** Any failure counts as someone else sending, never as leave to send; only a page with no worker and no IndexedDB sends unclaimed. */
export async function claim(id: string, now = Date.now()): Promise<string | Known> {
  const token = crypto.randomUUID()
  const db = await ledger().catch(() => undefined)
  if (!db) return typeof document !== 'undefined' && !navigator.serviceWorker?.controller ? token : { status: 'busy' }
  try {
    const tx = db.transaction('applications', 'readwrite')
    const record = await tx.store.get(id)
    if (record?.status === 'sending' && record.until > now) return { status: 'busy' }
    if (record && record.status !== 'sending') return ended(record)
    await tx.store.put({ id, status: 'sending', token, until: now + CLAIM_MS })
    await tx.done
    return token
  } catch {
    return { status: 'busy' }
  }
}

/** An end is noted; a send that did not reach HubSpot frees the application, if its sender still holds it. */
export async function note(id: string, outcome: Outcome | Ended, token?: string, now = Date.now()) {
  const tx = (await ledger()).transaction('applications', 'readwrite')
  const record = await tx.store.get(id)
  if (outcome.status === 'unreachable') {
    if (record?.status === 'sending' && record.token === token) await tx.store.delete(id)
  } else if (!(outcome.status === 'discarded' && (record?.status === 'sent' || record?.status === 'refused'))) {
    await tx.store.put({ id, status: outcome.status, at: now, errors: outcome.status === 'refused' ? outcome.errors : undefined })
  }
  await tx.done
}

export async function recorded(id: string) {
  const record = await (await ledger()).get('applications', id)
  return record && record.status !== 'sending' ? ended(record) : undefined
}

/** Ends are kept as long as any copy of the application may wait, so that none is sent again. */
export async function sweep(now = Date.now()) {
  const tx = (await ledger()).transaction('applications', 'readwrite')
  for (let cursor = await tx.store.openCursor(); cursor; cursor = await cursor.continue()) {
    if ((cursor.value.status === 'sending' ? cursor.value.until : cursor.value.at) < now - KEEP_WAITING_MS) await cursor.delete()
  }
  await tx.done
}
