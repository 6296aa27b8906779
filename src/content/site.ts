import type { NavItem, SiteConfig } from './types.ts'

export const site: SiteConfig = {
  name: 'LaunchLoop',
  tagline: 'From Idea to MVP in 4 Weeks. Guaranteed.',
  description:
    'LaunchLoop builds a working first version of your product in 4 weeks for non-technical founders: product leadership, AI-assisted full-stack teams and a launch guarantee.',
  linkedInUrl: 'https://www.linkedin.com/company/launchloop',
  contactEmail: 'hello@launchloop.example',
  copyrightYear: 2025,
  spotsPerMonth: 8,
}

export const navigation: NavItem[] = [
  { label: 'Why', hash: 'why' },
  { label: 'Package', hash: 'package' },
  { label: 'Features', hash: 'features' },
  { label: 'Case Studies', hash: 'case-studies' },
  { label: 'Pricing', hash: 'pricing' },
]

/** Labels shared by the header, drawer, footer and skip link. */
export const chrome = {
  skipLink: 'Skip to main content',
  homeLabel: `${site.name} home`,
  mainNavLabel: 'Main',
  menuButton: 'Open menu',
  closeMenu: 'Close menu',
  drawerTitle: 'Menu',
  getStarted: 'Get Started',
  linkedIn: 'Follow us on LinkedIn',
  newTabHint: '(opens in a new tab)',
  copyright: `© ${site.copyrightYear} ${site.name}. All rights reserved.`,
  footerNote: 'Working first versions for non-technical founders, delivered in 4 weeks.',
  versionLabel: 'Version',
  themeLabel: 'Theme',
  themeOptions: { system: 'System', light: 'Light', dark: 'Dark' },
  installApp: 'Install app',
}
