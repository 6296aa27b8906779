/**
 * Inlined into the application page's head (`?iife`): before the first paint it picks the form to
 * show, and once parsed puts a draft back into our form's fields, so that form works as plain HTML
 * until a visitor reaches for it and its code arrives (docs/application.md).
 */
import { applicationFormMode } from '../content/application-fields'
import { readDraft } from './draft'
import { DRAFT_MARK, firstState, setApplicationState } from './page-state'

const draft = readDraft()
const state = firstState({ primary: applicationFormMode === 'primary', online: navigator.onLine, draft })
setApplicationState(state)

if (draft && (state === 'own' || state === 'offline')) {
  document.documentElement.setAttribute(DRAFT_MARK, '')
  addEventListener('DOMContentLoaded', () => {
    const form = document.querySelector<HTMLFormElement>('form[data-own-form]')
    if (!form) return
    for (const [name, value] of Object.entries(draft.values)) {
      const control = form.elements.namedItem(name) as HTMLInputElement | RadioNodeList | null
      if (control && typeof value === 'string') control.value = value
    }
    if (Object.values(draft.values).some((value) => value.trim())) form.querySelector('[data-restored]')?.removeAttribute('hidden')
  })
}
