/**
 * A page's send holds this Web Lock, shared; an update's Reload takes it whole, so it waits until
 * no page of the site is sending (a reload would cut a request HubSpot may already have).
 */
const LOCK = 'launchloop-sending'

export const whileSending = <T>(task: () => Promise<T>): Promise<T> => (navigator.locks ? navigator.locks.request(LOCK, { mode: 'shared' }, task) : task())

export function whenNoneSending(task: () => void) {
  if (!navigator.locks) return task()
  void navigator.locks.request(LOCK, { mode: 'exclusive' }, task)
}
