/** Typed shapes of every piece of visitor-facing copy. Copy is data: components receive it through props. */

export interface SiteConfig {
  name: string
  tagline: string
  description: string
  linkedInUrl: string
  contactEmail: string
  copyrightYear: number
  spotsPerMonth: number
}

export interface NavItem {
  label: string
  hash: SectionId
}

export type SectionId = 'why' | 'package' | 'features' | 'case-studies' | 'pricing'

export interface IconCard {
  icon: IconName
  title: string
  text: string
}

export type IconName =
  | 'palette'
  | 'layers'
  | 'plug'
  | 'compass'
  | 'globe'
  | 'cpu'
  | 'eye'
  | 'shield'
  | 'flag'
  | 'wallet'
  | 'workflow'
  | 'book'
  | 'store'

export interface PricingPackage {
  name: string
  subtitle: string
  /** Price in US dollars, before VAT. */
  price: number
  currencyNote: string
  badge?: string
  features: string[]
  ctaLabel: string
  popular: boolean
}

export interface PremiumOffer {
  title: string
  text: string
  line: string
  ctaLabel: string
}

export interface DetailedFeature {
  name: string
  description: string
}

export interface CaseStudyImage {
  name: string
  alt: string
  width: number
  height: number
}

export interface CaseStudy {
  company: string
  slug: string
  industry: string
  description: string
  challenge: string
  solution: string
  features: string[]
  detailedFeatures: DetailedFeature[]
  technologies: string[]
  timeline: string
  results: string[]
  icon: IconName
  colour: string
  image: CaseStudyImage
}
