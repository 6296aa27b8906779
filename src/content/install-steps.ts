import type { Localized } from './locale.ts'
import { site } from './site.ts'

const installStepsEn = {
  title: `Install ${site.name}`,
  close: 'Close',
  ios: {
    intro: 'Safari adds the site to your Home Screen from its Share menu:',
    steps: ['Tap the Share button in Safari’s toolbar.', 'Choose “Add to Home Screen”.', 'Tap “Add”.'],
  },
  mac: {
    intro: 'Safari adds the site to your Dock from its File menu:',
    steps: ['In the menu bar, choose File, then “Add to Dock…”.', 'Click “Add”.'],
  },
}

/**
 * Safari has no install prompt: the steps to add the site by hand, on an iPhone or iPad and on a
 * Mac (passed to the install button, which shows them in a dialog).
 */
export const installSteps: Localized<typeof installStepsEn> = {
  en: installStepsEn,
  ar: {
    title: `ثبّت ${site.name}`,
    close: 'إغلاق',
    ios: {
      intro: 'يضيف Safari الموقع إلى شاشتك الرئيسية من قائمة المشاركة:',
      steps: ['اضغط زر المشاركة في شريط أدوات Safari.', 'اختر «إضافة إلى الشاشة الرئيسية».', 'اضغط «إضافة».'],
    },
    mac: {
      intro: 'يضيف Safari الموقع إلى Dock من قائمة «ملف»:',
      steps: ['من شريط القوائم، اختر «ملف» ثم «إضافة إلى Dock…».', 'انقر «إضافة».'],
    },
  },
}
