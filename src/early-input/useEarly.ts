import { useEffect, useRef, useSyncExternalStore } from 'react'

/** What a control does when used before hydration (docs/early-input.md). */
export type EarlyKind = 'queue' | 'dialog' | 'play' | 'step' | 'goto'

const subscribe = () => () => {}

/** False while React hydrates prerendered markup (and on the server), true after. */
function useHydrated() {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}

/** Hands a control to the early-input script until hydrated; `ref` must reach its element to replay a queued press. */
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
  const props = hydrated ? {} : { 'data-early': kind, ...attributes, suppressHydrationWarning: true }
  return { ref, hydrated, props }
}
