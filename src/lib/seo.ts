import { site } from '../content/site'
import { SHARE_IMAGE_SIZE } from './media'

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
  /** Path of the page, for its canonical URL; omitted for pages that are not indexed. */
  path?: string
  image?: ShareImage
  /** @default 'website' */
  type?: 'website' | 'article'
  noindex?: boolean
  jsonLd?: object[]
}

export function shareImage(name: string, alt: string): ShareImage {
  return { path: `/og/${name}.png`, alt, ...SHARE_IMAGE_SIZE }
}

export function seoHead(page: PageSeo) {
  const image = page.image
  const url = page.path ? absoluteUrl(page.path) : undefined
  return {
    meta: [
      { title: page.title },
      { name: 'description', content: page.description },
      ...(page.noindex ? [{ name: 'robots', content: 'noindex' }] : []),
      { property: 'og:site_name', content: site.name },
      { property: 'og:title', content: page.title },
      { property: 'og:description', content: page.description },
      { property: 'og:type', content: page.type ?? 'website' },
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
    links: url ? [{ rel: 'canonical', href: url }] : [],
    scripts: (page.jsonLd ?? []).map((data) => ({
      type: 'application/ld+json',
      // `<` is escaped so no text in the data can close the script element.
      children: JSON.stringify(data).replace(/</g, '\\u003c'),
    })),
  }
}
