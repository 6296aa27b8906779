/**
 * The island protocol, shared by the server's `Island`, the browser's scheduler and the early-input
 * script (docs/islands.md). An island is a component in a file named `Name.island.tsx` that exports
 * `Name`; the build finds them by that name.
 */

/**
 * When an island hydrates. Whatever it says, one hydrates at once when a visitor first points at,
 * touches, focuses or presses inside it (the early-input script wakes it).
 * `client`: nothing is prerendered; the app renders it when it has something to show.
 */
export type HydrateWhen = 'load' | 'visible' | 'interaction' | 'client'

/** Dispatched on an island's element to hydrate it now. */
export const WAKE_EVENT = 'island-wake'

/** `/src/components/frame/MobileMenu/MobileMenu.island.tsx` is the island `MobileMenu`. */
export const islandName = (path: string) => path.slice(path.lastIndexOf('/') + 1).replace(/\.island\.tsx$/, '')
