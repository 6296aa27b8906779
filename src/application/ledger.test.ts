// The browser's IndexedDB, in memory: this file runs without a DOM.
import 'fake-indexeddb/auto'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { KEEP_WAITING_MS } from './draft'
import { BACKOFF_MS, claim, CLAIM_MS, note, recorded, renew, sweep } from './ledger'

const held = (claimed: unknown) => typeof claimed === 'string'

describe('the ledger of applications', () => {
  it('gives an application to one sender at a time, and to the next once a vanished sender’s claim runs out', async () => {
    const id = crypto.randomUUID()
    expect(held(await claim(id, 0))).toBe(true)
    expect(await claim(id, CLAIM_MS - 1)).toEqual({ status: 'sending' })
    expect(held(await claim(id, CLAIM_MS + 1))).toBe(true)
  })

  it('lets a late sender free or rest only its own claim, never the next sender’s', async () => {
    const id = crypto.randomUUID()
    const late = await claim(id, 0)
    const next = await claim(id, CLAIM_MS + 1)
    await note(id, { status: 'unreachable' }, late as string, CLAIM_MS + 2)
    await renew(id, late as string, CLAIM_MS + 2)
    expect(await claim(id, CLAIM_MS + 2)).toEqual({ status: 'sending' })
    // Made offline, the send never left the device: free at once.
    await note(id, { status: 'unreachable', offline: true }, next as string)
    expect(held(await claim(id, CLAIM_MS + 3))).toBe(true)
  })

  it('keeps a claim while its send is in flight, however long HubSpot takes to answer', async () => {
    const id = crypto.randomUUID()
    const token = (await claim(id, 0)) as string
    for (let at = 10_000; at <= 60_000; at += 10_000) {
      await renew(id, token, at)
      expect(await claim(id, at + CLAIM_MS - 1), `${at} ms`).toEqual({ status: 'sending' })
    }
    expect(held(await claim(id, 60_000 + CLAIM_MS))).toBe(true)
  })

  it('rests an application whose send had no answer, with the backoff of a wait; only the visitor’s own Try again takes it before then', async () => {
    const id = crypto.randomUUID()
    const first = await claim(id, 0)
    expect(await note(id, { status: 'unreachable' }, first as string, 0)).toEqual({
      status: 'resting',
      until: BACKOFF_MS,
      unanswered: true,
    })
    expect(await claim(id, BACKOFF_MS - 1)).toEqual({ status: 'resting', until: BACKOFF_MS, unanswered: true })
    const retried = await claim(id, 1, true)
    expect(held(retried)).toBe(true)
    // The second in a row rests twice as long.
    expect(await note(id, { status: 'unreachable' }, retried as string, 1)).toEqual({
      status: 'resting',
      until: 1 + 2 * BACKOFF_MS,
      unanswered: true,
    })
    // HubSpot's own wait is never cut short, not even by the visitor.
    const third = await claim(id, 1 + 2 * BACKOFF_MS)
    await note(id, { status: 'unreachable', answered: true }, third as string, 2 * BACKOFF_MS)
    expect(await claim(id, 2 * BACKOFF_MS + 1, true)).toEqual({
      status: 'resting',
      until: 2 * BACKOFF_MS + 4 * BACKOFF_MS,
    })
  })

  it('keeps how an application ended for as long as any copy of it may wait, then forgets it', async () => {
    const [sent, refused, discarded] = [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()]
    await note(sent, { status: 'sent' }, undefined, 0)
    await note(refused, { status: 'refused', errors: { email: 'Enter an email address' } }, undefined, 0)
    await note(discarded, { status: 'discarded' }, undefined, 0)
    expect(await claim(sent, 1)).toEqual({ status: 'sent' })
    expect(await claim(refused, 1)).toEqual({ status: 'refused', errors: { email: 'Enter an email address' } })
    expect(await claim(discarded, 1)).toEqual({ status: 'discarded' })
    await note(sent, { status: 'discarded' }, undefined, 2)
    expect(await recorded(sent)).toEqual({ status: 'sent' })
    await sweep(KEEP_WAITING_MS)
    expect(await recorded(sent)).toBeDefined()
    await sweep(KEEP_WAITING_MS + 1)
    expect(await recorded(sent)).toBeUndefined()
  })
})

describe('a ledger that cannot be written', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.useRealTimers()
    vi.resetModules()
  })
  const freshLedger = async () => {
    vi.resetModules()
    return import('./ledger')
  }

  it('says it failed, never that another sender holds it, when storage refuses the write', async () => {
    const full = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
    }
    vi.stubGlobal('indexedDB', { open: full })
    const { claim } = await freshLedger()
    expect(await claim(crypto.randomUUID())).toEqual({ status: 'failed' })
  })

  it('lets a page send straight away, and keep HubSpot’s wait itself, where the worker only waits', async () => {
    vi.stubGlobal('indexedDB', {
      open: () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
      },
    })
    vi.resetModules()
    const { attempt } = await import('./send')
    const { applicationText } = await import('../content/application')
    const { answerSubmissions } = await import('../../tests/unit/forms-api')
    const text = applicationText('en')
    const application = { id: crypto.randomUUID(), savedAt: Date.now(), values: { firstname: 'Ada' } }
    const calls = answerSubmissions('network', { status: 429, headers: { 'Retry-After': '60' } }, 200)
    expect(await attempt(application, 'https://www.launchloop.example', text)).toEqual({ status: 'failed' })
    expect(calls).toHaveLength(0)
    expect(await attempt(application, 'https://www.launchloop.example', text, { direct: true })).toEqual({
      status: 'failed',
    })
    expect(await attempt(application, 'https://www.launchloop.example', text, { direct: true })).toEqual({
      status: 'resting',
      until: expect.any(Number),
    })
    expect(await attempt(application, 'https://www.launchloop.example', text, { direct: true })).toEqual({
      status: 'sent',
    })
    expect(calls).toHaveLength(3)
  })

  it('gives up opening after its time (another tab blocking it), and says it failed', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    // A request that never succeeds, as when another tab's connection blocks the upgrade.
    vi.stubGlobal('indexedDB', {
      open: () =>
        Object.create(IDBOpenDBRequest.prototype, {
          addEventListener: { value: () => {} },
          removeEventListener: { value: () => {} },
        }),
    })
    const { claim, OPEN_TIMEOUT_MS } = await freshLedger()
    const claimed = claim(crypto.randomUUID())
    await vi.advanceTimersByTimeAsync(OPEN_TIMEOUT_MS - 1)
    expect(await Promise.race([claimed, 'still opening'])).toBe('still opening')
    await vi.advanceTimersByTimeAsync(1)
    expect(await claimed).toEqual({ status: 'failed' })
  })
})
