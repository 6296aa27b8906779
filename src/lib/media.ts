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
/** The precached picture drawn offline in place of one never drawn: the light one, at the precached width. */
export const pictureStandIn = (pathname: string) =>
  pathname.replace(/^(\/media\/case-studies\/.+?)(\.dark)?-\d+\.webp$/, `$1-${PRECACHED_WIDTH}.webp`)

export function caseStudySrcSet(name: string): string {
  return media.caseStudyWidths.map((width) => `${caseStudyImage(name, width)} ${width}w`).join(', ')
}

export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const

export const shareImagePath = (name: string, lang: Lang = DEFAULT_LANG) => `/og${localePath(lang, '/')}${name}.png`

/** A cache named after a version of what it holds, so a changed file lands in a new cache and older ones can be told apart. */
function versionedCache(prefix: string) {
  const name = (version: string) => prefix + version
  return { name, isOld: (cache: string, version: string) => cache.startsWith(prefix) && cache !== name(version) }
}

const heroVideo = versionedCache('hero-video-')
export const heroVideoCache = heroVideo.name
export const isOldHeroVideoCache = heroVideo.isOld

/** The case-study pictures the worker keeps once drawn, named after them: a release that changes one starts afresh. */
const pictures = versionedCache('case-study-pictures-')
export const picturesCache = pictures.name
export const isOldPicturesCache = pictures.isOld
