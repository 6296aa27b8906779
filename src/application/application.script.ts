/**
 * Inlined into the application page's head (`?iife`): before the first paint it picks the form to
 * show; once parsed it puts a draft back into our form's fields and wakes the form, whose code
 * then takes up what the device keeps (docs/application.md).
 */
import { applicationFormMode } from '../content/application-fields'
import { wakeIsland } from '../islands/island'
import { readDraft } from './draft'
import { anyTyped, fieldControl } from './fields'
import { firstState, setApplicationState } from './page-state'

const draft = readDraft()
const state = firstState({ primary: applicationFormMode === 'primary', online: navigator.onLine, draft })
setApplicationState(state)

if (draft) {
  addEventListener('DOMContentLoaded', () => {
    const form = document.querySelector<HTMLFormElement>('form[data-own-form]')
    if (state !== 'waiting' && form) {
      for (const [name, value] of Object.entries(draft.values)) {
        const control = fieldControl(form, name)
        if (control && typeof value === 'string') control.value = value
      }
      if (anyTyped(draft.values)) form.querySelector('[data-restored]')?.removeAttribute('hidden')
    }
    wakeIsland(document.querySelector('[data-own-form-island] [data-island]'))
  })
}
