import { DEFAULT_LANG, localePath, type Lang } from '../ground/lang.ts'
/** Paths of the media: the hero's in public/media (scripts/assets/media.mjs), the case studies' written by the build (scripts/build/case-study-images.ts). */
export const media = {
  hero: {
    webm: '/media/hero.webm',
    mp4: '/media/hero.mp4',
    poster: '/media/hero-poster-960.webp',
    posterSrcSet:
      '/media/hero-poster-480.webp 480w, /media/hero-poster-960.webp 960w, /media/hero-poster-1280.webp 1280w',
    width: 1280,
    height: 720,
  },
  caseStudyWidths: [480, 800, 1200] as const,
}

/** The poster is the largest paint only in the hero's wide layout (64em and up): fetched first there alone. */
export const heroPosterPreload = {
  rel: 'preload',
  as: 'image',
  imageSrcSet: media.hero.posterSrcSet,
  imageSizes: '36rem',
  media: '(min-width: 64em)',
  fetchPriority: 'high',
} as const

export const CASE_STUDY_MEDIA = '/media/case-studies/'

export function caseStudyImage(name: string, width: number): string {
  return `${CASE_STUDY_MEDIA}${name}-${width}.webp`
}

/** A founder's photo, drawn at half its larger width: sharp on a 2x screen. */
export const QUOTE_PICTURE_WIDTHS = [96, 192] as const
export const quotePicture = (slug: string, width: number) => caseStudyImage(`${slug}-quote`, width)

/** The one width of each case-study picture the worker precaches: offline, it stands in for the others. */
export const PRECACHED_WIDTH = 800
const PICTURES_CACHE_PREFIX = 'case-study-pictures-'
/** The cache of the pictures the worker keeps once drawn, named after them: a release that changes one starts afresh. */
export const picturesCache = (version: string) => PICTURES_CACHE_PREFIX + version
export const isOldPicturesCache = (name: string, version: string) =>
  name.startsWith(PICTURES_CACHE_PREFIX) && name !== picturesCache(version)
/** The precached picture drawn offline in place of one never drawn: the light one, at the precached width. */
export const pictureStandIn = (pathname: string) =>
  pathname.replace(/^(\/media\/case-studies\/.+?)(\.dark)?-\d+\.webp$/, `$1-${PRECACHED_WIDTH}.webp`)

export function caseStudySrcSet(name: string): string {
  return media.caseStudyWidths.map((width) => `${caseStudyImage(name, width)} ${width}w`).join(', ')
}

export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const

export const shareImagePath = (name: string, lang: Lang = DEFAULT_LANG) => `/og${localePath(lang, '/')}${name}.png`

const HERO_VIDEO_CACHE_PREFIX = 'hero-video-'

export function heroVideoCache(version: string) {
  return HERO_VIDEO_CACHE_PREFIX + version
}

export function isOldHeroVideoCache(name: string, version: string) {
  return name.startsWith(HERO_VIDEO_CACHE_PREFIX) && name !== heroVideoCache(version)
}
