/** Our own application form's words, in each language (README, "The application form"). */
import { applicationFieldShapes, applicationLanguageProperty, CONSENT_FIELD, NOT_SURE, type FieldShape } from './application-fields.ts'
import { LANGS, localePath, type Lang, type Localized } from './locale.ts'
import { applicationPage } from './pages.ts'
import { site } from './site.ts'
import { APPLICATION_PATH } from '../lib/paths.ts'

interface FieldWords {
  label: string
  hint?: string
  /** The message when a required field is left empty, GOV.UK style ("Enter ..."). */
  missing?: string
  /** For email: the message when the address is not in the right form. */
  invalid?: string
  /** For a choice: the label of each value, in order. */
  options?: string[]
}

type FieldsWords = Record<string, FieldWords>

const fieldWords: Localized<FieldsWords> = {
  en: {
    firstname: { label: 'First name', missing: 'Enter your first name' },
    lastname: { label: 'Last name', missing: 'Enter your last name' },
    email: {
      label: 'Email address',
      hint: 'We reply to this address within one business day.',
      missing: 'Enter your email address',
      invalid: 'Enter an email address in the correct format, like name@example.com',
    },
    phone: { label: 'Phone number (optional)' },
    company: { label: 'Company or idea name', hint: 'A working name is fine.', missing: 'Enter your company or idea name' },
    message: {
      label: 'What do you want to build?',
      hint: 'Who it is for, the problem it solves and what the first version must do.',
      missing: 'Tell us what you want to build',
    },
    package_of_interest: {
      label: 'Which package interests you?',
      missing: 'Choose a package, or Not sure yet',
      options: ['PRODUCT DISCOVERY', 'STANDARD MVP', 'ADVANCED MVP', NOT_SURE],
    },
  },
  ar: {
    firstname: { label: 'الاسم الأول', missing: 'أدخل اسمك الأول' },
    lastname: { label: 'اسم العائلة', missing: 'أدخل اسم عائلتك' },
    email: {
      label: 'البريد الإلكتروني',
      hint: 'نردّ على هذا العنوان خلال يوم عمل واحد.',
      missing: 'أدخل بريدك الإلكتروني',
      invalid: 'أدخل بريدًا إلكترونيًا بالصيغة الصحيحة، مثل name@example.com',
    },
    phone: { label: 'رقم الهاتف (اختياري)' },
    company: { label: 'اسم الشركة أو الفكرة', hint: 'يكفي اسم مبدئي.', missing: 'أدخل اسم شركتك أو فكرتك' },
    message: {
      label: 'ما الذي تريد بناءه؟',
      hint: 'لمن هو، وما المشكلة التي يحلّها، وما الذي يجب أن تفعله النسخة الأولى.',
      missing: 'أخبرنا بما تريد بناءه',
    },
    package_of_interest: {
      label: 'أي باقة تهمّك؟',
      missing: 'اختر باقة، أو «لم أقرّر بعد»',
      options: ['PRODUCT DISCOVERY', 'STANDARD MVP', 'ADVANCED MVP', 'لم أقرّر بعد'],
    },
  },
}

const consentWords: Localized<{ label: string; missing: string }> = {
  en: {
    label: 'I agree to be contacted about my application.',
    missing: 'Agree to be contacted, so that we can reply to your application',
  },
  ar: {
    label: 'أوافق على أن تتواصلوا معي بشأن طلبي.',
    missing: 'وافق على التواصل معك، حتى نتمكّن من الرد على طلبك',
  },
}

