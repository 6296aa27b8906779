/** The application's draft; free of content modules, as every page reads it. */
import { DRAFT_KEY, local } from './draft-key'
import type { Application, Ended, FieldErrors } from './status'

export { DRAFT_KEY }

/** The form as typed; with an `id`, the visitor pressed Send and that application waits to be sent. */
export type Draft = Omit<Application, 'id'> & { id?: string; errors?: FieldErrors }

const HOUR_MS = 60 * 60 * 1000
/** The next person on a shared computer never sees a draft a day old. */
export const KEEP_DRAFT_MS = 24 * HOUR_MS
export const KEEP_WAITING_MS = 7 * KEEP_DRAFT_MS
export const keptFor = { draftHours: KEEP_DRAFT_MS / HOUR_MS, waitingDays: KEEP_WAITING_MS / (24 * HOUR_MS) }
export const EXPIRY_WARNING_MS = 2 * KEEP_DRAFT_MS
export const expiresSoon = (savedAt: number, now = Date.now()) => savedAt + KEEP_WAITING_MS - now <= EXPIRY_WARNING_MS

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

export function saveDraft(draft: Draft) {
  try {
    local()!.setItem(DRAFT_KEY, JSON.stringify(draft))
    return true
  } catch {
    return false
  }
}

/** Never replaces or clears another application waiting to be sent (another tab's): false then, as where storage is refused. */
export function saveOwnDraft(draft: Draft, replacing = draft.id) {
  const current = readDraft()
  return current?.id && current.id !== replacing ? false : saveDraft(draft)
}

export const clearDraft = () => local()?.removeItem(DRAFT_KEY)

export function clearOwnDraft(id?: string) {
  const current = readDraft()
  if (!current?.id || current.id === id) clearDraft()
}

export function applicationIn(draft: Draft | undefined): Application | undefined {
  if (!draft?.id) return undefined
  const { errors: _errors, ...application } = draft
  return application as Application
}

/** Refused, its fields stay to correct, with HubSpot's errors; sent or discarded, it goes. Another application's draft stays. */
export function settleDraft(id: string, ended: Ended, now = Date.now()) {
  const draft = readDraft(now)
  if (draft?.id !== id) return
  if (ended.status === 'refused') saveDraft({ savedAt: now, values: draft.values, errors: ended.errors, lang: draft.lang })
  else clearDraft()
}
