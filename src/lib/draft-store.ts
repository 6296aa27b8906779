/**
 * Where the application's draft is kept on the device (localStorage), without the form's content
 * modules: the service worker prompts, on every page, forget a draft once it is sent.
 */

/** The draft kept on the device while the visitor types, until sent or discarded. */
export interface Draft {
  values: Record<string, string>
  /** 'editing'; or handed over to be sent (`id` names that submission). */
  state: 'editing' | 'queued'
  id?: string
}

export const DRAFT_KEY = 'launchloop:application-draft'

export function saveDraft(draft: Draft, storage: Storage | undefined = globalThis.localStorage) {
  try {
    storage?.setItem(DRAFT_KEY, JSON.stringify(draft))
  } catch {
    // Storage full or refused (a private window): the form still works, without keeping a copy.
  }
}

export function clearDraft(storage: Storage | undefined = globalThis.localStorage) {
  try {
    storage?.removeItem(DRAFT_KEY)
  } catch {
    // Nothing kept to clear.
  }
}

/** Deletes the draft if it is the application `id`, which HubSpot has accepted. */
export function forgetSent(id: string, storage: Storage | undefined = globalThis.localStorage) {
  try {
    const draft = JSON.parse(storage?.getItem(DRAFT_KEY) ?? 'null') as Partial<Draft> | null
    if (draft?.id === id) clearDraft(storage)
  } catch {
    // An unreadable draft is left for the form to replace.
  }
}
