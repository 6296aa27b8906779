import { describe, expect, it } from 'vitest'
import {
  caseStudyImage,
  heroVideoCache,
  isOldHeroVideoCache,
  isOldPicturesCache,
  media,
  pictureStandIn,
  picturesCache,
  PRECACHED_WIDTH,
} from './media'

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

describe('a case-study picture the worker never drew', () => {
  it('is stood in for offline by the light picture of the same name at the precached width', () => {
    const precached = caseStudyImage('moneymind-ar', PRECACHED_WIDTH)
    for (const width of media.caseStudyWidths) {
      expect(pictureStandIn(caseStudyImage('moneymind-ar', width))).toBe(precached)
      expect(pictureStandIn(caseStudyImage('moneymind-ar.dark', width))).toBe(precached)
    }
    // A slug may end in digits; only the width goes.
    expect(pictureStandIn(caseStudyImage('studio-480', 1200))).toBe(caseStudyImage('studio-480', PRECACHED_WIDTH))
  })
})

describe('the cache of the pictures the worker keeps once drawn', () => {
  it('is named after the pictures, and tells an older release’s from the current one and from other caches', () => {
    expect(picturesCache('abc')).not.toBe(picturesCache('def'))
    expect(isOldPicturesCache(picturesCache('old'), 'new')).toBe(true)
    expect(isOldPicturesCache(picturesCache('new'), 'new')).toBe(false)
    expect(isOldPicturesCache(heroVideoCache('old'), 'new')).toBe(false)
  })
})
