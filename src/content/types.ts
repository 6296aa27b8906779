/** Typed shapes of every piece of visitor-facing copy. Copy is data: components receive it through props. */
import type { Localized } from './locale.ts'

export interface SiteConfig {
  name: string
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
  /** Price in US dollars, before VAT. */
  price: number
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

export interface CaseStudyText {
  industry: string
  description: string
  challenge: string
  solution: string
  /** Short names, in the same order as `detailedFeatures`. */
  features: string[]
  detailedFeatures: DetailedFeature[]
  timeline: string
  results: string[]
  imageAlt: string
}

/** A case study as written: what every language shares, and its words in each. */
export interface CaseStudyEntry {
  /** A product name: the same in every language. */
  company: string
  slug: string
  technologies: string[]
  icon: IconName
  colour: string
  image: Omit<CaseStudyImage, 'alt'>
  text: Localized<CaseStudyText>
}

export interface CaseStudy extends Omit<CaseStudyEntry, 'text' | 'image'>, Omit<CaseStudyText, 'imageAlt'> {
  image: CaseStudyImage
}
