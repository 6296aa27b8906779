import type { Lang } from './locale.ts'
import type { CaseStudy, CaseStudyEntry } from './types.ts'

/** Every case study's illustration is 1200 × 800; the media script writes 480, 800 and 1200 wide WebP files. */
const imageSize = { width: 1200, height: 800 }

export const caseStudyEntries: CaseStudyEntry[] = [
  {
    company: 'MoneyMind',
    slug: 'moneymind',
    technologies: ['React Native', 'TypeScript', 'Node.js', 'PostgreSQL', 'Plaid', 'Twilio'],
    icon: 'wallet',
    colour: '#0f766e',
    image: { name: 'moneymind', ...imageSize },
    text: {
      en: {
        industry: 'Personal Finance',
        description: 'A budgeting app that turns bank transactions into a weekly money plan young professionals actually follow.',
        challenge:
          'The founder had validated the idea with a spreadsheet used by 40 friends, but two agencies quoted six months to build it. She needed a real product before her savings ran out and before a competitor reached the same audience.',
        solution:
          'We scoped the MVP around one habit, the weekly plan, and built secure bank connections, automatic categorisation and gentle nudges. Everything else waited for user data.',
        features: ['Bank sync', 'Smart budgets', 'Savings goals', 'Weekly nudges', 'Spending insights'],
        detailedFeatures: [
          { name: 'Bank sync', description: 'Read-only connections to 2,000+ banks through an open-banking provider, refreshed every morning.' },
          { name: 'Smart budgets', description: 'Transactions sorted into categories automatically, with a plan that adapts when income changes.' },
          { name: 'Savings goals', description: 'Goals with target dates and a progress ring that moves every time the user saves.' },
          { name: 'Weekly nudges', description: 'A Sunday summary by push and SMS that shows what is left to spend this week.' },
          { name: 'Spending insights', description: 'Month-over-month charts that point out the three categories worth a second look.' },
        ],
        timeline: '4 weeks',
        results: ['500+ early users in the first month after launch', '95% satisfaction in the first in-app survey', '85% retention of users after 30 days'],
        imageAlt: 'Illustration of the MoneyMind app: a budget ring two-thirds full above a list of categorised transactions.',
      },
      ar: {
        industry: 'التمويل الشخصي',
        description: 'تطبيق لإدارة الميزانية يحوّل المعاملات البنكية إلى خطة مالية أسبوعية يلتزم بها الشباب العاملون فعلًا.',
        challenge:
          'كانت المؤسِّسة قد اختبرت الفكرة بجدول بيانات يستخدمه 40 من أصدقائها، لكن وكالتين قدّرتا ستة أشهر لبنائه. كانت تحتاج إلى منتج حقيقي قبل أن تنفد مدّخراتها وقبل أن يصل منافس إلى الجمهور نفسه.',
        solution:
          'حدّدنا نطاق الـMVP حول عادة واحدة هي الخطة الأسبوعية، وبنينا اتصالات بنكية آمنة وتصنيفًا تلقائيًا للمصروفات وتنبيهات لطيفة. وكل ما عدا ذلك انتظر بيانات المستخدمين.',
        features: ['ربط الحسابات البنكية', 'ميزانيات ذكية', 'أهداف الادّخار', 'تنبيهات أسبوعية', 'تحليلات الإنفاق'],
        detailedFeatures: [
          { name: 'ربط الحسابات البنكية', description: 'اتصالات للقراءة فقط بأكثر من 2,000 بنك عبر مزوّد للخدمات المصرفية المفتوحة، تُحدَّث كل صباح.' },
          { name: 'ميزانيات ذكية', description: 'تُصنَّف المعاملات تلقائيًا، مع خطة تتكيّف عندما يتغيّر الدخل.' },
          { name: 'أهداف الادّخار', description: 'أهداف بتواريخ محددة وحلقة تقدّم تتحرك في كل مرة يدّخر فيها المستخدم.' },
          { name: 'تنبيهات أسبوعية', description: 'ملخص كل يوم أحد عبر الإشعارات والرسائل النصية يبيّن ما تبقّى للإنفاق هذا الأسبوع.' },
          { name: 'تحليلات الإنفاق', description: 'رسوم بيانية تقارن كل شهر بسابقه وتُبرز الفئات الثلاث التي تستحق نظرة ثانية.' },
        ],
        timeline: '4 أسابيع',
        results: ['أكثر من 500 مستخدم في الشهر الأول بعد الإطلاق', 'نسبة رضا 95% في أول استبيان داخل التطبيق', 'احتفاظ بـ 85% من المستخدمين بعد 30 يومًا'],
        imageAlt: 'رسم توضيحي لتطبيق MoneyMind: حلقة ميزانية ممتلئة بمقدار الثلثين فوق قائمة من المعاملات المصنّفة.',
      },
    },
  },
  {
    company: 'TechFlow Solutions',
    slug: 'techflow-solutions',
    technologies: ['React', 'TypeScript', 'NestJS', 'PostgreSQL', 'Redis', 'AWS'],
    icon: 'workflow',
    colour: '#4338ca',
    image: { name: 'techflow-solutions', ...imageSize },
    text: {
      en: {
        industry: 'B2B SaaS',
        description: 'A workflow platform that lets software agencies turn client requests into tracked, estimated and reusable delivery pipelines.',
        challenge:
          'Two former agency owners knew the pain first hand but had no engineering team. Enterprise pilots were waiting, and pilots would only sign for a product with single sign-on, audit trails and dependable uptime.',
        solution:
          'We built the pipeline editor, reusable templates and the integrations pilots asked for on an infrastructure set up for reliability from day one, with a product manager running weekly demos with the pilot customers.',
        features: ['Pipeline editor', 'Reusable templates', 'Single sign-on', 'Jira and Slack sync', 'Audit trail'],
        detailedFeatures: [
          { name: 'Pipeline editor', description: 'A drag-and-drop board that turns a client request into stages, owners and estimates in minutes.' },
          { name: 'Reusable templates', description: 'Proven pipelines saved as templates, so the next similar project starts half planned.' },
          { name: 'Single sign-on', description: 'Sign-in through Google Workspace and Microsoft Entra ID, with roles per workspace.' },
          { name: 'Jira and Slack sync', description: 'Two-way sync of tasks with Jira and status updates posted to the right Slack channel.' },
          { name: 'Audit trail', description: 'Every change to a pipeline recorded with who, what and when, exportable for client reviews.' },
        ],
        timeline: '4 weeks',
        results: ['60% less development time on templated projects for pilot agencies', '98% uptime through the pilot, monitored from launch day'],
        imageAlt: 'Illustration of the TechFlow Solutions pipeline editor: four columns of task cards, from request to delivery.',
      },
      ar: {
        industry: 'B2B SaaS',
        description: 'منصة لسير العمل تتيح لوكالات البرمجيات تحويل طلبات العملاء إلى مسارات تسليم مُتابَعة ومقدَّرة وقابلة لإعادة الاستخدام.',
        challenge:
          'كان مالكا وكالة سابقان يعرفان المشكلة عن قرب، لكن لم يكن لديهما فريق هندسي. كانت تجارب مع شركات كبرى في الانتظار، ولن توقّع إلا على منتج يوفّر الدخول الموحّد وسجل تدقيق واستقرارًا يُعتمد عليه.',
        solution:
          'بنينا محرّر المسارات والقوالب القابلة لإعادة الاستخدام والتكاملات التي طلبتها الشركات التجريبية، على بنية تحتية مُعدّة للموثوقية منذ اليوم الأول، مع مدير منتج يقدّم عروضًا أسبوعية للعملاء التجريبيين.',
        features: ['محرّر المسارات', 'قوالب قابلة لإعادة الاستخدام', 'الدخول الموحّد', 'المزامنة مع Jira وSlack', 'سجل التدقيق'],
        detailedFeatures: [
          { name: 'محرّر المسارات', description: 'لوحة بالسحب والإفلات تحوّل طلب العميل إلى مراحل ومسؤولين وتقديرات في دقائق.' },
          { name: 'قوالب قابلة لإعادة الاستخدام', description: 'مسارات مجرَّبة تُحفظ قوالبَ، فيبدأ المشروع المماثل التالي وقد خُطّط نصفه.' },
          { name: 'الدخول الموحّد', description: 'تسجيل الدخول عبر Google Workspace وMicrosoft Entra ID، مع أدوار لكل مساحة عمل.' },
          { name: 'المزامنة مع Jira وSlack', description: 'مزامنة المهام في الاتجاهين مع Jira، ونشر تحديثات الحالة في قناة Slack المناسبة.' },
          { name: 'سجل التدقيق', description: 'يُسجَّل كل تغيير على المسار بمن أجراه وماذا ومتى، مع إمكانية تصديره لمراجعات العملاء.' },
        ],
        timeline: '4 أسابيع',
        results: ['وقت تطوير أقل بنسبة 60% في المشاريع المبنية على القوالب لدى الوكالات التجريبية', 'جاهزية تشغيل 98% طوال فترة التجربة، مع المراقبة منذ يوم الإطلاق'],
        imageAlt: 'رسم توضيحي لمحرّر المسارات في TechFlow Solutions: أربعة أعمدة من بطاقات المهام، من الطلب إلى التسليم.',
      },
    },
  },
  {
    company: 'LearnCraft Academy',
    slug: 'learncraft-academy',
    technologies: ['Next.js', 'TypeScript', 'Supabase', 'Stripe', 'Mux', 'Tailwind CSS'],
    icon: 'book',
    colour: '#b45309',
    image: { name: 'learncraft-academy', ...imageSize },
    text: {
      en: {
        industry: 'E-learning',
        description: 'A cohort-based learning platform where working professionals learn practical skills from industry experts.',
        challenge:
          'The founders had a waiting list of instructors and students but were running cohorts through video calls, shared drives and spreadsheets. Students dropped out because they lost track of lessons and deadlines.',
        solution:
          'We built one home for every cohort: structured courses, live sessions, progress tracking and payments, with reminders designed to keep students moving through each week.',
        features: ['Course builder', 'Live sessions', 'Progress tracking', 'Payments', 'Certificates'],
        detailedFeatures: [
          { name: 'Course builder', description: 'Instructors assemble modules from video, reading and quizzes without help from the team.' },
          { name: 'Live sessions', description: 'Scheduled cohort sessions with calendar invites, reminders and recordings posted automatically.' },
          { name: 'Progress tracking', description: 'A weekly checklist for every student and an at-risk list for instructors.' },
          { name: 'Payments', description: 'Card payments and instalment plans through Stripe, with instructor payouts each month.' },
          { name: 'Certificates', description: 'Verifiable certificates issued on completion and shareable on LinkedIn in one click.' },
        ],
        timeline: '4 weeks',
        results: [
          '50+ courses published by instructors in the first quarter',
          '1000+ students enrolled across the first cohorts',
          '40% higher completion than the founders’ previous video-call cohorts',
        ],
        imageAlt: 'Illustration of a LearnCraft Academy course: a video lesson beside a checklist with three of four lessons done.',
      },
      ar: {
        industry: 'التعليم الإلكتروني',
        description: 'منصة تعلّم قائمة على الدفعات، يكتسب فيها المهنيون العاملون مهارات عملية من خبراء في مجالاتهم.',
        challenge:
          'كان لدى المؤسسين قائمة انتظار من المدرّبين والطلاب، لكنهم كانوا يديرون الدفعات عبر مكالمات الفيديو والمجلدات المشتركة وجداول البيانات. وكان الطلاب ينسحبون لأنهم يفقدون متابعة الدروس والمواعيد النهائية.',
        solution:
          'بنينا مكانًا واحدًا لكل دفعة: دورات منظّمة وجلسات مباشرة ومتابعة للتقدّم ومدفوعات، مع تذكيرات مصمّمة لتبقي الطلاب في تقدّم أسبوعًا بعد أسبوع.',
        features: ['منشئ الدورات', 'الجلسات المباشرة', 'متابعة التقدّم', 'المدفوعات', 'الشهادات'],
        detailedFeatures: [
          { name: 'منشئ الدورات', description: 'يجمع المدرّبون الوحدات من الفيديو والقراءة والاختبارات دون مساعدة من الفريق.' },
          { name: 'الجلسات المباشرة', description: 'جلسات مجدولة لكل دفعة مع دعوات في التقويم وتذكيرات، وتُنشر تسجيلاتها تلقائيًا.' },
          { name: 'متابعة التقدّم', description: 'قائمة مهام أسبوعية لكل طالب، وقائمة بالطلاب المعرّضين للتعثّر لدى المدرّبين.' },
          { name: 'المدفوعات', description: 'الدفع بالبطاقة وخطط التقسيط عبر Stripe، مع صرف مستحقات المدرّبين كل شهر.' },
          { name: 'الشهادات', description: 'شهادات قابلة للتحقق تُصدر عند الإتمام، ويمكن مشاركتها على LinkedIn بنقرة واحدة.' },
        ],
        timeline: '4 أسابيع',
        results: [
          'أكثر من 50 دورة نشرها المدرّبون في الربع الأول',
          'أكثر من 1000 طالب سجّلوا في الدفعات الأولى',
          'نسبة إتمام أعلى بـ 40% مقارنة بدفعات المؤسسين السابقة عبر مكالمات الفيديو',
        ],
        imageAlt: 'رسم توضيحي لدورة في LearnCraft Academy: درس فيديو بجانب قائمة مهام أُنجز فيها ثلاثة دروس من أربعة.',
      },
    },
  },
  {
    company: 'LocalMarket Hub',
    slug: 'localmarket-hub',
    technologies: ['React', 'TypeScript', 'Django', 'PostgreSQL', 'Stripe Connect', 'Mapbox'],
    icon: 'store',
    colour: '#be123c',
    image: { name: 'localmarket-hub', ...imageSize },
    text: {
      en: {
        industry: 'Marketplace',
        description: 'An online marketplace that helps independent neighbourhood shops sell and deliver to customers nearby.',
        challenge:
          'Local vendors wanted to sell online but could not afford their own stores, and the big marketplaces buried them. The founder needed both sides of the market live at once to make the first neighbourhood work.',
        solution:
          'We built simple vendor onboarding, a catalogue that shops fill from their phones, map-based discovery and split payments, and launched in one neighbourhood before expanding.',
        features: ['Vendor onboarding', 'Product catalogue', 'Map search', 'Split payments', 'Order tracking'],
        detailedFeatures: [
          { name: 'Vendor onboarding', description: 'Shops sign up, verify their identity and open their storefront in under ten minutes.' },
          { name: 'Product catalogue', description: 'Products added from a phone photo, with variants, stock levels and bulk price updates.' },
          { name: 'Map search', description: 'Customers find shops and products within walking distance on an interactive map.' },
          { name: 'Split payments', description: 'One checkout across several shops, with each vendor paid out automatically.' },
          { name: 'Order tracking', description: 'Live order status by SMS, from accepted to ready for pick-up or out for delivery.' },
        ],
        timeline: '4 weeks',
        results: [
          '50+ vendors onboarded before the public launch',
          '2000+ products listed in the first two months',
          '25% sales increase reported by vendors in their first quarter',
        ],
        imageAlt: 'Illustration of LocalMarket Hub: a neighbourhood map with four shop pins and a card for the selected shop.',
      },
      ar: {
        industry: 'سوق إلكتروني',
        description: 'سوق إلكتروني يساعد متاجر الأحياء المستقلة على البيع والتوصيل للعملاء القريبين منها.',
        challenge:
          'أراد البائعون المحليون البيع عبر الإنترنت لكنهم لم يستطيعوا تحمّل كلفة متاجر خاصة بهم، وكانت الأسواق الكبرى تطمس حضورهم. واحتاج المؤسس إلى إطلاق طرفَي السوق معًا لينجح الحي الأول.',
        solution:
          'بنينا تسجيلًا بسيطًا للبائعين، وكتالوجًا تملؤه المتاجر من هواتفها، واكتشافًا للمتاجر عبر الخريطة، وتقسيمًا للمدفوعات، وأطلقنا في حيّ واحد قبل التوسّع.',
        features: ['تسجيل البائعين', 'كتالوج المنتجات', 'البحث بالخريطة', 'تقسيم المدفوعات', 'تتبّع الطلبات'],
        detailedFeatures: [
          { name: 'تسجيل البائعين', description: 'تسجّل المتاجر وتتحقق من هويتها وتفتح واجهتها في أقل من عشر دقائق.' },
          { name: 'كتالوج المنتجات', description: 'تُضاف المنتجات من صورة بالهاتف، مع الخيارات ومستويات المخزون وتحديث الأسعار دفعة واحدة.' },
          { name: 'البحث بالخريطة', description: 'يجد العملاء المتاجر والمنتجات على مسافة سير قصيرة عبر خريطة تفاعلية.' },
          { name: 'تقسيم المدفوعات', description: 'عملية دفع واحدة تشمل عدة متاجر، ويُحوَّل لكل بائع نصيبه تلقائيًا.' },
          { name: 'تتبّع الطلبات', description: 'حالة الطلب لحظة بلحظة عبر الرسائل النصية، من قبوله حتى جاهزيته للاستلام أو خروجه للتوصيل.' },
        ],
        timeline: '4 أسابيع',
        results: [
          'أكثر من 50 بائعًا انضموا قبل الإطلاق العام',
          'أكثر من 2000 منتج أُدرجت في الشهرين الأولين',
          'زيادة في المبيعات بنسبة 25% أفاد بها البائعون في ربعهم الأول',
        ],
        imageAlt: 'رسم توضيحي لـ LocalMarket Hub: خريطة حيّ عليها أربع علامات لمتاجر وبطاقة للمتجر المحدد.',
      },
    },
  },
]

export function caseStudiesIn(lang: Lang): CaseStudy[] {
  return caseStudyEntries.map(({ text, image, ...shared }) => {
    const { imageAlt, ...words } = text[lang]
    return { ...shared, ...words, image: { ...image, alt: imageAlt } }
  })
}

export function findCaseStudy(slug: string, lang: Lang = 'en'): CaseStudy | undefined {
  return caseStudiesIn(lang).find((study) => study.slug === slug)
}
