/** One test per value docs/specification.md fixes: a CMS edit that changes one fails that test alone, so changing the specification is a decision. */
import { describe, expect, it } from 'vitest'
import { formatPrice } from '../lib/format.ts'
import { caseStudiesIn } from './case-studies.ts'
import { caseStudiesSection, features, hero, packageSection, why } from './home.ts'
import { applicationPage, caseStudyPage, errorPage, notFoundPage } from './pages.ts'
import { packages, premium } from './pricing.ts'
import { chrome, navigation, site } from './site.ts'

const en = <T,>(value: { en: T }) => value.en
const study = (company: string) => caseStudiesIn('en').find((candidate) => candidate.company === company)
const pkg = (name: string) => en(packages).find((candidate) => candidate.name === name)

/** [what the specification says, its value, where the site keeps it] */
const fixed: [string, unknown, () => unknown][] = [
  ['the headline', 'From Idea to MVP in 4 Weeks. Guaranteed.', () => en(hero).headline],
  ['the main call to action', 'Request free consultation', () => en(hero).cta],
  ['the spots each month', 8, () => site.spotsPerMonth],
  // Its number is the spots' own, tested once above.
  ['the spots claim', 'Only {spots} spots available this month', () => en(hero).eyebrow.replace(String(site.spotsPerMonth), '{spots}')],
  ['the failure claim', /^97% of startups fail from broken execution/, () => `${en(why).stat} ${en(why).statLabel}`],
  ['the why title', /^Why .+ Exists$/, () => en(why).title],
  ['the navigation', ['Why', 'Package', 'Features', 'Case Studies', 'Pricing'], () => en(navigation).map((item) => item.label)],
  ['the header and footer button', 'Get Started', () => en(chrome).getStarted],
  ['the LinkedIn link', 'Follow us on LinkedIn', () => en(chrome).linkedIn],
  ['the copyright year', 2025, () => site.copyrightYear],
  ['the package section', 'Launch-Ready by Design', () => en(packageSection).title],
  ['the package cards', 3, () => en(packageSection).cards.length],
  ['the features section', 'Build Right. Build Smart.', () => en(features).title],
  [
    'the six features',
    ['Discovery', '24/7 Follow-the-Sun', 'AI-Powered Full-Stack Teams', 'Total Transparency', '4-Week Launch Guarantee', 'Product Leadership'],
    () => en(features).cards.map((card) => card.title),
  ],
  ['the case studies heading', 'MVPs That Actually Work', () => en(caseStudiesSection).title],
  ['the case studies subtext', 'See how bold ideas become market-ready products: built fast, focused, and designed to win.', () => en(caseStudiesSection).subtext],
  ["a card's solution label", 'Our Solution', () => en(caseStudiesSection).solution],
  ["a card's delivery badge", 'Delivered in 4 weeks', () => en(caseStudiesSection).delivered],
  ["a card's link", 'View Details', () => en(caseStudiesSection).viewDetails],
  ...(
    [
      ['PRODUCT DISCOVERY', 3000, undefined, false, 4],
      ['STANDARD MVP', 25000, 'Most Popular', true, 7],
      ['ADVANCED MVP', 40000, undefined, false, 9],
    ] as const
  ).flatMap(([name, price, badge, popular, included]): [string, unknown, () => unknown][] => [
    [`the ${name} package's price`, formatPrice(price), () => pkg(name) && formatPrice(pkg(name)!.price)],
    [`the ${name} package's badge`, badge, () => pkg(name)?.badge],
    [`the ${name} package's highlight`, popular, () => pkg(name)?.popular],
    [`the ${name} package's button`, 'Launch Your MVP', () => pkg(name)?.ctaLabel],
    [`the ${name} package's currency`, /USD.*VAT/, () => pkg(name)?.currencyNote],
    // The specification names what each includes without quoting it: the wording is the business's.
    [`how many things the ${name} package includes`, included, () => pkg(name)?.features.length],
  ]),
  ["the PRODUCT DISCOVERY package's subtitle", 'Validate Your Idea. Fast', () => pkg('PRODUCT DISCOVERY')?.subtitle],
  ['the premium box title', 'Need Something More Robust?', () => en(premium).title],
  [
    'the premium box text',
    'Complex multi-user logic, advanced AI, or enterprise-scale infrastructure? We also craft Premium Advanced MVPs tailored to dominate your market.',
    () => en(premium).text,
  ],
  ['the premium price', '$50,000', () => formatPrice(en(premium).price)],
  ['the premium line', 'Starting at {price} +VAT | 6-8 week delivery', () => en(premium).line],
  ['the premium button', 'Request a Premium Build', () => en(premium).ctaLabel],
  ['the application page title', 'Launch Your MVP', () => en(applicationPage).title],
  [
    'the application page text',
    'Spots are limited. We work only with serious founders and limit projects each month to guarantee world-class results. Submit this form to be considered.',
    () => en(applicationPage).text,
  ],
  ['the application page back button', 'Back to Home', () => en(applicationPage).back],
  ...Object.entries({
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
  }).map(([key, value]): [string, unknown, () => unknown] => [`the case study page's "${value}"`, value, () => en(caseStudyPage)[key as keyof (typeof caseStudyPage)['en']]]),
  ['the not-found code', '404', () => en(notFoundPage).code],
  ['the not-found title', 'Oops! Page not found', () => en(notFoundPage).title],
  ['the not-found link', 'Return to Home', () => en(notFoundPage).home],
  ['the error screen title', 'Unexpected Application Error!', () => en(errorPage).title],
  ...(
    [
      ['MoneyMind', 'moneymind', 'Personal Finance'],
      ['TechFlow Solutions', 'techflow-solutions', 'B2B SaaS'],
      ['LearnCraft Academy', 'learncraft-academy', 'E-learning'],
      ['LocalMarket Hub', 'localmarket-hub', 'Marketplace'],
    ] as const
  ).map(([company, slug, industry]): [string, unknown, () => unknown] => [
    `the case study ${company}`,
    { slug, industry, timeline: '4 weeks' },
    () => study(company) && { slug: study(company)!.slug, industry: study(company)!.industry, timeline: study(company)!.timeline },
  ]),
]

describe('the specification', () => {
  // A pattern is named by its source: `%j` would print it as {}.
  const named = fixed.map(([what, value, actual]) => [what, value instanceof RegExp ? String(value) : JSON.stringify(value), value, actual] as const)
  it.each(named)('keeps %s: %s', (_what, _name, value, actual) => {
    if (value instanceof RegExp) expect(actual()).toMatch(value)
    else expect(actual()).toEqual(value)
  })

  /** Its result claims; which belongs to which case study it does not say. */
  const claims = ['500+ early users', '95% satisfaction', '60% less development time', '50+ courses', '1000+ students', '98% uptime', '40% higher completion', '50+ vendors', '2000+ products', '85% retention', '25% sales increase']
  it.each(claims)('keeps the result claim %j in one of its four case studies', (claim) => {
    const ownStudies = ['MoneyMind', 'TechFlow Solutions', 'LearnCraft Academy', 'LocalMarket Hub'].map(study)
    const results = ownStudies.flatMap((own) => own?.results ?? []).map((result) => `${result.figure} ${result.text}`)
    expect(results.filter((result) => result.includes(claim))).toHaveLength(1)
  })
})
