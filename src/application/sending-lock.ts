/** Shared by each page's send, taken whole by an update's Reload: a reload would cut a request HubSpot may already have (a worker's is not cut). */
const LOCK = 'launchloop-sending'

export const whileSending = <T>(task: () => Promise<T>): Promise<T> =>
  navigator.locks ? navigator.locks.request(LOCK, { mode: 'shared' }, task) : task()

/** Held until this page unloads, so that no send of this page starts in between; without Web Locks (Safari before 15.4), at once. */
export function whenNoneSending(reload: () => void) {
  if (!navigator.locks) return reload()
  void navigator.locks.request(LOCK, { mode: 'exclusive' }, () => new Promise<never>(() => reload()))
}
