/** Inlined into the page's head (`?iife`): the form is picked before the first paint, and what is typed is kept until its code takes over (docs/application.md). */
import type { ApplicationCopy } from './copy-context'
import { applicationFormMode, PACKAGE_FIELD } from '../content/application-fields'
import { UNAVAILABLE_EVENT, wakeIsland, type Unavailable } from '../islands/island'
import { PAINTED_EVENT } from '../lib/after-first-paint'
import { afterLoad } from '../lib/settle'
import { readDraft, saveOwnDraft } from './draft'
import { applicationEmail } from './email'
import { startEmbed } from './embed'
import { anyTyped, fieldControl, filledIn } from './fields'
import { packageIn } from './package'
import { firstState, setApplicationState } from './page-state'
import { markFirstPaint } from './traps'

const draft = readDraft()
const state = firstState({ primary: applicationFormMode === 'primary', online: navigator.onLine, draft })
setApplicationState(state)
markFirstPaint()
// Once painted, as our own code starts, and loaded: a script added before holds the load event until HubSpot answers.
if (state === 'loading') addEventListener(PAINTED_EVENT, () => afterLoad(startEmbed), { once: true })

// A pricing card's package, where the draft has none: the served form is this address's too.
const chosen = packageIn(location.search)
const values = { ...(chosen && { [PACKAGE_FIELD]: chosen }), ...draft?.values }

addEventListener('DOMContentLoaded', () => {
  const wrapper = document.querySelector<HTMLElement>('[data-own-form-island]')
  const island = wrapper?.querySelector<HTMLElement>('[data-island]')
  // Found again each time: should the island fail, its served HTML comes back as new elements.
  const form = () => wrapper?.querySelector<HTMLFormElement>('form[data-own-form]')
  const served = form()
  if (!wrapper || !island || !served) return
  if (draft || chosen) {
    if (state !== 'waiting') {
      for (const [name, value] of Object.entries(values)) {
        const control = fieldControl(served, name)
        if (control && typeof value === 'string') control.value = value
      }
      if (draft && anyTyped(draft.values)) served.querySelector('[data-restored]')?.removeAttribute('hidden')
    }
    if (draft) wakeIsland(island)
  }

  let text: ApplicationCopy['text'] | undefined
  const words = () => (text ??= (JSON.parse(island.dataset.props!) as { copy: ApplicationCopy }).copy.text)
  const link = document.querySelector<HTMLAnchorElement>('[data-unavailable="failed"] a')!
  const typed = () => (state === 'waiting' ? (draft?.values ?? {}) : filledIn(form()!))
  const emailLink = () => (link.href = applicationEmail(typed(), words()))

  // Kept as the island keeps it, until the island is React's: then its own saving goes on, alone.
  let kept = true
  wrapper.addEventListener('input', () => {
    if (island.matches('[data-hydrated]:not([data-island-failed])') || !form()) return
    // Typed on this page, not kept from before: the island says nothing was put back.
    if (!draft) wrapper.setAttribute('data-typed-here', '')
    kept = saveOwnDraft({ savedAt: Date.now(), values: filledIn(form()!), lang: words().lang })
    // Built as the message shows it; rebuilt while typing only where it is on screen.
    if (!link.closest<HTMLElement>('[data-unavailable]')!.hidden) emailLink()
  })

  // A press of Send waits on code that cannot load (src/islands/start.ts): the page says so, and where it is kept.
  island.addEventListener(UNAVAILABLE_EVENT, (event) => {
    const { offline, pressed } = (event as CustomEvent<Unavailable>).detail
    if (!pressed && state !== 'waiting') return
    emailLink()
    // Storage refused, or another application waiting: a reload would not bring this back, so it is not said.
    link.closest('div')!.querySelector('p')!.hidden = !kept
    for (const box of document.querySelectorAll<HTMLElement>('[data-unavailable]')) {
      const mine = box.dataset.unavailable === (offline ? 'offline' : 'failed')
      // Read out where it is news: newly shown, or a new press dropped (offline, every reach tries again).
      const news = mine && (box.hidden || !offline)
      box.hidden = !mine
      if (news) box.querySelector('h2')!.focus()
    }
  })
})
