import { heroVideoCache, isOldHeroVideoCache } from './media'

const HERO_VIDEO_CACHE = heroVideoCache(__HERO_VIDEO_VERSION__)

/**
 * Online, or offline with the file kept from an earlier play: the video can play.
 * Offline without it, it cannot, and the poster should stay.
 */
export async function isVideoAvailable(src: string): Promise<boolean> {
  if (navigator.onLine) return true
  if (!('caches' in window)) return false
  try {
    return Boolean(await caches.match(src, { cacheName: HERO_VIDEO_CACHE }))
  } catch {
    return false
  }
}

/**
 * Store the whole file once (a 200 response): the service worker then answers the player's
 * range requests from it offline. The player's own requests are 206 partials, which cannot be cached.
 */
export async function keepVideoForOffline(src: string): Promise<void> {
  if (!('caches' in window)) return
  try {
    const cache = await caches.open(HERO_VIDEO_CACHE)
    // Past the HTTP cache: Firefox would otherwise answer with the partial (206) response the
    // player's own range request left there, which a cache cannot store.
    if (!(await cache.match(src))) await cache.add(new Request(src, { cache: 'reload' }))
  } catch {
    // Storage full or private mode: the video simply stays online-only.
  }
}

/** Deletes the caches of earlier versions of the hero video (the cache name carries the version). */
export async function dropOldVideoCaches(): Promise<void> {
  if (!('caches' in window)) return
  try {
    const names = await caches.keys()
    await Promise.all(names.filter((name) => isOldHeroVideoCache(name, __HERO_VIDEO_VERSION__)).map((name) => caches.delete(name)))
  } catch {
    // Storage unavailable: nothing kept, nothing to drop.
  }
}
