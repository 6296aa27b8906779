import { describe, expect, it } from 'vitest'
import { formatPrice } from '../lib/format.ts'
import { applicationForm, applicationText } from './application.ts'
import { caseStudiesIn, caseStudyEntries, findCaseStudy } from './case-studies.ts'
import * as home from './home.ts'
import { installSteps } from './install-steps.ts'
import type { Localized } from './locale.ts'
import { meta } from './meta.ts'
import * as pageCopy from './pages.ts'
import * as pricing from './pricing.ts'
import { pwa } from './pwa.ts'
import { chrome as chromeIn, navigation as navigationIn, site, siteText } from './site.ts'

// The specification's strings are English: its quotes are checked there.
const [caseStudies, packages, premium, chrome, navigation] = [caseStudiesIn('en'), pricing.packages.en, pricing.premium.en, chromeIn.en, navigationIn.en]
const { hero, why, packageSection, features, caseStudiesSection } = Object.fromEntries(Object.entries(home).map(([name, value]) => [name, value.en])) as { [K in keyof typeof home]: (typeof home)[K]['en'] }
const { applicationPage, caseStudyPage, errorPage, notFoundPage } = Object.fromEntries(Object.entries(pageCopy).map(([name, value]) => [name, value.en])) as { [K in keyof typeof pageCopy]: (typeof pageCopy)[K]['en'] }

/** The result claims of the specification; each appears in exactly one case study. */
const resultClaims = [
  '500+ early users',
  '95% satisfaction',
  '60% less development time',
  '50+ courses',
  '1000+ students',
  '98% uptime',
  '40% higher completion',
  '50+ vendors',
  '2000+ products',
  '85% retention',
  '25% sales increase',
] as const

