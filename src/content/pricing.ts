import type { PremiumOffer, PricingPackage } from './types.ts'

export const pricingSection = {
  title: 'Simple, Fixed Pricing',
  intro: 'One fixed price, agreed before we start. No hourly billing, no surprises.',
}

export const packages: PricingPackage[] = [
  {
    name: 'PRODUCT DISCOVERY',
    subtitle: 'Validate Your Idea. Fast',
    price: 3000,
    currencyNote: 'USD + VAT',
    features: [
      '4-hour product discovery session',
      'Success metrics and traction goals',
      'Feature and flow map for an MVP scope',
      'High-level roadmap',
    ],
    ctaLabel: 'Launch Your MVP',
    popular: false,
  },
  {
    name: 'STANDARD MVP',
    subtitle: 'Launch a Focused Product in 4 Weeks',
    price: 25000,
    currencyNote: 'USD + VAT',
    badge: 'Most Popular',
    features: [
      'Dedicated product manager',
      'One custom-designed theme',
      'Enterprise-grade authentication',
      '5 core features',
      '2 production API integrations',
      '2 weeks of post-launch support',
      'Source code ownership',
    ],
    ctaLabel: 'Launch Your MVP',
    popular: true,
  },
  {
    name: 'ADVANCED MVP',
    subtitle: 'Go to Market with Room to Scale',
    price: 40000,
    currencyNote: 'USD + VAT',
    features: [
      'Dedicated product manager',
      'Custom theme and branding',
      'Enterprise-grade authentication',
      '7 advanced features',
      '3 production API integrations',
      '4 weeks of post-launch support',
      'Admin back office',
      'Analytics dashboard and reporting',
      'Complete source code ownership',
    ],
    ctaLabel: 'Launch Your MVP',
    popular: false,
  },
]

export const premium: PremiumOffer = {
  title: 'Need Something More Robust?',
  text: 'Complex multi-user logic, advanced AI, or enterprise-scale infrastructure? We also craft Premium Advanced MVPs tailored to dominate your market.',
  line: 'Starting at $50,000 +VAT | 6-8 week delivery',
  ctaLabel: 'Request a Premium Build',
}
