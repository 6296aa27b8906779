import { DEFAULT_LANG, LANGS, localePath, ogLocale, type Lang } from '../ground/locale'
import { site } from '../content/site'
import { SHARE_IMAGE_SIZE, shareImagePath } from './media'

export const SITE_URL = __SITE_URL__.replace(/\/+$/, '')

export function absoluteUrl(path: string): string {
  return new URL(path, `${SITE_URL}/`).href
}

export interface ShareImage {
  path: string
  width: number
  height: number
  alt: string
}

export interface PageSeo {
  title: string
  description: string
  /** The page's language; its twins in the others are listed beside it. @default DEFAULT_LANG */
  lang?: Lang
  /** The page's English path: its canonical URL and its twins' come from it; omitted for pages that are not indexed. */
  path?: string
  image?: ShareImage
  /** @default 'website' */
  type?: 'website' | 'article'
  noindex?: boolean
  jsonLd?: object[]
}

export function shareImage(name: string, alt: string, lang: Lang = DEFAULT_LANG): ShareImage {
  return { path: shareImagePath(name, lang), alt, ...SHARE_IMAGE_SIZE }
}

export function seoHead(page: PageSeo) {
  const image = page.image
  const lang = page.lang ?? DEFAULT_LANG
  const english = page.path
  const url = english ? absoluteUrl(localePath(lang, english)) : undefined
  const alternates = english
    ? [
        ...LANGS.map((other) => ({ rel: 'alternate', hrefLang: other, href: absoluteUrl(localePath(other, english)) })),
        { rel: 'alternate', hrefLang: 'x-default', href: absoluteUrl(english) },
      ]
    : []
  return {
    meta: [
      { title: page.title },
      { name: 'description', content: page.description },
      ...(page.noindex ? [{ name: 'robots', content: 'noindex' }] : []),
      { property: 'og:site_name', content: site.name },
      { property: 'og:title', content: page.title },
      { property: 'og:description', content: page.description },
      { property: 'og:type', content: page.type ?? 'website' },
      { property: 'og:locale', content: ogLocale[lang] },
      ...LANGS.filter((other) => other !== lang).map((other) => ({
        property: 'og:locale:alternate',
        content: ogLocale[other],
      })),
      ...(url ? [{ property: 'og:url', content: url }] : []),
      ...(image
        ? [
            { property: 'og:image', content: absoluteUrl(image.path) },
            { property: 'og:image:width', content: String(image.width) },
            { property: 'og:image:height', content: String(image.height) },
            { property: 'og:image:alt', content: image.alt },
            { name: 'twitter:image', content: absoluteUrl(image.path) },
            { name: 'twitter:image:alt', content: image.alt },
          ]
        : []),
      { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
      { name: 'twitter:title', content: page.title },
      { name: 'twitter:description', content: page.description },
    ],
    links: url ? [{ rel: 'canonical', href: url }, ...alternates] : [],
    scripts: (page.jsonLd ?? []).map((data) => ({
      type: 'application/ld+json',
      // `<` is escaped so no text in the data can close the script element.
      children: JSON.stringify(data).replace(/</g, '\\u003c'),
    })),
  }
}
