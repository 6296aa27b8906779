/** The island protocol, shared by the server's `Island`, the browser's scheduler and the early-input script (docs/islands.md). */

export type HydrateWhen = 'load' | 'visible' | 'interaction' | 'client'

export const WAKE_EVENT = 'island-wake'

/** On an island whose code could not load or threw: `offline`, it is tried again when back online, a kept press still kept; else that press is dropped. */
export const UNAVAILABLE_EVENT = 'island-unavailable'

export interface Unavailable {
  offline: boolean
  /** A press was kept for it (`data-pending`, docs/early-input.md). */
  pressed: boolean
}

/** Hydrates an island now; marked too, for a page whose islands have not started yet (start.ts counts it due at load). */
export function wakeIsland(island: Element | null) {
  island?.setAttribute('data-wake', '')
  island?.dispatchEvent(new Event(WAKE_EVENT))
}

/** Tells the page (`UNAVAILABLE_EVENT`): a press kept for the island is dropped, its control no longer pending, unless offline. */
export function unavailable(island: HTMLElement, offline = false) {
  const pending = island.querySelectorAll('[data-pending]')
  if (!offline) pending.forEach((control) => control.removeAttribute('data-pending'))
  island.dispatchEvent(
    new CustomEvent<Unavailable>(UNAVAILABLE_EVENT, {
      bubbles: true,
      detail: { offline, pressed: pending.length > 0 },
    }),
  )
}
