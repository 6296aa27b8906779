/** Where the draft is kept; apart from draft.ts, which loads with the notices, so that every page's entry can look for one. */
export const DRAFT_KEY = 'launchloop:application-draft'

/** With cookies blocked, merely reading `localStorage` throws: the form then works without a copy. */
export function local() {
  try {
    return localStorage
  } catch {
    return undefined
  }
}
