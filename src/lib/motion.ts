/** Whether the visitor asked for less motion (always false while prerendering). */
export const prefersReducedMotion = (): boolean =>
  globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false
