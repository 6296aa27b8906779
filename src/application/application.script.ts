/**
 * Inlined into the application page's head (`?iife`): picks the form before the first paint and,
 * where HubSpot's, starts its script once loaded and painted; once parsed it fills our form's fields
 * from a draft, or the package the address names, and wakes the form for a draft (docs/application.md).
 */
import { applicationFormMode, PACKAGE_FIELD } from '../content/application-fields'
import { wakeIsland } from '../islands/island'
import { PAINTED_EVENT } from '../lib/after-first-paint'
import { afterLoad } from '../lib/settle'
import { readDraft } from './draft'
import { startEmbed } from './embed'
import { anyTyped, fieldControl } from './fields'
import { packageIn } from './package'
import { firstState, setApplicationState } from './page-state'

const draft = readDraft()
const state = firstState({ primary: applicationFormMode === 'primary', online: navigator.onLine, draft })
setApplicationState(state)
// Once painted, as our own code starts, and loaded: a script added before holds the load event until HubSpot answers.
if (state === 'loading') addEventListener(PAINTED_EVENT, () => afterLoad(startEmbed), { once: true })

// A pricing card's package, where the draft has none: the served form is this address's too.
const chosen = packageIn(location.search)
const values = { ...(chosen && { [PACKAGE_FIELD]: chosen }), ...draft?.values }

if (draft || chosen) {
  addEventListener('DOMContentLoaded', () => {
    const form = document.querySelector<HTMLFormElement>('form[data-own-form]')
    if (state !== 'waiting' && form) {
      for (const [name, value] of Object.entries(values)) {
        const control = fieldControl(form, name)
        if (control && typeof value === 'string') control.value = value
      }
      if (draft && anyTyped(draft.values)) form.querySelector('[data-restored]')?.removeAttribute('hidden')
    }
    if (draft) wakeIsland(document.querySelector('[data-own-form-island] [data-island]'))
  })
}
