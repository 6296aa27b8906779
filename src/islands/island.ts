/** The island protocol, shared by the server's `Island`, the browser's scheduler and the early-input script (docs/islands.md). */

export type HydrateWhen = 'load' | 'visible' | 'interaction' | 'client'

export const WAKE_EVENT = 'island-wake'

