// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest'
import {
  applicationIn,
  clearDraft,
  clearOwnDraft,
  DRAFT_KEY,
  EXPIRY_WARNING_MS,
  expiresSoon,
  holdDraft,
  KEEP_DRAFT_MS,
  KEEP_WAITING_MS,
  readDraft,
  saveDraft,
  saveOwnDraft,
  settleDraft,
} from './draft'

describe('the draft on the device', () => {
  it('is read back within a day, and deleted after', () => {
    saveDraft({ savedAt: 0, values: { firstname: 'Ada' } })
    expect(readDraft(KEEP_DRAFT_MS)).toEqual({ savedAt: 0, values: { firstname: 'Ada' } })
    expect(readDraft(KEEP_DRAFT_MS + 1)).toBeUndefined()
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull()
  })

  it('is kept a week while its application waits to be sent, and no longer', () => {
    saveDraft({ savedAt: 0, values: { firstname: 'Ada' }, id: 'a-1' })
    expect(readDraft(KEEP_WAITING_MS)?.id).toBe('a-1')
    expect(readDraft(KEEP_WAITING_MS + 1)).toBeUndefined()
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull()
  })

  it('keeps where the visit began with an application waiting, to send with it; never with what is only typed', () => {
    const source = { utm_source: 'newsletter', landing: '/' }
    saveDraft({ savedAt: 0, values: { firstname: 'Ada' }, id: 'a-1', source })
    expect(applicationIn(readDraft(0))).toEqual({ savedAt: 0, values: { firstname: 'Ada' }, id: 'a-1', source })
    saveDraft({ savedAt: 0, values: { firstname: 'Ada' }, source })
    expect(readDraft(0)).not.toHaveProperty('source')
    clearDraft()
  })

  it('deletes what it cannot read, or a draft that says nothing of its age', () => {
    localStorage.setItem(DRAFT_KEY, '{not json')
    expect(readDraft()).toBeUndefined()
    localStorage.setItem(DRAFT_KEY, JSON.stringify({ values: { firstname: 'Ada' }, state: 'editing' }))
    expect(readDraft()).toBeUndefined()
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull()
  })
})

describe('an application waiting to be sent', () => {
  it('is never replaced by typing in another tab’s form, which is saved again once it has gone', () => {
    const now = Date.now()
    saveDraft({ id: 'waiting', savedAt: now, values: { firstname: 'Ada' } })
    expect(saveOwnDraft({ savedAt: now, values: { firstname: 'Grace' } })).toBe(false)
    expect(readDraft()).toMatchObject({ id: 'waiting', values: { firstname: 'Ada' } })
    clearDraft()
    expect(saveOwnDraft({ savedAt: now, values: { firstname: 'Grace' } })).toBe(true)
    expect(readDraft()).toMatchObject({ values: { firstname: 'Grace' } })
  })

  it('is cleared only by its own sender: another tab’s send or discard leaves it', () => {
    saveDraft({ id: 'waiting', savedAt: Date.now(), values: { firstname: 'Ada' } })
    expect(saveOwnDraft({ id: 'second', savedAt: Date.now(), values: { firstname: 'Grace' } })).toBe(false)
    clearOwnDraft('second')
    clearOwnDraft(undefined)
    expect(readDraft()).toMatchObject({ id: 'waiting' })
    // Refused, it becomes a draft to correct, in place of its own waiting copy.
    expect(saveOwnDraft({ savedAt: Date.now(), values: { firstname: 'Ada' }, errors: {} }, 'waiting')).toBe(true)
    clearOwnDraft('waiting')
    expect(readDraft()).toBeUndefined()
  })

  it('is settled by how it ended: refused, its fields stay with the errors; sent or discarded, it goes; another’s stays', () => {
    const waiting = { id: 'waiting', savedAt: 0, values: { firstname: 'Ada' }, lang: 'ar' as const }
    expect(applicationIn(waiting)).toEqual(waiting)
    expect(applicationIn({ savedAt: 0, values: {} })).toBeUndefined()
    saveDraft(waiting)
    settleDraft('another', { status: 'sent' }, 1)
    expect(readDraft(1)).toEqual(waiting)
    settleDraft('waiting', { status: 'refused', errors: { email: 'Enter an email address' } }, 1)
    expect(readDraft(1)).toEqual({
      savedAt: 1,
      values: { firstname: 'Ada' },
      errors: { email: 'Enter an email address' },
      lang: 'ar',
    })
    for (const status of ['sent', 'discarded'] as const) {
      saveDraft(waiting)
      settleDraft('waiting', { status }, 1)
      expect(readDraft(1)).toBeUndefined()
    }
  })

  it('keeps only what a page needs to find an application once the worker holds its fields, and takes them back to correct', () => {
    const now = Date.now()
    saveDraft({ id: 'held', savedAt: now, values: { firstname: 'Ada', message: 'An engine' }, lang: 'ar' })
    holdDraft('another')
    expect(readDraft()?.values).toEqual({ firstname: 'Ada', message: 'An engine' })
    holdDraft('held')
    expect(JSON.parse(localStorage.getItem(DRAFT_KEY)!)).toEqual({ id: 'held', savedAt: now, lang: 'ar' })
    expect(readDraft()).toEqual({ id: 'held', savedAt: now, values: {}, held: true, lang: 'ar' })
    expect(applicationIn(readDraft())).toEqual({ id: 'held', savedAt: now, values: {}, lang: 'ar' })
    // Typing in another tab still never replaces it.
    expect(saveOwnDraft({ savedAt: now, values: { firstname: 'Grace' } })).toBe(false)
    expect(settleDraft('held', { status: 'refused', errors: {} }, now, { firstname: 'Ada' })).toBe(true)
    expect(readDraft()).toEqual({ savedAt: now, values: { firstname: 'Ada' }, errors: {}, lang: 'ar' })
  })

  it('is announced as about to be deleted from its last days on', () => {
    expect(expiresSoon(0, KEEP_WAITING_MS - EXPIRY_WARNING_MS - 1)).toBe(false)
    expect(expiresSoon(0, KEEP_WAITING_MS - EXPIRY_WARNING_MS)).toBe(true)
  })
})

describe('with storage refused (cookies blocked)', () => {
  it('keeps no draft and never fails', () => {
    const refused = vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError')
    })
    expect(saveDraft({ savedAt: 0, values: { firstname: 'Ada' } })).toBe(false)
    expect(readDraft()).toBeUndefined()
    expect(() => clearDraft()).not.toThrow()
    refused.mockRestore()
  })
})
