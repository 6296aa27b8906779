import type { Localized } from './locale.ts'
import { site, siteText } from './site.ts'

const pwaEn = {
  manifest: {
    name: `${site.name}: MVPs in 4 weeks`,
    shortName: site.name,
    description: siteText.en.description,
    narrowScreenshot: 'The home page on a phone',
    wideScreenshot: 'The home page on a desktop',
  },
  toasts: {
    regionLabel: 'Notifications',
    updateAvailable: 'A new version is available',
    updateText: 'Reload to see the latest version of the site.',
    reload: 'Reload',
    dismiss: 'Dismiss',
    applicationSent: 'Your application was sent',
    applicationSentText: 'It had waited on this device. We reply within one business day.',
    applicationRefused: 'Your application needs a change',
    applicationNotAccepted: 'Your application could not be sent',
    /** `{problem}`: the form service's own words. */
    applicationRefusedText: 'Our form service could not accept it: {problem}',
    applicationNotAcceptedText: 'Our form service could not accept it. Nothing you typed is lost: open the form to email it to us.',
    openForm: 'Open the form',
    applicationExpires: 'Your application has not been sent yet',
    /** {date}: when it is deleted from this device. */
    applicationExpiresText: 'If it cannot be sent by {date}, it is deleted from this device. Open the form to email it to us instead.',
    appInstalled: 'App installed',
  },
  /** Said in the footer once the site has been kept on the device. */
  offlineReady: 'Ready to work offline: every page you can reach from here now opens without a connection.',
  video: {
    unavailable: 'The video needs a connection. The picture shows its final frame.',
  },
}

export const pwa: Localized<typeof pwaEn> = {
  en: pwaEn,
  ar: {
    manifest: {
      name: `${site.name}: منتجات أولية في 4 أسابيع`,
      shortName: site.name,
      description: siteText.ar.description,
      narrowScreenshot: 'الصفحة الرئيسية على الهاتف',
      wideScreenshot: 'الصفحة الرئيسية على شاشة حاسوب',
    },
    toasts: {
      regionLabel: 'الإشعارات',
      updateAvailable: 'يتوفر إصدار جديد',
      updateText: 'أعد التحميل لترى أحدث إصدار من الموقع.',
      reload: 'إعادة التحميل',
      dismiss: 'إغلاق',
      applicationSent: 'أُرسل طلبك',
      applicationSentText: 'كان بانتظار الإرسال على هذا الجهاز. نردّ خلال يوم عمل واحد.',
      applicationRefused: 'يحتاج طلبك إلى تعديل',
      applicationNotAccepted: 'تعذّر إرسال طلبك',
      applicationRefusedText: 'لم تقبله خدمة النماذج لدينا: {problem}',
      applicationNotAcceptedText: 'لم تقبله خدمة النماذج لدينا. لم يضع شيء مما كتبته: افتح النموذج لترسله إلينا بالبريد الإلكتروني.',
      openForm: 'افتح النموذج',
      applicationExpires: 'لم يُرسل طلبك بعد',
      applicationExpiresText: 'إن تعذّر إرساله حتى {date}، يُحذف من هذا الجهاز. افتح النموذج لترسله إلينا بالبريد الإلكتروني بدلًا من ذلك.',
      appInstalled: 'ثُبّت التطبيق',
    },
    offlineReady: 'جاهز للعمل دون اتصال: كل صفحة يمكنك الوصول إليها من هنا تُفتح الآن دون اتصال بالإنترنت.',
    video: {
      unavailable: 'يحتاج الفيديو إلى اتصال بالإنترنت. تعرض الصورة لقطته الأخيرة.',
    },
  },
}
