import caseStudiesSectionFile from '../../content/home/case-studies-section.json' with { type: 'json' }
import faqFile from '../../content/home/faq.json' with { type: 'json' }
import featuresFile from '../../content/home/features.json' with { type: 'json' }
import heroFile from '../../content/home/hero.json' with { type: 'json' }
import packageFile from '../../content/home/package.json' with { type: 'json' }
import teamFile from '../../content/home/team.json' with { type: 'json' }
import whyFile from '../../content/home/why.json' with { type: 'json' }
import { wordsOf } from './load.ts'
import type { schemas } from './schema.ts'

export const hero = wordsOf<typeof schemas.hero>(heroFile)
export const why = wordsOf<typeof schemas.why>(whyFile)
export const packageSection = wordsOf<typeof schemas.packageSection>(packageFile)
export const features = wordsOf<typeof schemas.features>(featuresFile)
export const caseStudiesSection = wordsOf<typeof schemas.caseStudiesSection>(caseStudiesSectionFile)
export const faq = wordsOf<typeof schemas.faq>(faqFile)
export const team = wordsOf<typeof schemas.team>(teamFile)
