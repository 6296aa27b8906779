import type { Localized } from './locale.ts'
import type { PremiumOffer, PricingPackage } from './types.ts'

export const pricingSection: Localized<{ title: string; intro: string }> = {
  en: {
    title: 'Simple, Fixed Pricing',
    intro: 'One fixed price, agreed before we start. No hourly billing, no surprises.',
  },
  ar: {
    title: 'أسعار بسيطة وثابتة',
    intro: 'سعر واحد ثابت نتفق عليه قبل أن نبدأ. لا فوترة بالساعة ولا مفاجآت.',
  },
}

/**
 * A package's name is a product name: the same in every language, and the value our application
 * form sends to HubSpot for the package chosen.
 */
export const packages: Localized<PricingPackage[]> = {
  en: [
    {
      name: 'PRODUCT DISCOVERY',
      subtitle: 'Validate Your Idea. Fast',
      price: 3000,
      currencyNote: 'USD + VAT',
      features: ['4-hour product discovery session', 'Success metrics and traction goals', 'Feature and flow map for an MVP scope', 'High-level roadmap'],
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
  ],
  ar: [
    {
      name: 'PRODUCT DISCOVERY',
      subtitle: 'تحقّق من فكرتك. بسرعة',
      price: 3000,
      currencyNote: 'دولار أمريكي + ضريبة القيمة المضافة',
      features: ['جلسة استكشاف للمنتج مدتها 4 ساعات', 'مقاييس النجاح وأهداف الإقبال', 'خريطة للمزايا والمسارات لنطاق الـMVP', 'خارطة طريق عامة'],
      ctaLabel: 'أطلق الـMVP الخاص بك',
      popular: false,
    },
    {
      name: 'STANDARD MVP',
      subtitle: 'أطلق منتجًا مركّزًا خلال 4 أسابيع',
      price: 25000,
      currencyNote: 'دولار أمريكي + ضريبة القيمة المضافة',
      badge: 'الأكثر طلبًا',
      features: [
        'مدير منتج متفرّغ',
        'مظهر واحد بتصميم مخصص',
        'مصادقة بمستوى المؤسسات',
        '5 مزايا أساسية',
        'تكاملان عبر API للتشغيل الفعلي',
        'أسبوعان من الدعم بعد الإطلاق',
        'ملكية الشيفرة المصدرية',
      ],
      ctaLabel: 'أطلق الـMVP الخاص بك',
      popular: true,
    },
    {
      name: 'ADVANCED MVP',
      subtitle: 'ادخل السوق مع مساحة للنمو',
      price: 40000,
      currencyNote: 'دولار أمريكي + ضريبة القيمة المضافة',
      features: [
        'مدير منتج متفرّغ',
        'مظهر وهوية بصرية مخصصان',
        'مصادقة بمستوى المؤسسات',
        '7 مزايا متقدمة',
        '3 تكاملات عبر API للتشغيل الفعلي',
        '4 أسابيع من الدعم بعد الإطلاق',
        'لوحة إدارة خلفية',
        'لوحة تحليلات وتقارير',
        'ملكية كاملة للشيفرة المصدرية',
      ],
      ctaLabel: 'أطلق الـMVP الخاص بك',
      popular: false,
    },
  ],
}

export const premium: Localized<PremiumOffer> = {
  en: {
    title: 'Need Something More Robust?',
    text: 'Complex multi-user logic, advanced AI, or enterprise-scale infrastructure? We also craft Premium Advanced MVPs tailored to dominate your market.',
    price: 50000,
    /** {price}: the price above, formatted for the language. */
    line: 'Starting at {price} +VAT | 6-8 week delivery',
    ctaLabel: 'Request a Premium Build',
  },
  ar: {
    title: 'تحتاج إلى شيء أقوى؟',
    text: 'منطق معقّد لعدة مستخدمين، أو ذكاء اصطناعي متقدم، أو بنية تحتية بحجم المؤسسات؟ نصمّم أيضًا نسخًا متقدمة مميزة (Premium) مفصّلة لتتصدّر سوقك.',
    price: 50000,
    line: 'ابتداءً من {price} + ضريبة القيمة المضافة | تسليم خلال 6 إلى 8 أسابيع',
    ctaLabel: 'اطلب بناءً مميزًا',
  },
}
