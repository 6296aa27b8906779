/** Our form's side of the spam traps (spam.ts): what it reads at Send, and what it tells /api/apply (docs/application.md, "Spam"). */
import { ELAPSED_HEADER, HONEYPOT_HEADER, HONEYPOT_NAME, MIN_FILL_MS, spamVerdict } from './spam'

export const PAINTED_ATTRIBUTE = 'data-form-painted'

/** Run before the first paint: an animation frame's callback runs just before that paint, and only once the tab is shown. */
export function markFirstPaint(root = document.documentElement) {
  requestAnimationFrame(() => root.setAttribute(PAINTED_ATTRIBUTE, String(Date.now())))
}

export interface Traps {
  elapsed: number
  honeypot: string
}

export function trapsIn(form: HTMLFormElement, now = Date.now()): Traps {
  const painted = Number(document.documentElement.getAttribute(PAINTED_ATTRIBUTE) ?? performance.timeOrigin)
  const honeypot = form.elements.namedItem(HONEYPOT_NAME)
  return {
    elapsed: Math.max(0, Math.round(now - painted)),
    honeypot: honeypot instanceof HTMLInputElement ? honeypot.value : '',
  }
}

export function trapHeaders({ elapsed, honeypot }: Traps): Record<string, string> {
  return { [ELAPSED_HEADER]: String(elapsed), [HONEYPOT_HEADER]: honeypot }
}

export const isPerson = (traps: Traps) => {
  const headers = trapHeaders(traps)
  return spamVerdict((name) => headers[name]) === 'person'
}

/** An application kept by the release before the traps had no time measured: its Send was a person's. */
export const sentTraps = (elapsed = MIN_FILL_MS): Traps => ({ elapsed, honeypot: '' })
