import type { Lang } from '../ground/locale'
import type { Source } from '../ground/source-keys'

export type ApplicationValues = Record<string, string>
export type FieldErrors = Record<string, string>

/** Never the consent box: sending implies it. `savedAt`: when Send was pressed; `lang`: its form's, English when absent; `source`: where its visit began; `elapsed`: ms from the form's first paint to Send (traps.ts). */
export interface Application {
  id: string
  savedAt: number
  values: ApplicationValues
  lang?: Lang
  source?: Source
  elapsed?: number
}

/** Every state an application can be in; each part of the path takes its states from this one list (docs/application.md). */
export type Status =
  | { status: 'sent' }
  /** With no errors: for no field of the form, nothing the visitor can correct; `reason`, for the funnel: HubSpot's CAPTCHA, or a spam trap. */
  | { status: 'refused'; errors: FieldErrors; reason?: RefusalReason }
  | { status: 'discarded' }
  /** `answered`: HubSpot said to wait (408, 429, 5xx), until `retryAt` if it said when; `offline`: the device was, so it never left. */
  | { status: 'unreachable'; answered?: boolean; retryAt?: number; offline?: boolean }
  /** A sender holds its claim in the ledger. */
  | { status: 'sending' }
  /** HubSpot asked to wait, or a send had no answer (`unanswered`): no sender tries before `until`, but the visitor's own Try again after no answer. */
  | { status: 'resting'; until: number; unanswered?: boolean }
  /** The ledger itself failed (storage full or blocked), so no sender can hold it. */
  | { status: 'failed' }

export type RefusalReason = 'recaptcha' | 'spam'

export type Ended = Extract<Status, { status: 'sent' | 'refused' | 'discarded' }>
export type Answer = Extract<Status, { status: 'sent' | 'refused' | 'unreachable' }>

export const hasEnded = (state: Status): state is Ended =>
  state.status === 'sent' || state.status === 'refused' || state.status === 'discarded'
