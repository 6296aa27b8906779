/**
 * When an island hydrates. Whatever it says, one hydrates at once when a visitor first points at,
 * touches, focuses or presses inside it (the early-input script wakes it, docs/islands.md).
 * `client`: nothing is prerendered; the app renders it when it has something to show.
 */
export type HydrateWhen = 'load' | 'visible' | 'interaction' | 'client'
