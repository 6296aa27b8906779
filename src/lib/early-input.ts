import { useEffect, useRef, useSyncExternalStore } from 'react'
import script from './early-input.script.js?raw'

/**
 * What a control does when it is used before the app's code has hydrated it:
 * - `queue`: the activation is kept (the control shows `data-pending`) and performed once the
 *   control is hydrated (`useEarlyReplay`);
 * - `dialog`: opens the `<dialog>` named by `aria-controls` as a modal;
 * - `play`: plays the `<video>` inside the nearest `[data-early-video]`, which it marks `started`;
 * - `step` / `goto`: scrolls the nearest `[data-early-carousel]`'s `[data-early-track]` by
 *   `data-early-step` slides, or to slide `data-early-goto`.
 */
export type EarlyKind = 'queue' | 'dialog' | 'play' | 'step' | 'goto'

/**
 * The early-input script (`early-input.script.js`), inlined into every page's head and allowed by
 * its hash in the CSP, so it listens before the first paint, long before the app's code arrives.
 * Controls marked `data-early` are the app's not yet hydrated ones: every press or key event on
 * them is kept from React (which would otherwise replay half a press into a half-hydrated tree)
 * and the script performs or queues the activation. Hydrated controls lose the mark
 * (`useHydrated`), and events reach React as usual. Before hydration it also moves a carousel
 * with the arrow keys, closes a dialog it opened when one of its links is followed, and marks a
 * carousel the visitor touched (`data-early-carousel="used"`) so it does not start rotating.
 *
 * Plain ES5 text, identical in the server and client bundles, so the head hydrates unchanged.
 */
export const EARLY_INPUT_SCRIPT = script.trim()

const subscribe = () => () => {}

/**
 * False while React hydrates prerendered markup (and on the server), true from the render right
 * after, and at once for anything mounted later.
 */
export function useHydrated() {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}

/**
 * Hands a control to the early-input script until it is hydrated: `props` mark it (`data-early`
 * plus any `attributes` the script reads) only until then, and `ref` must reach its element so
 * that an activation queued meanwhile is performed once the control is hydrated.
 */
export function useEarly<T extends HTMLElement = HTMLButtonElement>(
  kind: EarlyKind,
  attributes: Record<string, string | number> = {},
) {
  const hydrated = useHydrated()
  const ref = useRef<T>(null)
  useEffect(() => {
    const control = ref.current
    if (!hydrated || !control?.hasAttribute('data-pending')) return
    // After the rest of the page's effects, so the press lands on a fully set-up component.
    const timer = setTimeout(() => {
      control.removeAttribute('data-pending')
      if (control.isConnected && !control.matches(':disabled')) control.click()
    })
    return () => clearTimeout(timer)
  }, [hydrated])
  const props = hydrated
    ? {}
    : // The script may mark the control pending before React hydrates it.
      { 'data-early': kind, ...attributes, suppressHydrationWarning: true }
  return { ref, hydrated, props }
}
