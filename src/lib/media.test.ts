import { describe, expect, it } from 'vitest'
import { heroVideoCache, isOldHeroVideoCache } from './media'

describe('the hero video cache', () => {
  it('is named after the video version, so a new video lands in a new cache', () => {
    expect(heroVideoCache('abc')).toBe('hero-video-abc')
    expect(heroVideoCache('abc')).not.toBe(heroVideoCache('def'))
  })

  it('tells an older version\u2019s cache from the current one and from other caches', () => {
    expect(isOldHeroVideoCache('hero-video-old', 'new')).toBe(true)
    expect(isOldHeroVideoCache('hero-video-new', 'new')).toBe(false)
    expect(isOldHeroVideoCache('workbox-precache-v2-http://x/', 'new')).toBe(false)
  })
})
