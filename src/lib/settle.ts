/** How long a page has to itself once loaded before the service worker installs (src/entry-client.tsx). */
export const SETTLE_MS = 5_000
