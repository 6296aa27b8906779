/** How long a page has to itself once loaded before the service worker installs (src/entry-client.tsx). */
export const SETTLE_MS = 5_000

export function afterLoad(run: () => void) {
  if (document.readyState === 'complete') run()
  else addEventListener('load', () => run(), { once: true })
}
