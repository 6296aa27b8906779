import { heroVideoCache, isOldHeroVideoCache } from './media'

const HERO_VIDEO_CACHE = heroVideoCache(__HERO_VIDEO_VERSION__)

export async function isVideoAvailable(src: string): Promise<boolean> {
  if (navigator.onLine) return true
  if (!('caches' in window)) return false
  try {
    return Boolean(await caches.match(src, { cacheName: HERO_VIDEO_CACHE }))
  } catch {
    return false
  }
}

/** The whole file once (200), since the player's own 206 partials cannot be cached; the worker answers ranges from it. */
export async function keepVideoForOffline(src: string): Promise<void> {
  if (!('caches' in window)) return
  try {
    const cache = await caches.open(HERO_VIDEO_CACHE)
    // Firefox would answer from the HTTP cache with the player's 206.
    if (!(await cache.match(src))) await cache.add(new Request(src, { cache: 'reload' }))
  } catch {
    // Storage full or private mode: the video simply stays online-only.
  }
}

export async function dropOldVideoCaches(): Promise<void> {
  if (!('caches' in window)) return
  try {
    const names = await caches.keys()
    await Promise.all(
      names.filter((name) => isOldHeroVideoCache(name, __HERO_VIDEO_VERSION__)).map((name) => caches.delete(name)),
    )
  } catch {}
}
