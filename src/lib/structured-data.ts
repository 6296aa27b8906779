import { faq } from '../content/home'
import { localePath, type Lang } from '../ground/locale'
import { packages } from '../content/pricing'
import { site, siteText } from '../content/site'
import type { CaseStudy } from '../content/types'
import { absoluteUrl } from './seo'

const organizationId = () => `${absoluteUrl('/')}#organization`

export function organization() {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': organizationId(),
    name: site.name,
    url: absoluteUrl('/'),
    logo: absoluteUrl('/icons/icon-512.png'),
    email: site.contactEmail,
    sameAs: [site.linkedInUrl],
  }
}

export function website(lang: Lang) {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: site.name,
    url: absoluteUrl(localePath(lang, '/')),
    inLanguage: lang,
    publisher: { '@id': organizationId() },
  }
}

/** Every indexable page, in its language. `path` is the page's English path. */
export function webPage(lang: Lang, path: string, name: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    name,
    url: absoluteUrl(localePath(lang, path)),
    inLanguage: lang,
    isPartOf: { '@type': 'WebSite', url: absoluteUrl(localePath(lang, '/')) },
  }
}

export function service(lang: Lang) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: siteText[lang].serviceName,
    serviceType: siteText[lang].serviceType,
    description: siteText[lang].description,
    provider: { '@id': organizationId() },
    offers: packages[lang].map((pkg) => ({
      '@type': 'Offer',
      name: pkg.name,
      description: pkg.subtitle,
      price: pkg.price,
      priceCurrency: 'USD',
      priceSpecification: {
        '@type': 'PriceSpecification',
        price: pkg.price,
        priceCurrency: 'USD',
        valueAddedTaxIncluded: false,
      },
      url: absoluteUrl(`${localePath(lang, '/')}#pricing`),
    })),
  }
}

/** The home page's questions, word for word as its FAQ section shows them. */
export function faqPage(lang: Lang) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    url: absoluteUrl(`${localePath(lang, '/')}#faq`),
    inLanguage: lang,
    mainEntity: faq[lang].items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  }
}

export function breadcrumbs(items: { name: string; path: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: absoluteUrl(item.path),
    })),
  }
}

export function caseStudyArticle(study: CaseStudy, imagePath: string, lang: Lang) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: `${study.company}: ${study.description}`.slice(0, 110),
    description: study.description,
    about: study.industry,
    image: absoluteUrl(imagePath),
    url: absoluteUrl(localePath(lang, `/case-study/${study.slug}`)),
    inLanguage: lang,
    author: { '@id': organizationId() },
    publisher: { '@id': organizationId() },
  }
}
