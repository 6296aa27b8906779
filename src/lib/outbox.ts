/**
 * The service worker's outbox for applications (src/sw.ts), apart from the worker's globals so
 * that it can be tested: a queue (workbox-background-sync's Queue in the worker), a way to send,
 * a way to report. Every task runs after the one before has finished: a Background Sync, a page's
 * flush and a page's new application never interleave, so none is sent twice.
 */
import type { SubmissionResult } from './application'

export interface OutboxEntry {
  request: Request
  metadata?: object
}

/** The part of workbox-background-sync's Queue the outbox uses. */
export interface OutboxQueue {
  pushRequest(entry: OutboxEntry): Promise<void>
  shiftRequest(): Promise<OutboxEntry | undefined>
  unshiftRequest(entry: OutboxEntry): Promise<void>
  getAll(): Promise<OutboxEntry[]>
}

export interface OutboxOptions {
  queue: OutboxQueue
  /** Sends one request: HubSpot's answer read, or undefined when the network failed. */
  send: (request: Request) => Promise<SubmissionResult | undefined>
  /** Tells the pages how an application ended (or that it waits). */
  report: (id: string, result: SubmissionResult) => Promise<void>
  /** A result already reported for this application, if any. */
  known: (id: string) => Promise<SubmissionResult | undefined>
}

const idOf = (entry: OutboxEntry) => String((entry.metadata as { id?: string } | undefined)?.id)

export function createOutbox({ queue, send, report, known }: OutboxOptions) {
  let tail: Promise<unknown> = Promise.resolve()
  function serially<T>(task: () => Promise<T>): Promise<T> {
    const run = tail.then(task)
    tail = run.catch(() => undefined)
    return run
  }

  /** Sends what the queue holds, oldest first; true when it is empty. */
  async function flushNow(): Promise<boolean> {
    for (;;) {
      const entry = await queue.shiftRequest()
      if (!entry) return true
      const result = await send(entry.request)
      if (!result) {
        await queue.unshiftRequest(entry)
        return false
      }
      await report(idOf(entry), result)
    }
  }

  return {
    /** Sends everything waiting; resolves true when nothing is left. */
    flush: () => serially(flushNow),
    /**
     * An application from a page: sent now, or kept if the network fails. The same application
     * asked for again (a retry, a second tab, a reload) is only reported again if it was answered,
     * or flushed with the rest if it waits.
     */
    submit: (id: string, request: Request) =>
      serially(async () => {
        const answered = await known(id)
        if (answered) return report(id, answered)
        if ((await queue.getAll()).some((entry) => idOf(entry) === id)) return void (await flushNow())
        const result = await send(request.clone())
        if (result) return report(id, result)
        await queue.pushRequest({ request, metadata: { id } })
        await report(id, { status: 'queued' })
      }),
  }
}
