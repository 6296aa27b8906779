import type { Localized } from './locale.ts'
import { site } from './site.ts'
import type { IconCard } from './types.ts'

const heroEn = {
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

export const hero: Localized<typeof heroEn> = {
  en: heroEn,
  ar: {
    eyebrow: `${site.spotsPerMonth} أماكن فقط متاحة هذا الشهر`,
    headline: 'من الفكرة إلى MVP في 4 أسابيع. مضمون.',
    lead: 'فريق لقيادة المنتج ومهندسون يستعينون بالذكاء الاصطناعي يحوّلون فكرتك إلى منتج عامل يستطيع مستخدمون حقيقيون التسجيل فيه والدفع مقابله والتعلّق به: نحدّد نطاقه معك، ونبنيه أمام عينيك، ونطلقه في اليوم الثامن والعشرين.',
    cta: 'اطلب استشارة مجانية',
    playLabel: 'تشغيل الفيديو',
    pauseLabel: 'إيقاف الفيديو مؤقتًا',
    videoTitle: 'كيف يكتمل MVP مع LaunchLoop',
    videoDescription:
      'رسم متحرك صامت مدته 14 ثانية: شاشة فارغة تمتلئ بمكوّنات المنتج (نموذج تسجيل، ولوحة معلومات برسوم بيانية، وبطاقة دفع، ونافذة محادثة) تتجمّع في تطبيق واحد مكتمل على أربع مراحل أسبوعية.',
    posterAlt: 'لوحة معلومات لمنتج مكتمل: شريط تنقّل ورسم بياني بالأعمدة وبطاقة دفع ونافذة محادثة في نافذة تطبيق واحدة.',
  },
}

const whyEn = {
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

export const why: Localized<typeof whyEn> = {
  en: whyEn,
  ar: {
    title: `لماذا وُجدت ${site.name}`,
    stat: '97%',
    statLabel: 'من الشركات الناشئة تفشل بسبب ضعف التنفيذ، لا بسبب سوء الفكرة.',
    paragraphs: [
      'معظم المؤسسين لا يفشلون لقلّة الرؤية، بل لأن النسخة الأولى تستغرق تسعة أشهر بدل شهر واحد، وتنفد الميزانية قبل الإطلاق، ولا يتولّى أحد في الفريق مسؤولية المنتج.',
      `وُجدت ${site.name} لإصلاح التنفيذ: قائد منتج يرسم معك نطاق العمل، ومهندسو تطوير متكامل يستعينون بالذكاء الاصطناعي يبنونه، وأنت ترى كل قرار كل يوم، بسعر ثابت وضمان للإطلاق خلال 4 أسابيع.`,
    ],
    points: ['ضمان مكتوب للإطلاق خلال 4 أسابيع', `${site.spotsPerMonth} أماكن فقط متاحة هذا الشهر`, 'شفافية كاملة في النطاق والجدول الزمني والتكلفة'],
  },
}

interface CardSection {
  title: string
  intro: string
  cards: IconCard[]
}

const packageSectionEn: CardSection = {
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
  ],
}

export const packageSection: Localized<CardSection> = {
  en: packageSectionEn,
  ar: {
    title: 'جاهز للإطلاق من التصميم',
    intro: 'كل MVP يُسلَّم ومعه ثلاثة أشياء تحتاجها النسخة الأولى لتكسب أول مستخدميها.',
    cards: [
      {
        icon: 'palette',
        title: 'مظهر يناسب فكرتك',
        text: 'نظام تصميم مخصص لسوقك: SaaS أو سوق إلكتروني أو تقنية مالية أو تعليم إلكتروني أو مجتمع. يبدو منتجك جديرًا بالثقة من العرض الأول.',
      },
      {
        icon: 'layers',
        title: '5 إلى 7 مزايا أساسية',
        text: 'المزايا التي تثبت صحة فكرتك، مبنية كما ينبغي: الحسابات ولوحات المعلومات والمراسلة والمدفوعات والجدولة والتحليلات، نختارها معك في مرحلة الاستكشاف.',
      },
      {
        icon: 'plug',
        title: '2 إلى 3 تكاملات جاهزة',
        text: 'نختارها من أكثر من 20 تكاملًا جاهزًا للتشغيل: المدفوعات والرسائل النصية والمحادثة وإدارة علاقات العملاء (CRM) والمصادقة والخرائط، نربطها ونختبرها قبل الإطلاق.',
      },
    ],
  },
}

const featuresEn: CardSection = {
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
  ],
}

