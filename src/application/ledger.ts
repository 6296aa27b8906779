/** Who sends each application, or how it ended (docs/application.md, "Sent once"); nothing the visitor typed. */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb'
import { KEEP_WAITING_MS } from './draft'
import type { Answer, Ended, FieldErrors, Status } from './status'

type LedgerRecord = { id: string } & (
  | (Extract<Status, { status: 'sending' }> & { token: string; until: number; tries?: number })
  | (Extract<Status, { status: 'resting' }> & { tries: number })
  | { status: Ended['status']; at: number; errors?: FieldErrors }
)

interface Ledger extends DBSchema {
  applications: { key: string; value: LedgerRecord }
}

export const LEDGER_DB = 'launchloop-applications'

/** A blocked upgrade, a stuck disk: past this the ledger counts as failed, never as held by another sender. */
export const OPEN_TIMEOUT_MS = 3_000
/** Renewed every `RENEW_MS` while its send is in flight (`renew`), so it runs out only when its sender is gone. */
export const CLAIM_MS = 25_000
export const RENEW_MS = 10_000
export const BACKOFF_MS = 60_000
export const BACKOFF_CAP_MS = 60 * 60_000

export const backoff = (tries: number) => Math.min(BACKOFF_CAP_MS, BACKOFF_MS * 2 ** Math.max(0, tries - 1))
export const restUntil = (answer: { retryAt?: number }, tries: number, now = Date.now()) =>
  answer.retryAt ?? now + backoff(tries)

export const withTimeout = <T>(promise: Promise<T>, ms: number, what: string) =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what}: no answer in ${ms} ms`)), ms)
    promise.then(resolve, reject).finally(() => clearTimeout(timer))
  })

let opened: Promise<IDBPDatabase<Ledger>> | undefined
function ledger() {
  if (opened) return opened
  const forget = () => {
    if (opened === connection) opened = undefined
  }
  const opening = openDB<Ledger>(LEDGER_DB, 1, {
    upgrade: (db) => db.createObjectStore('applications', { keyPath: 'id' }),
    // A newer release's upgrade waits for this connection: let it go, the next use opens again.
    blocking: () => {
      forget()
      void opening.then((db) => db.close())
    },
    terminated: forget,
  })
  const connection = withTimeout(opening, OPEN_TIMEOUT_MS, 'the ledger').catch((error: unknown) => {
    forget()
    void opening.then(
      (db) => db.close(),
      () => undefined,
    )
    throw error
  })
  opened = connection
  return connection
}

const ended = (record: Extract<LedgerRecord, { at: number }>): Ended =>
  record.status === 'refused' ? { status: 'refused', errors: record.errors ?? {} } : { status: record.status }

/** `retry`: the visitor's own Try again, which may take an application resting after a send with no answer (never one HubSpot told to wait). */
export async function claim(
  id: string,
  at?: number,
  retry = false,
): Promise<string | Exclude<Status, { status: 'unreachable' }>> {
  const token = crypto.randomUUID()
  try {
    const db = await ledger()
    // Timed from when the ledger answers: opening it may take seconds.
    const now = at ?? Date.now()
    const tx = db.transaction('applications', 'readwrite')
    const record = await tx.store.get(id)
    if (record?.status === 'sending' && record.until > now) return { status: 'sending' }
    if (record?.status === 'resting' && record.until > now && !(retry && record.unanswered)) {
      return { status: 'resting', until: record.until, ...(record.unanswered ? { unanswered: true } : {}) }
    }
    if (record && 'at' in record) return ended(record)
    const tries = record && 'tries' in record ? record.tries : undefined
    await tx.store.put({ id, status: 'sending', token, until: now + CLAIM_MS, ...(tries ? { tries } : {}) })
    await tx.done
    return token
  } catch {
    return { status: 'failed' }
  }
}

export async function renew(id: string, token: string, now = Date.now()) {
  const tx = (await ledger()).transaction('applications', 'readwrite')
  const record = await tx.store.get(id)
  if (record?.status === 'sending' && record.token === token) await tx.store.put({ ...record, until: now + CLAIM_MS })
  await tx.done
}

/** A send with no answer may have reached HubSpot: it rests, so that a lost answer is not resent at every page view (one made offline never left). */
export async function note(
  id: string,
  state: Answer | Ended,
  token?: string,
  now = Date.now(),
): Promise<Extract<Status, { status: 'resting' }> | undefined> {
  let resting: Extract<Status, { status: 'resting' }> | undefined
  const tx = (await ledger()).transaction('applications', 'readwrite')
  const record = await tx.store.get(id)
  if (state.status === 'unreachable') {
    if (record?.status === 'sending' && record.token === token && state.offline) await tx.store.delete(id)
    else if (record?.status === 'sending' && record.token === token) {
      const tries = (record.tries ?? 0) + 1
      resting = {
        status: 'resting',
        until: restUntil(state, tries, now),
        ...(state.answered ? {} : { unanswered: true }),
      }
      await tx.store.put({ id, tries, ...resting })
    }
  } else if (!(state.status === 'discarded' && (record?.status === 'sent' || record?.status === 'refused'))) {
    await tx.store.put({
      id,
      status: state.status,
      at: now,
      errors: state.status === 'refused' ? state.errors : undefined,
    })
  }
  await tx.done
  return resting
}

export async function recorded(id: string) {
  const record = await (await ledger()).get('applications', id)
  return record && 'at' in record ? ended(record) : undefined
}

/** Ends are kept as long as any copy of the application may wait, so that none is sent again. */
export async function sweep(now = Date.now()) {
  const tx = (await ledger()).transaction('applications', 'readwrite')
  for (let cursor = await tx.store.openCursor(); cursor; cursor = await cursor.continue()) {
    if (('at' in cursor.value ? cursor.value.at : cursor.value.until) < now - KEEP_WAITING_MS) await cursor.delete()
  }
  await tx.done
}