describe('case studies', () => {
  it('has the four companies of the specification with their industries, in order', () => {
    expect(caseStudies.map((study) => [study.company, study.slug, study.industry])).toEqual([
      ['MoneyMind', 'moneymind', 'Personal Finance'],
      ['TechFlow Solutions', 'techflow-solutions', 'B2B SaaS'],
      ['LearnCraft Academy', 'learncraft-academy', 'E-learning'],
      ['LocalMarket Hub', 'localmarket-hub', 'Marketplace'],
    ])
  })

  it('uses unique, URL-safe slugs', () => {
    const slugs = caseStudies.map((study) => study.slug)
    expect(new Set(slugs).size).toBe(slugs.length)
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
  })

  it.each(caseStudies)('fills every field of $company', (study) => {
    for (const field of ['company', 'slug', 'industry', 'description', 'challenge', 'solution', 'icon', 'colour'] as const) {
      expect(study[field].trim(), field).not.toBe('')
    }
    expect(study.timeline).toBe('4 weeks')
    expect(study.features.length).toBeGreaterThanOrEqual(3)
    expect(study.detailedFeatures.length).toBeGreaterThanOrEqual(3)
    for (const feature of study.detailedFeatures) {
      expect(feature.name.trim()).not.toBe('')
      expect(feature.description.trim()).not.toBe('')
    }
    expect(study.technologies.length).toBeGreaterThanOrEqual(3)
    expect(study.results.length).toBeGreaterThanOrEqual(2)
    expect(study.colour).toMatch(/^#[0-9a-f]{6}$/i)
    expect(study.image.alt.length).toBeGreaterThan(20)
    expect(study.image.width).toBeGreaterThan(0)
    expect(study.image.height).toBeGreaterThan(0)
  })

  it('places each of the eleven result claims in exactly one case study, once', () => {
    expect(resultClaims).toHaveLength(11)
    const allResults = caseStudies.flatMap((study) => study.results)
    for (const claim of resultClaims) {
      const hits = allResults.filter((result) => result.includes(claim))
      expect(hits, claim).toHaveLength(1)
    }
    // and no result says anything but one of the claims
    for (const result of allResults) {
      expect(resultClaims.filter((claim) => result.includes(claim)), result).toHaveLength(1)
    }
  })

  it('puts each claim with the company it fits', () => {
    const owner = (claim: string) => caseStudies.find((study) => study.results.some((result) => result.includes(claim)))?.slug
    expect(owner('50+ courses')).toBe('learncraft-academy')
    expect(owner('1000+ students')).toBe('learncraft-academy')
    expect(owner('40% higher completion')).toBe('learncraft-academy')
    expect(owner('50+ vendors')).toBe('localmarket-hub')
    expect(owner('2000+ products')).toBe('localmarket-hub')
    expect(owner('25% sales increase')).toBe('localmarket-hub')
    expect(owner('98% uptime')).toBe('techflow-solutions')
  })

  it('finds a case study by slug and nothing for an unknown one', () => {
    expect(findCaseStudy('moneymind')?.company).toBe('MoneyMind')
    expect(findCaseStudy('nope')).toBeUndefined()
    expect(findCaseStudy('__proto__')).toBeUndefined()
  })
})

describe('pricing', () => {
  it('has the three packages of the specification, exactly', () => {
    expect(packages.map((pkg) => [pkg.name, pkg.price, pkg.popular, pkg.badge, pkg.ctaLabel])).toEqual([
      ['PRODUCT DISCOVERY', 3000, false, undefined, 'Launch Your MVP'],
      ['STANDARD MVP', 25000, true, 'Most Popular', 'Launch Your MVP'],
      ['ADVANCED MVP', 40000, false, undefined, 'Launch Your MVP'],
    ])
    expect(packages[0].subtitle).toBe('Validate Your Idea. Fast')
    for (const pkg of packages) expect(pkg.currencyNote).toMatch(/USD.*VAT/)
  })

  it('lists what each package includes: as many items as the specification names, none empty or twice', () => {
    // The specification describes each list without quoting it: the wording is the business's.
    expect(packages.map((pkg) => pkg.features.length)).toEqual([4, 7, 9])
    for (const pkg of packages) {
      for (const feature of pkg.features) expect(feature.trim(), pkg.name).not.toBe('')
      expect(new Set(pkg.features).size, pkg.name).toBe(pkg.features.length)
    }
  })

  it('has the premium box word for word', () => {
    expect(premium.title).toBe('Need Something More Robust?')
    expect(premium.text).toBe(
      'Complex multi-user logic, advanced AI, or enterprise-scale infrastructure? We also craft Premium Advanced MVPs tailored to dominate your market.',
    )
    expect(premium.line.replace('{price}', formatPrice(premium.price))).toBe('Starting at $50,000 +VAT | 6-8 week delivery')
    expect(premium.ctaLabel).toBe('Request a Premium Build')
  })
})

describe('site and page copy', () => {
  it('keeps the product name in one place and uses it where the brand appears', () => {
    expect(site.name.trim()).not.toBe('')
    expect(why.title).toBe(`Why ${site.name} Exists`)
    expect(chrome.copyright).toContain('© 2025')
    expect(chrome.copyright).toContain(site.name)
    expect(site.linkedInUrl).toMatch(/^https:\/\/www\.linkedin\.com\//)
    expect(site.contactEmail).toMatch(/^[^@\s]+@[^@\s]+\.[^@\s]+$/)
    expect(site.spotsPerMonth).toBe(8)
  })

  it('has the navigation of the specification', () => {
    expect(navigation.map((item) => [item.label, item.hash])).toEqual([
      ['Why', 'why'],
      ['Package', 'package'],
      ['Features', 'features'],
      ['Case Studies', 'case-studies'],
      ['Pricing', 'pricing'],
    ])
    expect(chrome.getStarted).toBe('Get Started')
    expect(chrome.linkedIn).toBe('Follow us on LinkedIn')
  })

  it('quotes the specification exactly', () => {
    expect(hero.headline).toBe('From Idea to MVP in 4 Weeks. Guaranteed.')
    expect(hero.cta).toBe('Request free consultation')
    expect(hero.eyebrow).toBe('Only 8 spots available this month')
    expect(why.stat + ' ' + why.statLabel).toMatch(/^97% of startups fail from broken execution/)
    expect(packageSection.title).toBe('Launch-Ready by Design')
    expect(packageSection.cards).toHaveLength(3)
    expect(features.title).toBe('Build Right. Build Smart.')
    expect(features.cards.map((card) => card.title)).toEqual([
      'Discovery',
      '24/7 Follow-the-Sun',
      'AI-Powered Full-Stack Teams',
      'Total Transparency',
      '4-Week Launch Guarantee',
      'Product Leadership',
    ])
    expect(caseStudiesSection.title).toBe('MVPs That Actually Work')
    expect(caseStudiesSection.subtext).toBe(
      'See how bold ideas become market-ready products: built fast, focused, and designed to win.',
    )
    expect(caseStudiesSection.challenge).toBe('Challenge')
    expect(caseStudiesSection.solution).toBe('Our Solution')
    expect(caseStudiesSection.delivered).toBe('Delivered in 4 weeks')
    expect(caseStudiesSection.viewDetails).toBe('View Details')
    expect(applicationPage.title).toBe('Launch Your MVP')
    expect(applicationPage.text).toBe(
      'Spots are limited. We work only with serious founders and limit projects each month to guarantee world-class results. Submit this form to be considered.',
    )
    expect(applicationPage.back).toBe('Back to Home')
    expect(caseStudyPage).toMatchObject({
      delivered: 'Delivered in 4 weeks',
      startProject: 'Start Your Project',
      challenge: 'The Challenge',
      solution: 'Our Solution',
      featuresTitle: 'Features Delivered',
      technologiesTitle: 'Technology Stack',
      resultsTitle: 'Key Results',
      ctaTitle: 'Ready to Build Your MVP?',
      ctaText: "Let's discuss how we can help you launch your product in just 4 weeks.",
      ctaButton: 'Get Started Today',
      notFoundTitle: 'Case Study Not Found',
      notFoundHome: 'Return Home',
    })
    expect(notFoundPage).toMatchObject({ code: '404', title: 'Oops! Page not found', home: 'Return to Home' })
    expect(errorPage.title).toBe('Unexpected Application Error!')
  })
})

/** Every piece of localized copy, by name. */
const localized: Record<string, Localized<unknown>> = {
  ...home,
  ...pageCopy,
  ...pricing,
  applicationForm,
  installSteps,
  meta,
  pwa,
  chrome: chromeIn,
  navigation: navigationIn,
  siteText,
  caseStudies: { en: caseStudiesIn('en'), ar: caseStudiesIn('ar') },
  // `sentAs` holds both languages on either page.
  application: { en: { ...applicationText('en'), lang: '', sentAs: undefined }, ar: { ...applicationText('ar'), lang: '', sentAs: undefined } },
}

/** Pairs of English and Arabic strings at the same place; anything else in the two must be equal. */
function pairs(en: unknown, ar: unknown, at: string): [string, string, string][] {
  if (typeof en === 'string') {
    expect(typeof ar, at).toBe('string')
    return [[at, en, ar as string]]
  }
  if (Array.isArray(en)) {
    expect(Array.isArray(ar) && ar.length, at).toBe(en.length)
    return en.flatMap((item, index) => pairs(item, (ar as unknown[])[index], `${at}[${index}]`))
  }
  if (en && typeof en === 'object') {
    expect(Object.keys(ar as object).sort(), at).toEqual(Object.keys(en).sort())
    return Object.entries(en).flatMap(([key, value]) => pairs(value, (ar as Record<string, unknown>)[key], `${at}.${key}`))
  }
  expect(ar, at).toEqual(en)
  return []
}

describe('the Arabic edition', () => {
  const all = Object.entries(localized).flatMap(([name, value]) => pairs(value.en, value.ar, name))
  const ARABIC = /[\u0600-\u06ff]/

  it('has the same shape as the English copy, with the same prices, links and values sent to HubSpot', () => {
    expect(all.length).toBeGreaterThan(300)
    expect(caseStudiesIn('ar').map((study) => study.slug)).toEqual(caseStudyEntries.map((study) => study.slug))
    expect(applicationText('ar').fields.map((field) => field.name)).toEqual(applicationText('en').fields.map((field) => field.name))
  })

  it('is written in Arabic: every English sentence has an Arabic one, names and identifiers aside', () => {
    // HubSpot's option values are the same in both languages: their labels are the visitor's.
    const sentences = all.filter(([at, en]) => en.split(' ').length >= 3 && /[a-z]/.test(en) && !at.includes('.values['))
    expect(sentences.length).toBeGreaterThan(150)
    for (const [at, , ar] of sentences) expect(ar, at).toMatch(ARABIC)
    // Nothing left empty where English says something.
    for (const [at, en, ar] of all) if (en.trim()) expect(ar.trim(), at).not.toBe('')
  })

  it('uses Western digits throughout, as Intl formats its prices (README, "Arabic")', () => {
    for (const [at, , ar] of all) expect(ar, at).not.toMatch(/[\u0660-\u0669\u06f0-\u06f9]/)
    expect(formatPrice(25000, 'ar')).toMatch(/25,000/)
    // Each of the specification's figures keeps its number in Arabic.
    for (const claim of resultClaims) {
      const number = claim.match(/\d+/)![0]
      expect(caseStudiesIn('ar').flatMap((study) => study.results).some((result) => result.includes(number)), claim).toBe(true)
    }
  })

  it('finds an Arabic case study by its slug', () => {
    expect(findCaseStudy('moneymind', 'ar')?.industry).toMatch(ARABIC)
    expect(findCaseStudy('nope', 'ar')).toBeUndefined()
  })
})
