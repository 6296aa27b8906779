/** The application's draft; free of content modules, as every page reads it. */
import { checkSource } from '../lib/source'
import { DRAFT_KEY, local } from './draft-key'
import type { Application, ApplicationValues, Ended, FieldErrors } from './status'

export { DRAFT_KEY }

/** With an `id`, Send was pressed; `held`: the worker holds its fields, so nothing typed is left here once it has sent them. */
export type Draft = Omit<Application, 'id'> & { id?: string; errors?: FieldErrors; held?: boolean }

const HOUR_MS = 60 * 60 * 1000
/** The next person on a shared computer never sees a draft a day old. */
export const KEEP_DRAFT_MS = 24 * HOUR_MS
export const KEEP_WAITING_MS = 7 * KEEP_DRAFT_MS
export const keptFor = { draftHours: KEEP_DRAFT_MS / HOUR_MS, waitingDays: KEEP_WAITING_MS / (24 * HOUR_MS) }
export const EXPIRY_WARNING_MS = 2 * KEEP_DRAFT_MS
export const expiresSoon = (savedAt: number, now = Date.now()) => savedAt + KEEP_WAITING_MS - now <= EXPIRY_WARNING_MS

export function readDraft(now = Date.now()): Draft | undefined {
  try {
    const { savedAt, values, id, errors, lang, source, elapsed } = (JSON.parse(local()?.getItem(DRAFT_KEY) ?? 'null') ??
      {}) as Partial<Draft>
    const fresh = typeof savedAt === 'number' && Math.abs(now - savedAt) <= (id ? KEEP_WAITING_MS : KEEP_DRAFT_MS)
    const held = values === undefined && typeof id === 'string'
    // Sent with its application (send.ts), so kept only once Send is pressed.
    const sent = typeof id === 'string' ? checkSource(source) : undefined
    if (fresh && ((typeof values === 'object' && values !== null) || held)) {
      return {
        savedAt,
        values: values ?? {},
        ...(held ? { held } : {}),
        ...(typeof id === 'string' ? { id } : {}),
        ...(typeof errors === 'object' && errors ? { errors } : {}),
        // The locale table's keys, as the build gives them: every page reads a draft, and none carries the table.
        ...((__LANGS__ as readonly unknown[]).includes(lang) ? { lang } : {}),
        ...(sent ? { source: sent } : {}),
        ...(typeof id === 'string' && Number.isSafeInteger(elapsed) ? { elapsed } : {}),
      }
    }
  } catch {
    // Unreadable: deleted below.
  }
  clearDraft()
  return undefined
}

export function saveDraft({ held: _held, ...draft }: Draft) {
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
  const { errors: _errors, held: _held, ...application } = draft
  return application as Application
}

/** Once the worker holds an application, only what a page needs to find it stays here: its id, when Send was pressed, its language. */
export function holdDraft(id: string) {
  const draft = readDraft()
  if (draft?.id !== id) return
  try {
    local()!.setItem(
      DRAFT_KEY,
      JSON.stringify({ id, savedAt: draft.savedAt, lang: draft.lang, elapsed: draft.elapsed }),
    )
  } catch {
    // The draft keeps its fields: deleted with it, all the same.
  }
}

/** Refused, its fields stay to correct (`values`: the worker's, where it held them), with HubSpot's errors; sent or discarded, it goes. Another application's draft stays. */
export function settleDraft(id: string, ended: Ended, now = Date.now(), values?: ApplicationValues) {
  const draft = readDraft(now)
  if (draft?.id !== id) return false
  if (ended.status === 'refused')
    return saveDraft({ savedAt: now, values: values ?? draft.values, errors: ended.errors, lang: draft.lang })
  clearDraft()
  return true
}
