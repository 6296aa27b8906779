import { describe, expect, it } from 'vitest'
import { caseStudies, findCaseStudy } from './case-studies.ts'
import { caseStudiesSection, features, hero, packageSection, why } from './home.ts'
import { applicationPage, caseStudyPage, errorPage, notFoundPage } from './pages.ts'
import { packages, premium } from './pricing.ts'
import { chrome, navigation, site } from './site.ts'

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
    expect(premium).toEqual({
      title: 'Need Something More Robust?',
      text: 'Complex multi-user logic, advanced AI, or enterprise-scale infrastructure? We also craft Premium Advanced MVPs tailored to dominate your market.',
      line: 'Starting at $50,000 +VAT | 6-8 week delivery',
      ctaLabel: 'Request a Premium Build',
    })
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
