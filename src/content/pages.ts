import type { Localized } from './locale.ts'
import { site, siteText } from './site.ts'

const applicationPageEn = {
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

export const applicationPage: Localized<typeof applicationPageEn> = {
  en: applicationPageEn,
  ar: {
    title: 'أطلق الـMVP الخاص بك',
    metaTitle: `قدّم طلبك لبناء MVP | ${site.name}`,
    metaDescription: `قدّم طلبك لأحد الأماكن الـ${site.spotsPerMonth} المتاحة كل شهر: تبني ${site.name} نسخة أولى عاملة للمؤسسين غير التقنيين خلال 4 أسابيع.`,
    text: 'الأماكن محدودة. نعمل فقط مع المؤسسين الجادّين ونحدّ من عدد المشاريع كل شهر لنضمن نتائج بمستوى عالمي. أرسل هذا النموذج ليُنظر في طلبك.',
    back: 'العودة إلى الصفحة الرئيسية',
    formLabel: 'نموذج الطلب',
    loading: 'جارٍ تحميل نموذج الطلب…',
    emailPrefix: 'راسلنا على',
    emailSubject: 'طلب بناء MVP',
  },
}

const notFoundPageEn = {
  code: '404',
  title: 'Oops! Page not found',
  metaTitle: `Page not found | ${site.name}`,
  pathLabel: 'We could not find',
  home: 'Return to Home',
}

export const notFoundPage: Localized<typeof notFoundPageEn> = {
  en: notFoundPageEn,
  ar: {
    code: '404',
    title: 'عذرًا! الصفحة غير موجودة',
    metaTitle: `الصفحة غير موجودة | ${site.name}`,
    pathLabel: 'لم نعثر على',
    home: 'العودة إلى الصفحة الرئيسية',
  },
}

const caseStudyPageEn = {
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

export const caseStudyPage: Localized<typeof caseStudyPageEn> = {
  en: caseStudyPageEn,
  ar: {
    back: 'العودة إلى الصفحة الرئيسية',
    delivered: 'سُلِّم خلال 4 أسابيع',
    startProject: 'ابدأ مشروعك',
    challenge: 'التحدي',
    solution: 'حلّنا',
    featuresTitle: 'المزايا التي سلّمناها',
    technologiesTitle: 'التقنيات المستخدمة',
    resultsTitle: 'أبرز النتائج',
    ctaTitle: 'مستعد لبناء الـMVP الخاص بك؟',
    ctaText: 'لنتحدث عن كيف نساعدك على إطلاق منتجك خلال 4 أسابيع فقط.',
    ctaButton: 'ابدأ اليوم',
    share: 'مشاركة',
    shareCopied: 'نُسخ الرابط',
    shareManualTitle: 'انسخ هذا الرابط',
    shareManualText: 'لم يُسمح بالنسخ هنا. حدّد الرابط وانسخه:',
    shareManualLabel: 'رابط دراسة الحالة هذه',
    shareClose: 'إغلاق',
    notFoundTitle: 'دراسة الحالة غير موجودة',
    notFoundText: 'لم نعثر على دراسة حالة في هذا العنوان.',
    notFoundHome: 'العودة إلى الرئيسية',
  },
}

const errorPageEn = {
  title: 'Unexpected Application Error!',
  intro: 'Something went wrong while loading this page.',
  retry: 'Try again',
  home: 'Return to Home',
  /** Shown for an error that carries neither a status nor a message. */
  unknown: 'Unknown error',
}

export const errorPage: Localized<typeof errorPageEn> = {
  en: errorPageEn,
  ar: {
    title: 'خطأ غير متوقع في التطبيق!',
    intro: 'حدث خطأ أثناء تحميل هذه الصفحة.',
    retry: 'حاول مرة أخرى',
    home: 'العودة إلى الصفحة الرئيسية',
    unknown: 'خطأ غير معروف',
  },
}

export const homeMeta: Localized<{ title: string; description: string }> = {
  en: { title: `${site.name}: From Idea to MVP in 4 Weeks. Guaranteed.`, description: siteText.en.description },
  ar: { title: `${site.name}: من الفكرة إلى MVP في 4 أسابيع. مضمون.`, description: siteText.ar.description },
}
