import pricingFile from '../../content/home/pricing.json' with { type: 'json' }
import { perLanguage, wordsOf } from './load.ts'
import type { Localized } from '../ground/locale.ts'
import type { PremiumOffer, PricingPackage } from './types.ts'

const pricing = wordsOf<'home/pricing'>(pricingFile)

export const pricingSection = perLanguage((lang) => ({ title: pricing[lang].title, intro: pricing[lang].intro }))

/** The same in every language: a package's name is the value our form sends HubSpot. */
export const packages: Localized<PricingPackage[]> = perLanguage((lang) => pricing[lang].packages)

export const premium: Localized<PremiumOffer> = perLanguage((lang) => pricing[lang].premium)
