import { packages } from '../content/pricing'
import { site } from '../content/site'
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

export function website() {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: site.name,
    url: absoluteUrl('/'),
    publisher: { '@id': organizationId() },
  }
}

/** The service with its three packages as offers, priced as the pricing section shows them. */
export function service() {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: 'MVP development in 4 weeks',
    serviceType: 'MVP development',
    description: site.description,
    provider: { '@id': organizationId() },
    offers: packages.map((pkg) => ({
      '@type': 'Offer',
      name: pkg.name,
      description: pkg.subtitle,
      price: pkg.price,
      priceCurrency: 'USD',
      priceSpecification: { '@type': 'PriceSpecification', price: pkg.price, priceCurrency: 'USD', valueAddedTaxIncluded: false },
      url: absoluteUrl('/#pricing'),
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

export function caseStudyArticle(study: CaseStudy, imagePath: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: `${study.company}: ${study.description}`.slice(0, 110),
    description: study.description,
    about: study.industry,
    image: absoluteUrl(imagePath),
    url: absoluteUrl(`/case-study/${study.slug}`),
    author: { '@id': organizationId() },
    publisher: { '@id': organizationId() },
  }
}
