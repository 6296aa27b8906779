/** The application's draft, never the consent box; free of content modules, as every page reads it. */
import type { Lang } from '../content/locale'

export interface Draft {
  savedAt: number
  values: Record<string, string>
  /** The visitor pressed Send: the application, under this id, waits to be sent. */
  id?: string
  /** The language of the form it was typed in; English when absent. */
  lang?: Lang
  errors?: Record<string, string>
}

export const DRAFT_KEY = 'launchloop:application-draft'
const HOUR_MS = 60 * 60 * 1000
/** The next person on a shared computer never sees a draft a day old. */
export const KEEP_DRAFT_MS = 24 * HOUR_MS
export const KEEP_WAITING_MS = 7 * KEEP_DRAFT_MS
/** Both, as the form's small print and the privacy notice state them. */
export const keptFor = { draftHours: KEEP_DRAFT_MS / HOUR_MS, waitingDays: KEEP_WAITING_MS / (24 * HOUR_MS) }
/** A waiting application this close to being deleted is announced, with a way to email it. */
export const EXPIRY_WARNING_MS = 2 * KEEP_DRAFT_MS
export const expiresSoon = (savedAt: number, now = Date.now()) => savedAt + KEEP_WAITING_MS - now <= EXPIRY_WARNING_MS

/** With cookies blocked, merely reading `localStorage` throws: the form then works without a copy. */
function local() {
  try {
    return localStorage
  } catch {
    return undefined
  }
}

export function readDraft(now = Date.now()): Draft | undefined {
  try {
    const { savedAt, values, id, errors, lang } = (JSON.parse(local()?.getItem(DRAFT_KEY) ?? 'null') ?? {}) as Partial<Draft>
    const fresh = typeof savedAt === 'number' && Math.abs(now - savedAt) <= (id ? KEEP_WAITING_MS : KEEP_DRAFT_MS)
    if (fresh && typeof values === 'object' && values !== null) {
      return {
        savedAt,
        values,
        ...(typeof id === 'string' ? { id } : {}),
        ...(typeof errors === 'object' && errors ? { errors } : {}),
        ...(lang === 'ar' || lang === 'en' ? { lang } : {}),
      }
    }
  } catch {
    // Unreadable: deleted below.
  }
  clearDraft()
  return undefined
}

/** False where storage is refused or full: the form still works, without a copy. */
export function saveDraft(draft: Draft) {
  try {
    local()!.setItem(DRAFT_KEY, JSON.stringify(draft))
    return true
  } catch {
    return false
  }
}

/**
 * Never replaces another application waiting to be sent (another tab's, which only the draft may
 * hold where there is no worker): false then, as where storage is refused.
 */
export function saveOwnDraft(draft: Draft, replacing = draft.id) {
  const current = readDraft()
  return current?.id && current.id !== replacing ? false : saveDraft(draft)
}

export const clearDraft = () => local()?.removeItem(DRAFT_KEY)

/** Clears this application's draft, or a draft of typing, never another application waiting. */
export function clearOwnDraft(id?: string) {
  const current = readDraft()
  if (!current?.id || current.id === id) clearDraft()
}
