/**
 * Inlined into the application page's head (`?iife`): picks the form before the first paint and,
 * where it is HubSpot's, starts its script once loaded and painted; once parsed it puts a draft back
 * into our form's fields and wakes the form, to take up what the device keeps (docs/application.md).
 */
import { applicationFormMode } from '../content/application-fields'
import { wakeIsland } from '../islands/island'
import { PAINTED_EVENT } from '../lib/after-first-paint'
import { afterLoad } from '../lib/settle'
import { readDraft } from './draft'
import { startEmbed } from './embed'
import { anyTyped, fieldControl } from './fields'
import { firstState, setApplicationState } from './page-state'

const draft = readDraft()
const state = firstState({ primary: applicationFormMode === 'primary', online: navigator.onLine, draft })
setApplicationState(state)
// Once painted, as our own code starts, and loaded: a script added before holds the load event until HubSpot answers.
if (state === 'loading') addEventListener(PAINTED_EVENT, () => afterLoad(startEmbed), { once: true })

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
