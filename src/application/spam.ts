/**
 * Spam traps shared by our form (which sets them) and /api/apply (which checks them again where it runs code).
 * docs/application.md, "Spam".
 */

/** A person takes longer than this between the form's first paint and Send; a script posting blind does not. */
export const MIN_FILL_MS = 3_000

/** The honeypot's name: not one a browser's autofill or a password manager recognises. */
export const HONEYPOT_NAME = 'll_hp_2f9'

/** Headers on the request to /api/apply; HubSpot ignores them where a rewrite forwards them. */
export const ELAPSED_HEADER = 'x-apply-elapsed'
export const HONEYPOT_HEADER = 'x-apply-honeypot'

export type SpamVerdict = 'person' | 'honeypot' | 'too-fast'

/** Reads the two headers; a request without a whole-number elapsed time is treated as too fast. */
export function spamVerdict(get: (name: string) => string | null | undefined): SpamVerdict {
  if ((get(HONEYPOT_HEADER) ?? '') !== '') return 'honeypot'
  const elapsed = get(ELAPSED_HEADER)
  if (!elapsed || !/^\d{1,12}$/.test(elapsed) || Number(elapsed) < MIN_FILL_MS) return 'too-fast'
  return 'person'
}
