import caseStudiesSectionFile from '../../content/home/case-studies-section.json' with { type: 'json' }
import faqFile from '../../content/home/faq.json' with { type: 'json' }
import featuresFile from '../../content/home/features.json' with { type: 'json' }
import heroFile from '../../content/home/hero.json' with { type: 'json' }
import packageFile from '../../content/home/package.json' with { type: 'json' }
import teamFile from '../../content/home/team.json' with { type: 'json' }
import whyFile from '../../content/home/why.json' with { type: 'json' }
import { wordsOf } from './load.ts'

export const hero = wordsOf<'home/hero'>(heroFile)
export const why = wordsOf<'home/why'>(whyFile)
export const packageSection = wordsOf<'home/package'>(packageFile)
export const features = wordsOf<'home/features'>(featuresFile)
export const caseStudiesSection = wordsOf<'home/case-studies-section'>(caseStudiesSectionFile)
export const faq = wordsOf<'home/faq'>(faqFile)
export const team = wordsOf<'home/team'>(teamFile)
