import { describe, expect, it } from 'vitest'
import type { SubmissionResult } from './application'
import { createOutbox, type OutboxEntry, type OutboxQueue } from './outbox'

/** A queue in memory whose reads take longer than its removals, as IndexedDB may order them. */
function memoryQueue(entries: OutboxEntry[] = []): OutboxQueue & { entries: OutboxEntry[] } {
  const later = (ms: number) => new Promise((done) => setTimeout(done, ms))
  return {
    entries,
    pushRequest: async (entry) => void entries.push(entry),
    shiftRequest: async () => entries.shift(),
    unshiftRequest: async (entry) => void entries.unshift(entry),
    getAll: async () => {
      const snapshot = [...entries]
      await later(5)
      return snapshot
    },
  }
}

const request = () => new Request('https://api.hsforms.com/submissions/v3/integration/submit/1/2', { method: 'POST', body: '{}' })

function harness({ online = true, entries = [] as OutboxEntry[] } = {}) {
  const queue = memoryQueue(entries)
  const sent: Request[] = []
  const reports: [string, SubmissionResult][] = []
  const state = { online }
  const outbox = createOutbox({
    queue,
    send: async (sending) => {
      await new Promise((done) => setTimeout(done, 1))
      if (!state.online) return undefined
      sent.push(sending)
      return { status: 'sent' }
    },
    report: async (id, result) => void reports.push([id, result]),
    known: async (id) => reports.find(([reported, result]) => reported === id && result.status !== 'queued')?.[1],
  })
  return { outbox, queue, sent, reports, state }
}

describe('the application outbox', () => {
  it('sends an application at once when it can', async () => {
    const { outbox, sent, reports, queue } = harness()
    await outbox.submit('a', request())
    expect(sent).toHaveLength(1)
    expect(reports).toEqual([['a', { status: 'sent' }]])
    expect(queue.entries).toEqual([])
  })

  it('keeps one the network refuses, reports it waiting, and sends it on the next flush', async () => {
    const { outbox, sent, reports, queue, state } = harness({ online: false })
    await outbox.submit('a', request())
    expect(reports).toEqual([['a', { status: 'queued' }]])
    expect(queue.entries).toHaveLength(1)
    expect(await outbox.flush()).toBe(false)
    expect(queue.entries).toHaveLength(1)
    state.online = true
    expect(await outbox.flush()).toBe(true)
    expect(sent).toHaveLength(1)
    expect(reports.at(-1)).toEqual(['a', { status: 'sent' }])
    expect(queue.entries).toEqual([])
  })

  it('sends once when a sync and the page asking again for the same application come together', async () => {
    const waiting: OutboxEntry = { request: request(), metadata: { id: 'a' } }
    const { outbox, sent } = harness({ entries: [waiting] })
    // The sync takes the entry out while the page's request is still reading the queue.
    await Promise.all([outbox.flush(), outbox.submit('a', request()), outbox.flush(), outbox.submit('a', request())])
    expect(sent).toHaveLength(1)
  })

  it('only reports again an application already answered', async () => {
    const { outbox, sent, reports } = harness()
    await outbox.submit('a', request())
    await outbox.submit('a', request())
    expect(sent).toHaveLength(1)
    expect(reports).toEqual([
      ['a', { status: 'sent' }],
      ['a', { status: 'sent' }],
    ])
  })
})
