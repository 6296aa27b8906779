/** The island protocol, shared by the server's `Island`, the browser's scheduler and the early-input script (docs/islands.md). */

export type HydrateWhen = 'load' | 'visible' | 'interaction' | 'client'

export const WAKE_EVENT = 'island-wake'

/** Hydrates an island now; marked too, for a page whose islands have not started yet (start.ts counts it due at load). */
export function wakeIsland(island: Element | null) {
  island?.setAttribute('data-wake', '')
  island?.dispatchEvent(new Event(WAKE_EVENT))
}

