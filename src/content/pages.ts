import { site } from './site.ts'

export const applicationPage = {
  title: 'Launch Your MVP',
  metaTitle: `Apply to build your MVP | ${site.name}`,
  metaDescription: `Apply for one of ${site.spotsPerMonth} monthly spots: ${site.name} builds a working MVP for non-technical founders in 4 weeks.`,
  text: 'Spots are limited. We work only with serious founders and limit projects each month to guarantee world-class results. Submit this form to be considered.',
  back: 'Back to Home',
  formLabel: 'Application form',
  loading: 'Loading the application form…',
  emailPrefix: 'Email us at',
  emailSubject: 'MVP application',
}

export const notFoundPage = {
  code: '404',
  title: 'Oops! Page not found',
  metaTitle: `Page not found | ${site.name}`,
  pathLabel: 'We could not find',
  home: 'Return to Home',
}

export const caseStudyPage = {
  back: 'Back to Home',
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
  share: 'Share',
  shareCopied: 'Link copied',
  shareManualTitle: 'Copy this link',
  shareManualText: 'Copying was not allowed here. Select the link and copy it:',
  shareManualLabel: 'Link to this case study',
  shareClose: 'Close',
  notFoundTitle: 'Case Study Not Found',
  notFoundText: 'We could not find a case study at this address.',
  notFoundHome: 'Return Home',
}

export const errorPage = {
  title: 'Unexpected Application Error!',
  intro: 'Something went wrong while loading this page.',
  retry: 'Try again',
  home: 'Return to Home',
}

export const homeMeta = {
  title: `${site.name}: From Idea to MVP in 4 Weeks. Guaranteed.`,
  description: site.description,
}