const applicationFormEn = {
  label: 'Application form',
  intro: 'All fields are required unless marked optional.',
  privacy:
    'What you type is kept in this browser, on this device only, until you send or discard it; a day after your last change it is deleted the next time this site opens, and never filled in again. The consent box is never kept. An application waiting to be sent is kept the same way for 7 days. Nothing is sent before you press Send application.',
  submit: 'Send application',
  sending: 'Sending your application…',
  errorSummaryTitle: 'There is a problem',
  restored: 'We kept what you typed last time on this device.',
  discard: 'Discard this application',
  discardTitle: 'Discard this application?',
  discardText: 'Everything you typed is deleted from this device. This cannot be undone.',
  discardConfirm: 'Discard',
  discardCancel: 'Keep it',
  sentTitle: 'Application sent',
  sentText: 'Thank you. We read every application and reply within one business day.',
  waitingTitle: {
    offline: "You're offline",
    unreachable: "We couldn't reach our form service",
    waiting: 'Your application is waiting to be sent',
    later: 'Your application will be sent a little later',
  },
  /** {time}: when the form service said it can take it again. */
  laterText: 'Our form service asked us to wait before sending it. Nothing is sent before {time}.',
  /** {date}: when a waiting application is deleted from this device. */
  expiresText: 'If it cannot be sent by {date}, it is deleted from this device: email it to us instead.',
  waitingText: {
    sync: 'Your application is saved on this device and will be sent by itself, even if you close this page: we try again over the next minutes, and each time you open this site.',
    worker: 'Your application is saved on this device. It will be sent the next time you open any page of this site while online.',
    page: 'Your application is kept on this device. It is tried again when this page comes back online, and when you open it again.',
    memory: 'Your application could not be kept on this device (its storage is full, or turned off for this site), so it is only on this page: keep it open, or email it to us now. It is tried again when the page comes back online.',
  },
  emailInstead: 'Or email it to us now, in one step:',
  emailLink: 'Email your application',
  emailShortened: '(Shortened to fit an email link. We will ask you for the rest.)',
  refusedTitle: 'Our form service could not accept this application',
  refusedText: 'Nothing you typed is lost. Please email it to us instead:',
  retry: 'Try sending again',
  fallbackNote: 'The usual form could not load here, so this is our own. It goes to the same place.',
  offlineNote: "You're offline. Fill in this form as usual: it is kept on this device until it can be sent.",
  /** For a field HubSpot refused for a reason we have no message for; {label} is the field's. */
  checkAnswer: 'Check your answer to "{label}"',
}

export type ApplicationFormWords = typeof applicationFormEn

