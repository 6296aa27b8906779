/** docs/specification.md's launch content: the business's to change. `npm run spec:check` lists what the content no longer matches; nothing fails. */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { formatPrice } from '../ground/format.ts'
import { readCaseStudyFiles } from './case-studies.ts'
import { contentPath, type ContentKey, type WordsIn } from './schema.ts'
import { sectionLinks } from './site.ts'

function launchContent(dir: string) {
  const en = <K extends ContentKey>(key: K) =>
    JSON.parse(readFileSync(join(dir, contentPath(key)), 'utf8')).en as WordsIn<K>
  const studies = readCaseStudyFiles(join(dir, 'case-studies')).map((file) => file.en)
  return { en, study: (company: string) => studies.find((study) => study.company === company) }
}

type Content = ReturnType<typeof launchContent>

type LaunchValue = [string, unknown, (content: Content) => unknown]

const pkg = ({ en }: Content, name: string) => en('home/pricing').packages.find((candidate) => candidate.name === name)

export const LAUNCH_VALUES: LaunchValue[] = [
  ['the headline', 'From Idea to MVP in 4 Weeks. Guaranteed.', ({ en }) => en('home/hero').headline],
  ['the main call to action', 'Request free consultation', ({ en }) => en('home/hero').cta],
  ['the spots each month', 8, ({ en }) => en('settings').spotsPerMonth],
  ['the spots claim', 'Only {spots} spots available this month', ({ en }) => en('home/hero').eyebrow],
  [
    'the failure claim',
    /^97% of startups fail from broken execution/,
    ({ en }) => `${en('home/why').stat} ${en('home/why').statLabel}`,
  ],
  ['the why title', /^Why .+ Exists$/, ({ en }) => en('home/why').title],
  [
    'the navigation',
    ['Why', 'Package', 'Features', 'Case Studies', 'Pricing'],
    ({ en }) => sectionLinks(en('frame').navigation).map((item) => item.label),
  ],
  ['the header and footer button', 'Get Started', ({ en }) => en('frame').getStarted],
  ['the LinkedIn link', 'Follow us on LinkedIn', ({ en }) => en('frame').linkedIn],
  ['the copyright year', 2025, ({ en }) => en('settings').copyrightYear],
  ['the package section', 'Launch-Ready by Design', ({ en }) => en('home/package').title],
  ['the package cards', 3, ({ en }) => en('home/package').cards.length],
  ['the features section', 'Build Right. Build Smart.', ({ en }) => en('home/features').title],
  [
    'the six features',
    [
      'Discovery',
      '24/7 Follow-the-Sun',
      'AI-Powered Full-Stack Teams',
      'Total Transparency',
      '4-Week Launch Guarantee',
      'Product Leadership',
    ],
    ({ en }) => en('home/features').cards.map((card) => card.title),
  ],
  ['the case studies heading', 'MVPs That Actually Work', ({ en }) => en('home/case-studies-section').title],
  [
    'the case studies subtext',
    'See how bold ideas become market-ready products: built fast, focused, and designed to win.',
    ({ en }) => en('home/case-studies-section').subtext,
  ],
  ["a card's solution label", 'Our Solution', ({ en }) => en('home/case-studies-section').solution],
  ["a card's delivery badge", 'Delivered in 4 weeks', ({ en }) => en('home/case-studies-section').delivered],
  ["a card's link", 'View Details', ({ en }) => en('home/case-studies-section').viewDetails],
  ...(
    [
      ['PRODUCT DISCOVERY', 3000, undefined, false, 4],
      ['STANDARD MVP', 25000, 'Most Popular', true, 7],
      ['ADVANCED MVP', 40000, undefined, false, 9],
    ] as const
  ).flatMap(([name, price, badge, popular, included]): LaunchValue[] => [
    [
      `the ${name} package's price`,
      formatPrice(price),
      (content) => pkg(content, name) && formatPrice(pkg(content, name)!.price),
    ],
    [`the ${name} package's badge`, badge, (content) => pkg(content, name)?.badge],
    [`the ${name} package's highlight`, popular, (content) => pkg(content, name)?.popular],
    [`the ${name} package's button`, 'Launch Your MVP', (content) => pkg(content, name)?.ctaLabel],
    [`the ${name} package's currency`, /USD.*VAT/, (content) => pkg(content, name)?.currencyNote],
    // The specification names what each includes without quoting it: the wording is the business's.
    [`how many things the ${name} package includes`, included, (content) => pkg(content, name)?.features.length],
  ]),
  [
    "the PRODUCT DISCOVERY package's subtitle",
    'Validate Your Idea. Fast',
    (content) => pkg(content, 'PRODUCT DISCOVERY')?.subtitle,
  ],
  ['the premium box title', 'Need Something More Robust?', ({ en }) => en('home/pricing').premium.title],
  [
    'the premium box text',
    'Complex multi-user logic, advanced AI, or enterprise-scale infrastructure? We also craft Premium Advanced MVPs tailored to dominate your market.',
    ({ en }) => en('home/pricing').premium.text,
  ],
  ['the premium price', '$50,000', ({ en }) => formatPrice(en('home/pricing').premium.price)],
  ['the premium line', 'Starting at {price} +VAT | 6-8 week delivery', ({ en }) => en('home/pricing').premium.line],
  ['the premium button', 'Request a Premium Build', ({ en }) => en('home/pricing').premium.ctaLabel],
  ['the application page title', 'Launch Your MVP', ({ en }) => en('pages/application').title],
  [
    'the application page text',
    'Spots are limited. We work only with serious founders and limit projects each month to guarantee world-class results. Submit this form to be considered.',
    ({ en }) => en('pages/application').text,
  ],
  ['the application page back button', 'Back to Home', ({ en }) => en('pages/application').back],
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
  }).map(([key, value]): LaunchValue => [
    `the case study page's "${value}"`,
    value,
    ({ en }) => en('pages/case-study')[key as keyof WordsIn<'pages/case-study'>],
  ]),
  ['the not-found code', '404', ({ en }) => en('pages/not-found').code],
  ['the not-found title', 'Oops! Page not found', ({ en }) => en('pages/not-found').title],
  ['the not-found link', 'Return to Home', ({ en }) => en('pages/not-found').home],
  ['the error screen title', 'Unexpected Application Error!', ({ en }) => en('pages/error').title],
  ...(
    [
      ['MoneyMind', 'moneymind', 'Personal Finance'],
      ['TechFlow Solutions', 'techflow-solutions', 'B2B SaaS'],
      ['LearnCraft Academy', 'learncraft-academy', 'E-learning'],
      ['LocalMarket Hub', 'localmarket-hub', 'Marketplace'],
    ] as const
  ).map(([company, slug, industry]): LaunchValue => [
    `the case study ${company}`,
    { slug, industry, timeline: '4 weeks' },
    ({ study }) =>
      study(company) && {
        slug: study(company)!.slug,
        industry: study(company)!.industry,
        timeline: study(company)!.timeline,
      },
  ]),
  ...[
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
  ].map((claim): LaunchValue => [
    `the result claim "${claim}"`,
    1,
    ({ study }) =>
      ['MoneyMind', 'TechFlow Solutions', 'LearnCraft Academy', 'LocalMarket Hub']
        .flatMap((company) => study(company)?.results ?? [])
        .filter((result) => `${result.figure} ${result.text}`.includes(claim)).length,
  ]),
]

const shown = (value: unknown) => (value instanceof RegExp ? String(value) : (JSON.stringify(value) ?? 'nothing'))

const matches = (value: unknown, actual: unknown) =>
  value instanceof RegExp
    ? typeof actual === 'string' && value.test(actual)
    : JSON.stringify(value) === JSON.stringify(actual)

/** One line per specification value the content in `dir` no longer matches. */
export function specMismatches(dir = 'content'): string[] {
  const content = launchContent(dir)
  return LAUNCH_VALUES.flatMap(([what, value, actual]) => {
    const found = actual(content)
    return matches(value, found)
      ? []
      : [`${what}: the specification says ${shown(value)}, the content has ${shown(found)}`]
  })
}
