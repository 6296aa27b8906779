import type { CaseStudyWords, ContentKey, Settings, WordsIn } from './schema.ts'

export type { IconName } from './schema.ts'

export type SiteConfig = Pick<
  Settings,
  'name' | 'linkedInUrl' | 'contactEmail' | 'copyrightYear' | 'spotsPerMonth' | 'keepApplicationsMonths'
>

export interface NavItem {
  label: string
  hash: SectionId
}

type HomeFile = ContentKey extends infer Key ? (Key extends `home/${infer Name}` ? Name : never) : never

/** A home section's anchor is its file's name under content/home/; the case studies' file is named apart from their folder. */
export type SectionId = Exclude<HomeFile, 'case-studies-section'> | 'case-studies'

export type IconCard = WordsIn<'home/features'>['cards'][number]

type Pricing = WordsIn<'home/pricing'>
export type PricingPackage = Pricing['packages'][number]
export type PremiumOffer = Pricing['premium']

export interface CaseStudyImage {
  /** Its files' name: `/media/case-studies/<name>-<width>.webp`. */
  name: string
  /** Its dark-theme twin's files' name, when the study has one. */
  dark?: string
  alt: string
  width: number
  height: number
}

export type CaseStudyResult = CaseStudyWords['results'][number]

export interface CaseStudy extends Omit<
  CaseStudyWords,
  'order' | 'image' | 'imageArabic' | 'imageDark' | 'imageArabicDark' | 'imageAlt'
> {
  /** Short names, in the same order as `detailedFeatures`. */
  features: string[]
  image: CaseStudyImage
  /** The result the editor chose (`headline`), for the home page's proof band and the carousel card. */
  headlineResult: CaseStudyResult
}
