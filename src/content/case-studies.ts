import type { CaseStudy } from './types.ts'

/** Every case study's illustration is 1200 × 800; the media script writes 480, 800 and 1200 wide WebP files. */
const imageSize = { width: 1200, height: 800 }

export const caseStudies: CaseStudy[] = [
  {
    company: 'MoneyMind',
    slug: 'moneymind',
    industry: 'Personal Finance',
    description:
      'A budgeting app that turns bank transactions into a weekly money plan young professionals actually follow.',
    challenge:
      'The founder had validated the idea with a spreadsheet used by 40 friends, but two agencies quoted six months to build it. She needed a real product before her savings ran out and before a competitor reached the same audience.',
    solution:
      'We scoped the MVP around one habit, the weekly plan, and built secure bank connections, automatic categorisation and gentle nudges. Everything else waited for user data.',
    features: ['Bank sync', 'Smart budgets', 'Savings goals', 'Weekly nudges', 'Spending insights'],
    detailedFeatures: [
      {
        name: 'Bank sync',
        description: 'Read-only connections to 2,000+ banks through an open-banking provider, refreshed every morning.',
      },
      {
        name: 'Smart budgets',
        description: 'Transactions sorted into categories automatically, with a plan that adapts when income changes.',
      },
      {
        name: 'Savings goals',
        description: 'Goals with target dates and a progress ring that moves every time the user saves.',
      },
      {
        name: 'Weekly nudges',
        description: 'A Sunday summary by push and SMS that shows what is left to spend this week.',
      },
      {
        name: 'Spending insights',
        description: 'Month-over-month charts that point out the three categories worth a second look.',
      },
    ],
    technologies: ['React Native', 'TypeScript', 'Node.js', 'PostgreSQL', 'Plaid', 'Twilio'],
    timeline: '4 weeks',
    results: [
      '500+ early users in the first month after launch',
      '95% satisfaction in the first in-app survey',
      '85% retention of users after 30 days',
    ],
    icon: 'wallet',
    colour: '#0f766e',
    image: {
      name: 'moneymind',
      alt: 'Illustration of the MoneyMind app: a budget ring two-thirds full above a list of categorised transactions.',
      ...imageSize,
    },
  },
  {
    company: 'TechFlow Solutions',
    slug: 'techflow-solutions',
    industry: 'B2B SaaS',
    description:
      'A workflow platform that lets software agencies turn client requests into tracked, estimated and reusable delivery pipelines.',
    challenge:
      'Two former agency owners knew the pain first hand but had no engineering team. Enterprise pilots were waiting, and pilots would only sign for a product with single sign-on, audit trails and dependable uptime.',
    solution:
      'We built the pipeline editor, reusable templates and the integrations pilots asked for on an infrastructure set up for reliability from day one, with a product manager running weekly demos with the pilot customers.',
    features: ['Pipeline editor', 'Reusable templates', 'Single sign-on', 'Jira and Slack sync', 'Audit trail'],
    detailedFeatures: [
      {
        name: 'Pipeline editor',
        description: 'A drag-and-drop board that turns a client request into stages, owners and estimates in minutes.',
      },
      {
        name: 'Reusable templates',
        description: 'Proven pipelines saved as templates, so the next similar project starts half planned.',
      },
      {
        name: 'Single sign-on',
        description: 'Sign-in through Google Workspace and Microsoft Entra ID, with roles per workspace.',
      },
      {
        name: 'Jira and Slack sync',
        description: 'Two-way sync of tasks with Jira and status updates posted to the right Slack channel.',
      },
      {
        name: 'Audit trail',
        description: 'Every change to a pipeline recorded with who, what and when, exportable for client reviews.',
      },
    ],
    technologies: ['React', 'TypeScript', 'NestJS', 'PostgreSQL', 'Redis', 'AWS'],
    timeline: '4 weeks',
    results: [
      '60% less development time on templated projects for pilot agencies',
      '98% uptime through the pilot, monitored from launch day',
    ],
    icon: 'workflow',
    colour: '#4338ca',
    image: {
      name: 'techflow-solutions',
      alt: 'Illustration of the TechFlow Solutions pipeline editor: four columns of task cards, from request to delivery.',
      ...imageSize,
    },
  },
  {
    company: 'LearnCraft Academy',
    slug: 'learncraft-academy',
    industry: 'E-learning',
    description:
      'A cohort-based learning platform where working professionals learn practical skills from industry experts.',
    challenge:
      'The founders had a waiting list of instructors and students but were running cohorts through video calls, shared drives and spreadsheets. Students dropped out because they lost track of lessons and deadlines.',
    solution:
      'We built one home for every cohort: structured courses, live sessions, progress tracking and payments, with reminders designed to keep students moving through each week.',
    features: ['Course builder', 'Live sessions', 'Progress tracking', 'Payments', 'Certificates'],
    detailedFeatures: [
      {
        name: 'Course builder',
        description: 'Instructors assemble modules from video, reading and quizzes without help from the team.',
      },
      {
        name: 'Live sessions',
        description: 'Scheduled cohort sessions with calendar invites, reminders and recordings posted automatically.',
      },
      {
        name: 'Progress tracking',
        description: 'A weekly checklist for every student and an at-risk list for instructors.',
      },
      {
        name: 'Payments',
        description: 'Card payments and instalment plans through Stripe, with instructor payouts each month.',
      },
      {
        name: 'Certificates',
        description: 'Verifiable certificates issued on completion and shareable on LinkedIn in one click.',
      },
    ],
    technologies: ['Next.js', 'TypeScript', 'Supabase', 'Stripe', 'Mux', 'Tailwind CSS'],
    timeline: '4 weeks',
    results: [
      '50+ courses published by instructors in the first quarter',
      '1000+ students enrolled across the first cohorts',
      '40% higher completion than the founders’ previous video-call cohorts',
    ],
    icon: 'book',
    colour: '#b45309',
    image: {
      name: 'learncraft-academy',
      alt: 'Illustration of a LearnCraft Academy course: a video lesson beside a checklist with three of four lessons done.',
      ...imageSize,
    },
  },
  {
    company: 'LocalMarket Hub',
    slug: 'localmarket-hub',
    industry: 'Marketplace',
    description:
      'An online marketplace that helps independent neighbourhood shops sell and deliver to customers nearby.',
    challenge:
      'Local vendors wanted to sell online but could not afford their own stores, and the big marketplaces buried them. The founder needed both sides of the market live at once to make the first neighbourhood work.',
    solution:
      'We built simple vendor onboarding, a catalogue that shops fill from their phones, map-based discovery and split payments, and launched in one neighbourhood before expanding.',
    features: ['Vendor onboarding', 'Product catalogue', 'Map search', 'Split payments', 'Order tracking'],
    detailedFeatures: [
      {
        name: 'Vendor onboarding',
        description: 'Shops sign up, verify their identity and open their storefront in under ten minutes.',
      },
      {
        name: 'Product catalogue',
        description: 'Products added from a phone photo, with variants, stock levels and bulk price updates.',
      },
      {
        name: 'Map search',
        description: 'Customers find shops and products within walking distance on an interactive map.',
      },
      {
        name: 'Split payments',
        description: 'One checkout across several shops, with each vendor paid out automatically.',
      },
      {
        name: 'Order tracking',
        description: 'Live order status by SMS, from accepted to ready for pick-up or out for delivery.',
      },
    ],
    technologies: ['React', 'TypeScript', 'Django', 'PostgreSQL', 'Stripe Connect', 'Mapbox'],
    timeline: '4 weeks',
    results: [
      '50+ vendors onboarded before the public launch',
      '2000+ products listed in the first two months',
      '25% sales increase reported by vendors in their first quarter',
    ],
    icon: 'store',
    colour: '#be123c',
    image: {
      name: 'localmarket-hub',
      alt: 'Illustration of LocalMarket Hub: a neighbourhood map with four shop pins and a card for the selected shop.',
      ...imageSize,
    },
  },
]

export function findCaseStudy(slug: string): CaseStudy | undefined {
  return caseStudies.find((study) => study.slug === slug)
}
