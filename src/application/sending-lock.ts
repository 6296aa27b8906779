/**
 * A page's send holds this Web Lock, shared; an update's Reload takes it whole, so it waits until
 * no page of the site is sending (a reload would cut a request HubSpot may already have). The
 * worker's sends need not: a page's reload does not cut them.
 */
const LOCK = 'launchloop-sending'

export const whileSending = <T>(task: () => Promise<T>): Promise<T> => (navigator.locks ? navigator.locks.request(LOCK, { mode: 'shared' }, task) : task())

/** Held until this page unloads, so that no send of this page starts in between. Without Web Locks (Safari before 15.4), at once. */
export function whenNoneSending(reload: () => void) {
  if (!navigator.locks) return reload()
  void navigator.locks.request(LOCK, { mode: 'exclusive' }, () => new Promise<never>(() => reload()))
}
