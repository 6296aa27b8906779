import { describe, expect, it } from 'vitest'
import { absoluteUrl, seoHead, shareImage } from './seo'

describe('seoHead', () => {
  it('builds absolute canonical and share URLs from the site origin', () => {
    const head = seoHead({
      title: 'T',
      description: 'D',
      path: '/case-study/x',
      image: shareImage('case-study/x', 'Alt'),
    })
    expect(head.links).toEqual([
      { rel: 'canonical', href: absoluteUrl('/case-study/x') },
      { rel: 'alternate', hrefLang: 'en', href: absoluteUrl('/case-study/x') },
      { rel: 'alternate', hrefLang: 'ar', href: absoluteUrl('/ar/case-study/x') },
      { rel: 'alternate', hrefLang: 'x-default', href: absoluteUrl('/case-study/x') },
    ])
    expect(head.meta).toContainEqual({ property: 'og:image', content: absoluteUrl('/og/case-study/x.png') })
    expect(head.meta).toContainEqual({ property: 'og:image:width', content: '1200' })
    expect(head.meta).toContainEqual({ name: 'twitter:card', content: 'summary_large_image' })
  })

  it('gives an Arabic page its own canonical address, share image, locale and the same alternates', () => {
    const english = seoHead({ title: 'T', description: 'D', path: '/', image: shareImage('site', 'Alt') })
    const head = seoHead({
      title: 'T',
      description: 'D',
      lang: 'ar',
      path: '/',
      image: shareImage('site', 'Alt', 'ar'),
    })
    expect(head.links[0]).toEqual({ rel: 'canonical', href: absoluteUrl('/ar/') })
    expect(head.links.slice(1)).toEqual(english.links.slice(1))
    expect(head.meta).toContainEqual({ property: 'og:image', content: absoluteUrl('/og/ar/site.png') })
    expect(head.meta).toContainEqual({ property: 'og:locale', content: 'ar_AE' })
    expect(head.meta).toContainEqual({ property: 'og:locale:alternate', content: 'en_US' })
  })

  it('marks pages that should not be indexed and gives them no canonical URL', () => {
    const head = seoHead({ title: 'Missing', description: 'D', noindex: true })
    expect(head.meta).toContainEqual({ name: 'robots', content: 'noindex' })
    expect(head.links).toEqual([])
  })

  it('keeps JSON-LD from closing its script element', () => {
    const head = seoHead({ title: 'T', description: 'D', jsonLd: [{ name: '</script><script>alert(1)</script>' }] })
    expect(head.scripts[0].children).not.toContain('</script>')
    expect(JSON.parse(head.scripts[0].children)).toEqual({ name: '</script><script>alert(1)</script>' })
  })
})
