import { site } from './site.ts'
import type { IconCard } from './types.ts'

export const hero = {
  eyebrow: `Only ${site.spotsPerMonth} spots available this month`,
  headline: 'From Idea to MVP in 4 Weeks. Guaranteed.',
  lead: 'A product-leadership team and AI-assisted engineers turn your idea into a working product that real users can sign up to, pay for and love: scoped with you, built in the open, launched on day 28.',
  cta: 'Request free consultation',
  playLabel: 'Play video',
  pauseLabel: 'Pause video',
  videoTitle: 'How a LaunchLoop MVP comes together',
  videoDescription:
    'A 14-second silent animation: a blank screen fills with the building blocks of a product (a sign-up form, a dashboard with charts, a payment card and a chat panel) that snap together into one finished app over four weekly stages.',
  posterAlt: 'A finished product dashboard: navigation, a bar chart, a payment card and a chat panel in one app window.',
}

export const why = {
  title: `Why ${site.name} Exists`,
  stat: '97%',
  statLabel: 'of startups fail from broken execution, not bad ideas.',
  paragraphs: [
    'Most founders do not fail for lack of vision. They fail because the first version takes nine months instead of one, the budget runs out before launch, and nobody on the team owns the product.',
    `${site.name} exists to fix execution. A product lead shapes your scope with you, AI-assisted full-stack engineers build it, and you see every decision, every day, with a fixed price and a 4-week launch guarantee.`,
  ],
  points: [
    'A 4-week launch guarantee, in writing',
    `Only ${site.spotsPerMonth} spots available this month`,
    'Full transparency of scope, timeline and cost',
  ],
}

export const packageSection = {
  title: 'Launch-Ready by Design',
  intro: 'Every MVP ships with the three things a first version needs to win its first users.',
  cards: [
    {
      icon: 'palette',
      title: 'A theme suited to your idea',
      text: 'A custom design system tuned to your market: SaaS, marketplace, fintech, e-learning or community. Your product looks credible from the first demo.',
    },
    {
      icon: 'layers',
      title: '5-7 core features',
      text: 'The features that prove your idea, built properly: accounts, dashboards, messaging, payments, scheduling and analytics, chosen with you in discovery.',
    },
    {
      icon: 'plug',
      title: '2-3 pre-built integrations',
      text: 'Picked from 20+ production-ready integrations: payments, SMS, chat, CRM, authentication and maps, wired in and tested before launch.',
    },
  ] satisfies IconCard[],
}

export const features = {
  title: 'Build Right. Build Smart.',
  intro: 'A method built for speed without shortcuts: the same six habits on every project.',
  cards: [
    {
      icon: 'compass',
      title: 'Discovery',
      text: 'Workshops that turn your idea into a scoped plan: users, success metrics, the flows that matter and the features that can wait.',
    },
    {
      icon: 'globe',
      title: '24/7 Follow-the-Sun',
      text: 'Project managers work Gulf-region business hours; engineers build overnight. You wake up to progress every single day.',
    },
    {
      icon: 'cpu',
      title: 'AI-Powered Full-Stack Teams',
      text: 'Senior engineers who use AI tools across design, code and testing, so four weeks of work delivers what used to take four months.',
    },
    {
      icon: 'eye',
      title: 'Total Transparency',
      text: 'Full visibility of scope, timeline and cost: a shared board, a weekly demo and a fixed price you agree before we start.',
    },
    {
      icon: 'shield',
      title: '4-Week Launch Guarantee',
      text: 'Your MVP goes live in four weeks. If we miss the date for reasons on our side, we keep working at no extra cost until it ships.',
    },
    {
      icon: 'flag',
      title: 'Product Leadership',
      text: 'A dedicated product manager owns delivery end to end and helps you decide what to build next with real user data.',
    },
  ] satisfies IconCard[],
}

export const caseStudiesSection = {
  title: 'MVPs That Actually Work',
  subtext: 'See how bold ideas become market-ready products: built fast, focused, and designed to win.',
  footnote:
    'These examples showcase our method, our focus on execution and the outcomes that matter: traction, validation and investor readiness.',
  carouselLabel: 'Case studies',
  previous: 'Previous case studies',
  next: 'Next case studies',
  stopRotation: 'Stop slide rotation',
  startRotation: 'Start slide rotation',
  pickerLabel: 'Choose a case study',
  /** Accessible name of each slide; {n} and {total} are replaced. */
  slideLabel: '{n} of {total}',
  goToSlide: 'Show case study {n}: {company}',
  challenge: 'Challenge',
  solution: 'Our Solution',
  delivered: 'Delivered in 4 weeks',
  viewDetails: 'View Details',
}
