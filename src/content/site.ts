import frameFile from '../../content/frame.json' with { type: 'json' }
import settingsFile from '../../content/settings.json' with { type: 'json' }
import { perLanguage, settings, wordsOf } from './load.ts'
import type { schemas } from './schema.ts'
import type { NavItem, SectionId, SiteConfig } from './types.ts'

export const site: SiteConfig = {
  name: settings.name,
  linkedInUrl: settings.linkedInUrl,
  contactEmail: settings.contactEmail,
  copyrightYear: settings.copyrightYear,
  spotsPerMonth: settings.spotsPerMonth,
  keepApplicationsMonths: settings.keepApplicationsMonths,
}

const settingsWords = wordsOf<typeof schemas.settings>(settingsFile)

export const siteText = perLanguage((lang) => {
  const { tagline, description, serviceName, serviceType } = settingsWords[lang]
  return { tagline, description, serviceName, serviceType }
})

const frame = wordsOf<typeof schemas.frame>(frameFile)

const SECTIONS = { why: 'why', package: 'package', features: 'features', caseStudies: 'case-studies', pricing: 'pricing' } as const satisfies Record<
  keyof (typeof frame)['en']['navigation'],
  SectionId
>

export const navigation = perLanguage<NavItem[]>((lang) =>
  Object.entries(SECTIONS).map(([key, hash]) => ({ label: frame[lang].navigation[key as keyof typeof SECTIONS], hash })),
)

export const chrome = perLanguage((lang) => {
  const { navigation: _, ...words } = frame[lang]
  return words
})

export type FrameWords = (typeof chrome)['en']