export const applicationForm: Localized<ApplicationFormWords> = {
  en: applicationFormEn,
  ar: {
    label: 'نموذج الطلب',
    intro: 'جميع الحقول مطلوبة ما لم يُذكر أنها اختيارية.',
    privacy:
      'يُحفظ ما تكتبه في هذا المتصفح، على هذا الجهاز فقط، حتى ترسله أو تتجاهله؛ وبعد يوم من آخر تعديل يُحذف في المرة التالية التي يُفتح فيها هذا الموقع، ولا يُعاد ملؤه أبدًا. لا تُحفظ خانة الموافقة أبدًا. ويُحفظ الطلب الذي ينتظر الإرسال بالطريقة نفسها لمدة 7 أيام. لا يُرسل شيء قبل أن تضغط «أرسل الطلب».',
    submit: 'أرسل الطلب',
    sending: 'جارٍ إرسال طلبك…',
    errorSummaryTitle: 'هناك مشكلة',
    restored: 'احتفظنا بما كتبته في المرة السابقة على هذا الجهاز.',
    discard: 'تجاهل هذا الطلب',
    discardTitle: 'تجاهل هذا الطلب؟',
    discardText: 'سيُحذف كل ما كتبته من هذا الجهاز. لا يمكن التراجع عن ذلك.',
    discardConfirm: 'تجاهل',
    discardCancel: 'احتفظ به',
    sentTitle: 'أُرسل الطلب',
    sentText: 'شكرًا لك. نقرأ كل طلب ونردّ خلال يوم عمل واحد.',
    waitingTitle: {
      offline: 'أنت غير متصل بالإنترنت',
      unreachable: 'تعذّر الوصول إلى خدمة النماذج لدينا',
      waiting: 'طلبك بانتظار الإرسال',
      later: 'سيُرسل طلبك بعد قليل',
    },
    laterText: 'طلبت منا خدمة النماذج الانتظار قبل إرساله. لن يُرسل شيء قبل {time}.',
    expiresText: 'إن تعذّر إرساله حتى {date}، يُحذف من هذا الجهاز: أرسله إلينا بالبريد الإلكتروني بدلًا من ذلك.',
    waitingText: {
      sync: 'حُفظ طلبك على هذا الجهاز وسيُرسل تلقائيًا حتى لو أغلقت هذه الصفحة: نحاول مجددًا خلال الدقائق القادمة، وفي كل مرة تفتح فيها هذا الموقع.',
      worker: 'حُفظ طلبك على هذا الجهاز. سيُرسل في المرة التالية التي تفتح فيها أي صفحة من هذا الموقع وأنت متصل بالإنترنت.',
      page: 'طلبك محفوظ على هذا الجهاز. نحاول إرساله مجددًا عندما تعود هذه الصفحة إلى الاتصال، وعندما تفتحها مرة أخرى.',
      memory: 'تعذّر حفظ طلبك على هذا الجهاز (مساحة التخزين ممتلئة، أو معطّلة لهذا الموقع)، لذا هو موجود في هذه الصفحة فقط: أبقها مفتوحة، أو أرسله إلينا بالبريد الإلكتروني الآن. نحاول إرساله مجددًا عندما تعود الصفحة إلى الاتصال.',
    },
    emailInstead: 'أو أرسله إلينا بالبريد الإلكتروني الآن، بخطوة واحدة:',
    emailLink: 'أرسل طلبك بالبريد الإلكتروني',
    emailShortened: '(اختُصر ليتسع له رابط بريد إلكتروني. سنطلب منك البقية.)',
    refusedTitle: 'لم تقبل خدمة النماذج لدينا هذا الطلب',
    refusedText: 'لم يضع شيء مما كتبته. يُرجى إرساله إلينا بالبريد الإلكتروني بدلًا من ذلك:',
    retry: 'حاول الإرسال مجددًا',
    fallbackNote: 'تعذّر تحميل النموذج المعتاد هنا، وهذا نموذجنا الخاص. يصل إلى المكان نفسه.',
    offlineNote: 'أنت غير متصل بالإنترنت. املأ هذا النموذج كالمعتاد: سيُحفظ على هذا الجهاز حتى يمكن إرساله.',
    checkAnswer: 'راجع إجابتك في «{label}»',
  },
}

export type FieldSpec = FieldShape & FieldWords

/** What sending an application needs in one language: the page and the service worker alike. */
export interface ApplicationText {
  lang: Lang
  fields: FieldSpec[]
  consent: { name: string; label: string; missing: string }
  /** What an application is sent with, by the language it was written in (whichever page sends it). */
  sentAs: Localized<{ consent: string; pageName: string; pagePath: string }>
  contactEmail: string
  emailSubject: string
  emailShortened: string
  checkAnswer: string
  languageProperty: string | null
}

export function applicationText(lang: Lang): ApplicationText {
  return {
    lang,
    fields: applicationFieldShapes.map((shape) => ({ ...shape, ...fieldWords[lang][shape.name] }) as FieldSpec),
    consent: { name: CONSENT_FIELD, ...consentWords[lang] },
    sentAs: Object.fromEntries(
      LANGS.map((written) => [written, { consent: consentWords[written].label, pageName: applicationPage[written].metaTitle, pagePath: localePath(written, APPLICATION_PATH) }]),
    ) as ApplicationText['sentAs'],
    contactEmail: site.contactEmail,
    emailSubject: applicationPage[lang].emailSubject,
    emailShortened: applicationForm[lang].emailShortened,
    checkAnswer: applicationForm[lang].checkAnswer,
    languageProperty: applicationLanguageProperty,
  }
}
