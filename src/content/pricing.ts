import pricingFile from '../../content/home/pricing.json' with { type: 'json' }
import { perLanguage, wordsOf } from './load.ts'
import type { Localized } from './locale.ts'
import type { schemas } from './schema.ts'
import type { PremiumOffer, PricingPackage } from './types.ts'

const pricing = wordsOf<typeof schemas.pricing>(pricingFile)

export const pricingSection = perLanguage((lang) => ({ title: pricing[lang].title, intro: pricing[lang].intro }))

/**
 * A package's name is a product name: the same in every language, and the value our application
 * form sends to HubSpot for the package chosen.
 */
export const packages: Localized<PricingPackage[]> = perLanguage((lang) => pricing[lang].packages)

/** `line` keeps its {price}, the price formatted for the language. */
export const premium: Localized<PremiumOffer> = perLanguage((lang) => pricing[lang].premium)
