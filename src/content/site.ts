import frameFile from '../../content/frame.json' with { type: 'json' }
import settingsFile from '../../content/settings.json' with { type: 'json' }
import { perLanguage, settings, wordsOf } from './load.ts'
import type { NavItem, SectionId, SiteConfig } from './types.ts'

export const site: SiteConfig = {
  name: settings.name,
  linkedInUrl: settings.linkedInUrl,
  contactEmail: settings.contactEmail,
  copyrightYear: settings.copyrightYear,
  spotsPerMonth: settings.spotsPerMonth,
  keepApplicationsMonths: settings.keepApplicationsMonths,
}

const settingsWords = wordsOf<'settings'>(settingsFile)

export const siteText = perLanguage((lang) => {
  const { tagline, description, serviceName, serviceType } = settingsWords[lang]
  return { tagline, description, serviceName, serviceType }
})

const frame = wordsOf<'frame'>(frameFile)

type MenuWords = (typeof frame)['en']['navigation']

/** In the menu's order; an optional item the business left empty has no link. */
const SECTIONS = {
  why: 'why',
  package: 'package',
  features: 'features',
  caseStudies: 'case-studies',
  faq: 'faq',
  pricing: 'pricing',
} as const satisfies Record<keyof MenuWords, SectionId>

export const sectionLinks = (menu: MenuWords): NavItem[] =>
  Object.entries(SECTIONS).flatMap(([key, hash]) => {
    const label = menu[key as keyof MenuWords]
    return label ? [{ label, hash }] : []
  })

export const navigation = perLanguage((lang) => sectionLinks(frame[lang].navigation))

export const chrome = perLanguage((lang) => {
  const { navigation: _, ...words } = frame[lang]
  return words
})

export type FrameWords = (typeof chrome)['en']
