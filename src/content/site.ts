import type { Localized } from './locale.ts'
import type { NavItem, SiteConfig } from './types.ts'

export const site: SiteConfig = {
  name: 'LaunchLoop',
  linkedInUrl: 'https://www.linkedin.com/company/launchloop',
  contactEmail: 'hello@launchloop.example',
  copyrightYear: 2025,
  spotsPerMonth: 8,
}

/** `serviceName` and `serviceType` name the offer to search engines (structured data). */
export const siteText: Localized<{ tagline: string; description: string; serviceName: string; serviceType: string }> = {
  en: {
    tagline: 'From Idea to MVP in 4 Weeks. Guaranteed.',
    serviceName: 'MVP development in 4 weeks',
    serviceType: 'MVP development',
    description:
      'LaunchLoop builds a working first version of your product in 4 weeks for non-technical founders: product leadership, AI-assisted full-stack teams and a launch guarantee.',
  },
  ar: {
    tagline: 'من الفكرة إلى MVP في 4 أسابيع. مضمون.',
    serviceName: 'تطوير MVP في 4 أسابيع',
    serviceType: 'تطوير MVP',
    description:
      'تبني LaunchLoop نسخة أولى عاملة من منتجك خلال 4 أسابيع للمؤسسين غير التقنيين: قيادة للمنتج، وفرق تطوير متكاملة تستعين بالذكاء الاصطناعي، وضمان للإطلاق.',
  },
}

export const navigation: Localized<NavItem[]> = {
  en: [
    { label: 'Why', hash: 'why' },
    { label: 'Package', hash: 'package' },
    { label: 'Features', hash: 'features' },
    { label: 'Case Studies', hash: 'case-studies' },
    { label: 'Pricing', hash: 'pricing' },
  ],
  ar: [
    { label: 'لماذا نحن', hash: 'why' },
    { label: 'الباقة', hash: 'package' },
    { label: 'المزايا', hash: 'features' },
    { label: 'دراسات الحالة', hash: 'case-studies' },
    { label: 'الأسعار', hash: 'pricing' },
  ],
}

const chromeEn = {
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
  /** The link to the same page in the other language, written in that language. */
  otherLanguage: 'العربية',
}

export const chrome: Localized<typeof chromeEn> = {
  en: chromeEn,
  ar: {
    skipLink: 'انتقل إلى المحتوى الرئيسي',
    homeLabel: `الصفحة الرئيسية لـ ${site.name}`,
    mainNavLabel: 'التنقل الرئيسي',
    menuButton: 'فتح القائمة',
    closeMenu: 'إغلاق القائمة',
    drawerTitle: 'القائمة',
    getStarted: 'ابدأ الآن',
    linkedIn: 'تابعنا على LinkedIn',
    newTabHint: '(يفتح في علامة تبويب جديدة)',
    copyright: `© ${site.copyrightYear} ${site.name}. جميع الحقوق محفوظة.`,
    footerNote: 'نسخ أولى عاملة للمؤسسين غير التقنيين، تُسلَّم خلال 4 أسابيع.',
    versionLabel: 'الإصدار',
    themeLabel: 'المظهر',
    themeOptions: { system: 'تلقائي', light: 'فاتح', dark: 'داكن' },
    installApp: 'ثبّت التطبيق',
    otherLanguage: 'English',
  },
}