export const features: Localized<CardSection> = {
  en: featuresEn,
  ar: {
    title: 'ابنِ بشكل صحيح. ابنِ بذكاء.',
    intro: 'منهج مصمَّم للسرعة دون اختصارات: العادات الست نفسها في كل مشروع.',
    cards: [
      {
        icon: 'compass',
        title: 'الاستكشاف',
        text: 'ورش عمل تحوّل فكرتك إلى خطة واضحة النطاق: المستخدمون ومقاييس النجاح والمسارات المهمة والمزايا التي يمكنها الانتظار.',
      },
      {
        icon: 'globe',
        title: 'عمل متواصل على مدار الساعة',
        text: 'يعمل مديرو المشاريع في ساعات العمل بمنطقة الخليج، ويواصل المهندسون البناء ليلًا. تستيقظ كل يوم على تقدّم جديد.',
      },
      {
        icon: 'cpu',
        title: 'فرق تطوير متكاملة مدعومة بالذكاء الاصطناعي',
        text: 'مهندسون ذوو خبرة يستخدمون أدوات الذكاء الاصطناعي في التصميم والبرمجة والاختبار، فتُنجز أربعة أسابيع من العمل ما كان يستغرق أربعة أشهر.',
      },
      {
        icon: 'eye',
        title: 'شفافية كاملة',
        text: 'رؤية كاملة للنطاق والجدول الزمني والتكلفة: لوحة مشتركة وعرض أسبوعي وسعر ثابت تتفق عليه قبل أن نبدأ.',
      },
      {
        icon: 'shield',
        title: 'ضمان الإطلاق خلال 4 أسابيع',
        text: 'يُطلق الـMVP الخاص بك خلال أربعة أسابيع. وإن فاتنا الموعد لأسباب من جهتنا، نواصل العمل دون أي تكلفة إضافية حتى يُطلق.',
      },
      {
        icon: 'flag',
        title: 'قيادة المنتج',
        text: 'مدير منتج متفرّغ يتولّى التسليم من البداية إلى النهاية، ويساعدك على تحديد ما تبنيه بعد ذلك بناءً على بيانات مستخدمين حقيقيين.',
      },
    ],
  },
}

const caseStudiesSectionEn = {
  title: 'MVPs That Actually Work',
  subtext: 'See how bold ideas become market-ready products: built fast, focused, and designed to win.',
  footnote:
    'These examples showcase our method, our focus on execution and the outcomes that matter: traction, validation and investor readiness.',
  carouselLabel: 'Case studies',
  /** What a screen reader calls the carousel and each slide. */
  carouselRole: 'carousel',
  slideRole: 'slide',
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
  /** Accessible name of a card's feature list; {company} is replaced. */
  featuresLabel: '{company} features',
}

export const caseStudiesSection: Localized<typeof caseStudiesSectionEn> = {
  en: caseStudiesSectionEn,
  ar: {
    title: 'منتجات أولية تعمل فعلًا',
    subtext: 'شاهد كيف تتحوّل الأفكار الجريئة إلى منتجات جاهزة للسوق: مبنية بسرعة وتركيز، ومصمَّمة لتنجح.',
    footnote: 'تعرض هذه الأمثلة منهجنا وتركيزنا على التنفيذ والنتائج التي تهمّ: الإقبال والتحقق من الفكرة والجاهزية للمستثمرين.',
    carouselLabel: 'دراسات الحالة',
    carouselRole: 'عرض دوّار',
    slideRole: 'شريحة',
    previous: 'دراسات الحالة السابقة',
    next: 'دراسات الحالة التالية',
    stopRotation: 'إيقاف التبديل التلقائي للشرائح',
    startRotation: 'تشغيل التبديل التلقائي للشرائح',
    pickerLabel: 'اختر دراسة حالة',
    slideLabel: '{n} من {total}',
    goToSlide: 'اعرض دراسة الحالة {n}: {company}',
    challenge: 'التحدي',
    solution: 'حلّنا',
    delivered: 'سُلِّم خلال 4 أسابيع',
    viewDetails: 'عرض التفاصيل',
    featuresLabel: 'مزايا {company}',
  },
}
