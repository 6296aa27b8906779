/** The product screens scripts/assets/media.mjs renders with Chromium: each case study's MVP in English and Arabic, and the hero's, as HTML. */
import { readFileSync, readdirSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { LOCALES } from '../../src/ground/locales.mjs'
import { BRAND } from '../../src/styles/brand.mjs'

/** The locale table's first row: the site's default language. */
const DEFAULT_LANG = Object.keys(LOCALES)[0]

const require = createRequire(import.meta.url)
/** Inlined: a page set from a string may not read file:// fonts. */
const fontUrl = (pkg, file) =>
  `data:font/woff2;base64,${readFileSync(join(require.resolve(`${pkg}/package.json`), '..', 'files', file)).toString('base64')}`
const FONTS =
  `@font-face{font-family:Inter;font-weight:100 900;src:url(${fontUrl('@fontsource-variable/inter', 'inter-latin-wght-normal.woff2')})}` +
  [400, 500, 600, 700]
    .map(
      (w) =>
        `@font-face{font-family:Plex;font-weight:${w};src:url(${fontUrl('@fontsource/ibm-plex-sans-arabic', `ibm-plex-sans-arabic-arabic-${w}-normal.woff2`)})}`,
    )
    .join('')

const ICON = {
  wallet: 'M4 7h15a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V6a2 2 0 0 1 2-2h11 M16 13h.01',
  workflow: 'M4 4h6v6H4z M14 14h6v6h-6z M7 10v4a3 3 0 0 0 3 3h4 M17 14V9a3 3 0 0 0-3-3h-4',
  book: 'M4 5a2 2 0 0 1 2-2h13v16H6a2 2 0 0 0-2 2V5Z M4 19a2 2 0 0 1 2-2h13 M9 7h6',
  store:
    'M4 9 5.5 4h13L20 9 M4 9h16v2a3 3 0 0 1-5.3 2A3 3 0 0 1 12 14a3 3 0 0 1-2.7-1A3 3 0 0 1 4 11V9Z M5 14v6h14v-6 M10 20v-4h4v4',
  cart: 'M3 4h2l2.2 10.2a1 1 0 0 0 1 .8h8.6a1 1 0 0 0 1-.8L20 8H6 M9 20h.01 M17 20h.01',
  home: 'M4 11 12 4l8 7 M6 9.5V20h12V9.5 M10 20v-5h4v5',
  bus: 'M6 4h12a2 2 0 0 1 2 2v10H4V6a2 2 0 0 1 2-2Z M4 11h16 M7 19v-3 M17 19v-3',
  cup: 'M5 8h11v6a4 4 0 0 1-4 4H9a4 4 0 0 1-4-4V8Z M16 10h2a2 2 0 0 1 0 4h-2 M8 3v2 M12 3v2',
  play: 'M4 5h16v12H4z M10 8.5v5l4.5-2.5z M8 21h8',
  gift: 'M4 10h16v10H4z M3 7h18v3H3z M12 7v13 M12 7c-2-4-6-3-5 0 M12 7c2-4 6-3 5 0',
  bolt: 'M13 3 5 14h6l-1 7 8-11h-6l1-7Z',
  heart: 'M12 20s-8-4.6-8-10.2A4.3 4.3 0 0 1 12 7a4.3 4.3 0 0 1 8 2.8C20 15.4 12 20 12 20Z',
  up: 'M12 19V5 M6 11l6-6 6 6',
  sync: 'M20 11a8 8 0 0 0-14-5L4 8 M4 4v4h4 M4 13a8 8 0 0 0 14 5l2-2 M20 20v-4h-4',
  target: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Z M12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8Z M12 12h.01',
  bell: 'M6 16V11a6 6 0 0 1 12 0v5l2 2H4l2-2Z M10 21h4',
  chart: 'M4 20V4 M4 20h16 M8 16v-5 M12 16V8 M16 16v-3',
  layers: 'm12 3 9 5-9 5-9-5 9-5Z m-9 9 9 5 9-5 m-18 4 9 5 9-5',
  shield: 'M12 3 4 6v6c0 4.6 3.4 8.3 8 9 4.6-.7 8-4.4 8-9V6l-8-3Z m-3.5 9 2.5 2.5 4.5-5',
  list: 'M9 6h11 M9 12h11 M9 18h11 M4 6h.01 M4 12h.01 M4 18h.01',
  check: 'm5 12.5 4.5 4.5L19 7.5',
  lock: 'M6 11h12v9H6z M8 11V8a4 4 0 0 1 8 0v3',
  video: 'M4 6h11v12H4z M15 10l5-3v10l-5-3',
  award: 'M12 15a6 6 0 1 0 0-12 6 6 0 0 0 0 12Z M8.5 14 7 21l5-3 5 3-1.5-7',
  card: 'M3 6h18v12H3z M3 10h18 M7 15h4',
  search: 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14Z M20 20l-4-4',
  pin: 'M12 21s7-6.2 7-12a7 7 0 0 0-14 0c0 5.8 7 12 7 12Z M12 11.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z',
  truck: 'M3 6h11v10H3z M14 10h4l3 3v3h-7 M7 19a2 2 0 1 0 0-.01 M17 19a2 2 0 1 0 0-.01',
  clock: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Z M12 7v5l3 2',
  plus: 'M12 5v14 M5 12h14',
  star: 'm12 3 2.7 5.6 6.1.9-4.4 4.3 1 6.1-5.4-2.9-5.4 2.9 1-6.1-4.4-4.3 6.1-.9L12 3Z',
}
const icon = (name, size = 18, extra = '') =>
  `<svg class="i" width="${size}" height="${size}" viewBox="0 0 24 24" ${extra} fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="${ICON[name]}"/></svg>`

const CSS = (colour) => `${FONTS}
*{box-sizing:border-box}
html,body{margin:0;width:var(--w);height:var(--h);overflow:hidden}
body{--c:${colour};--surface:#fff;--surface-2:#f7f8fb;--well:#f4f5f9;--bar:#eef0f5;--track:#eceef4;--line:#e4e7ef;--ink:${BRAND.ink};--ink-2:#4a5372;--muted:#5e6785;--faint:#c5cad9;--lift:0%;--tk:1;--map:#e9efe6;--park:#d6e6cf;--road:#fff;--water:#bcd7f0;--soft:color-mix(in srgb,var(--c) calc(11% * var(--tk)),var(--surface));font:500 13px/1.35 Inter,Plex,sans-serif;color:var(--ink);
 background:radial-gradient(circle at 88% 0%,color-mix(in srgb,var(--c) 70%,#fff 0%) 0,transparent 55%),linear-gradient(140deg,var(--c),var(--ink) 78%);position:relative;-webkit-font-smoothing:antialiased}
[lang=ar] body{font-family:Plex,Inter,sans-serif}
/* The same screen in the app's own dark theme, for the site's dark theme: lighter hues on deep surfaces. */
.dark body{--surface:#10163a;--surface-2:#0c1230;--well:#0a0f29;--bar:#181f47;--track:#252d5a;--line:#272f5c;--ink:#eef0f6;--ink-2:#c5cad9;--muted:#9aa3c2;--faint:#3a4478;--lift:45%;--tk:1.8;--map:#132219;--park:#1b3124;--road:#28314d;--water:#1c3752;
 background:radial-gradient(circle at 88% 0%,color-mix(in srgb,var(--c) 60%,#000) 0,transparent 55%),linear-gradient(140deg,color-mix(in srgb,var(--c) 55%,${BRAND.night}),${BRAND.night} 78%)}
.dark .win{box-shadow:0 24px 70px rgb(0 0 0/.6),0 0 0 1px rgb(255 255 255/.16)}
.i{flex:none}
.win{position:absolute;inset-inline:56px;top:48px;bottom:-24px;border-radius:16px;background:var(--surface);overflow:hidden;box-shadow:0 24px 70px rgb(3 5 15/.5),0 0 0 1px rgb(255 255 255/.12);display:flex;flex-direction:column}
.bar{height:36px;flex:none;background:var(--bar);display:flex;align-items:center;gap:7px;padding-inline:16px;border-bottom:1px solid var(--line)}
.bar b{width:11px;height:11px;border-radius:50%;background:#ff6b6b}.bar b+b{background:${BRAND.amber}}.bar b+b+b{background:#3ecf8e}
.bar span{margin-inline:auto;width:300px;height:20px;border-radius:6px;background:var(--surface);border:1px solid var(--line)}
.app{flex:1;display:flex;min-height:0;zoom:var(--zoom,1.14)}
.side{width:196px;flex:none;background:var(--surface-2);border-inline-end:1px solid var(--line);padding:18px 12px;display:flex;flex-direction:column;gap:3px}
.brand{display:flex;align-items:center;gap:9px;font-weight:700;font-size:14.5px;margin:0 6px 16px}
.logo{width:28px;height:28px;border-radius:8px;background:var(--c);color:#fff;display:grid;place-items:center}
.nav{display:flex;align-items:center;gap:10px;padding:8px 10px;border-radius:8px;color:var(--ink-2)}
.nav.on{background:var(--soft);color:color-mix(in srgb,var(--c),#fff var(--lift));font-weight:650}
.main{flex:1;padding:20px 24px;display:flex;flex-direction:column;gap:16px;min-width:0}
.head{display:flex;align-items:center;gap:12px}
h1{font-size:21px;margin:0;font-weight:700;letter-spacing:-.01em}
.sub{color:var(--muted);font-size:12.5px}
.grow{flex:1}
.pill{display:inline-flex;align-items:center;gap:6px;padding:6px 11px;border-radius:999px;border:1px solid var(--line);background:var(--surface);color:var(--ink-2);font-weight:600;font-size:12px;white-space:nowrap}
.pill.on{background:var(--ink);border-color:var(--ink);color:var(--surface)}
.btn{display:inline-flex;align-items:center;gap:6px;padding:8px 13px;border-radius:8px;background:var(--c);color:#fff;font-weight:650;white-space:nowrap}
.card{background:var(--surface);border:1px solid var(--line);border-radius:12px;padding:14px 16px;box-shadow:0 1px 2px rgb(13 19 48/.05)}
.k{color:var(--muted);font-size:12px;font-weight:600}
.big{font-size:26px;font-weight:750;letter-spacing:-.02em;font-variant-numeric:tabular-nums}
.num{font-variant-numeric:tabular-nums;font-weight:650;direction:ltr;unicode-bidi:isolate;white-space:nowrap}
.t .num{font-weight:inherit}
.track{height:7px;border-radius:99px;background:var(--track);overflow:hidden}.track i{display:block;height:100%;border-radius:99px;background:var(--c)}
.row{display:flex;align-items:center;gap:11px}
.bubble{width:32px;height:32px;border-radius:9px;display:grid;place-items:center;flex:none}
.tag{white-space:nowrap;display:inline-block;padding:2px 8px;border-radius:6px;font-size:11px;font-weight:650}
`

const page = (lang, colour, body, { width = 1200, height = 800, scheme = 'light' } = {}) =>
  `<!doctype html><html lang="${lang}" dir="${LOCALES[lang].dir}" class="${scheme}"><head><meta charset="utf-8"><style>:root{--w:${width}px;--h:${height}px}${CSS(colour)}</style></head><body>${body}</body></html>`

const window_ = (inner, zoom = 1.14) =>
  `<div class="win"><div class="bar"><b></b><b></b><b></b><span></span></div><div class="app" style="--zoom:${zoom}">${inner}</div></div>`

const sidebar = (study, words, active, icons) =>
  `<aside class="side"><div class="brand"><span class="logo">${icon(study.icon, 17)}</span>${study.company}</div>${study.detailedFeatures
    .map(
      (feature, i) =>
        `<div class="nav${i === active ? ' on' : ''}">${icon(icons[i] ?? 'list', 17)}${feature.name}</div>`,
    )
    .join('')}<div class="grow"></div><div class="nav">${icon('shield', 17)}${words.settings}</div></aside>`

const ring = (share, size, stroke, colour = 'var(--c)') => {
  const r = (size - stroke) / 2
  const length = 2 * Math.PI * r
  return `<svg width="${size}" height="${size}" viewBox="0 0 ${size} ${size}" style="transform:rotate(-90deg)"><circle cx="${size / 2}" cy="${size / 2}" r="${r}" fill="none" style="stroke:var(--track)" stroke-width="${stroke}"/><circle cx="${size / 2}" cy="${size / 2}" r="${r}" fill="none" style="stroke:${colour}" stroke-width="${stroke}" stroke-linecap="round" stroke-dasharray="${length * share} ${length}"/></svg>`
}

const tint = (hex, share = 0.14) => `color-mix(in srgb,${hex} calc(${share * 100}% * var(--tk)),var(--surface))`
/** A hue as text or an icon: lifted towards white on the dark screens, where the light screens' hues read too dark. */
const hue = (hex) => `color-mix(in srgb,${hex},#fff var(--lift))`
const money = (n, sign = '') =>
  `<span class="num">${sign}$${n.toLocaleString('en-US', { minimumFractionDigits: Number.isInteger(n) ? 0 : 2 })}</span>`

const WORDS = {
  moneymind: {
    en: {
      settings: 'Settings',
      title: 'November budget',
      month: 'Nov 2026',
      week: 'Week',
      monthTab: 'Month',
      spent: 'Spent this month',
      of: 'of $2,800 planned',
      left: 'Left to spend this week',
      onTrack: 'On track: $18 under plan',
      goal: 'Emergency fund',
      goalBy: '64% · target in March',
      categories: 'Categories',
      recent: 'Recent transactions',
      cats: ['Groceries', 'Rent', 'Transport', 'Eating out', 'Subscriptions', 'Going out', 'Health'],
      txs: [
        ['Supermarket', 'Groceries · Today'],
        ['Metro pass', 'Transport · Yesterday'],
        ['Coffee shop', 'Eating out · Yesterday'],
        ['Salary', 'Income · Nov 25'],
        ['Electricity', 'Bills · Nov 24'],
        ['Pharmacy', 'Health · Nov 23'],
      ],
    },
    ar: {
      settings: 'الإعدادات',
      title: 'ميزانية نوفمبر',
      month: 'نوفمبر 2026',
      week: 'أسبوع',
      monthTab: 'شهر',
      spent: 'المصروف هذا الشهر',
      of: 'من أصل $2,800 مخطط لها',
      left: 'المتبقي للإنفاق هذا الأسبوع',
      onTrack: 'ضمن الخطة: أقل بـ$18',
      goal: 'صندوق الطوارئ',
      goalBy: '64% · الهدف في مارس',
      categories: 'الفئات',
      recent: 'أحدث المعاملات',
      cats: ['البقالة', 'الإيجار', 'المواصلات', 'المطاعم', 'الاشتراكات', 'الترفيه', 'الصحة'],
      txs: [
        ['السوبرماركت', 'البقالة · اليوم'],
        ['بطاقة المترو', 'المواصلات · أمس'],
        ['المقهى', 'المطاعم · أمس'],
        ['الراتب', 'الدخل · 25 نوفمبر'],
        ['الكهرباء', 'الفواتير · 24 نوفمبر'],
        ['الصيدلية', 'الصحة · 23 نوفمبر'],
      ],
    },
  },
  'techflow-solutions': {
    en: {
      settings: 'Settings',
      crumb: 'Pipelines / Q4 client delivery',
      due: (d) => `Nov ${d}`,
      title: 'Client requests',
      add: 'New request',
      filters: ['All clients', 'Retail', 'Health', 'Logistics'],
      template: 'Template: Web app v2',
      columns: ['Request', 'Estimate', 'In progress', 'Delivered'],
      sectors: ['Retail', 'Health', 'Logistics', 'Fintech'],
      cards: [
        ['Checkout redesign', 0],
        ['Booking API for clinics', 1],
        ['Staff single sign-on', 3],
        ['Driver app offline mode', 2],
        ['Loyalty points export', 0],
        ['Invoice PDF templates', 3],
        ['Appointment reminders', 1],
        ['Inventory sync', 0],
        ['Route planner map', 2],
        ['Admin roles and audit', 3],
        ['Product search filters', 0],
        ['Clinic waiting list', 1],
        ['Warehouse labels', 2],
      ],
    },
    ar: {
      settings: 'الإعدادات',
      crumb: 'المسارات / تسليمات الربع الرابع',
      due: (d) => `${d} نوفمبر`,
      title: 'طلبات العملاء',
      add: 'طلب جديد',
      filters: ['كل العملاء', 'التجزئة', 'الصحة', 'الخدمات اللوجستية'],
      template: 'القالب: تطبيق ويب 2',
      columns: ['الطلب', 'التقدير', 'قيد التنفيذ', 'تم التسليم'],
      sectors: ['التجزئة', 'الصحة', 'اللوجستيات', 'التقنية المالية'],
      cards: [
        ['إعادة تصميم صفحة الدفع', 0],
        ['واجهة حجز للعيادات', 1],
        ['الدخول الموحّد للموظفين', 3],
        ['وضع العمل دون اتصال للسائقين', 2],
        ['تصدير نقاط الولاء', 0],
        ['قوالب الفواتير PDF', 3],
        ['تذكير بالمواعيد', 1],
        ['مزامنة المخزون', 0],
        ['خريطة تخطيط المسارات', 2],
        ['أدوار المشرفين والتدقيق', 3],
        ['فلاتر البحث عن المنتجات', 0],
        ['قائمة انتظار العيادة', 1],
        ['ملصقات المستودع', 2],
      ],
    },
  },
  'learncraft-academy': {
    en: {
      course: 'Product analytics for managers',
      cohort: 'Cohort 4 · Week 3',
      complete: '68% complete',
      slideKicker: 'Module 3',
      slide: 'Reading a retention curve',
      lesson: '3.3 Reading a retention curve',
      tabs: ['Overview', 'Notes', 'Resources', 'Questions'],
      about: 'Why most curves flatten, and what the flat part tells you about the product.',
      content: 'Course content',
      module: 'Module 3 · Retention',
      lessons: [
        '3.1 What retention measures',
        '3.2 Cohorts in practice',
        '3.3 Reading a retention curve',
        '3.4 Workshop: your own data',
      ],
      next: 'Module 4 · Experiments',
      live: 'Live session',
      liveWhen: 'Thursday, 18:00',
      join: 'Join',
      certificate: 'Certificate after Module 6',
      resources: ['Slides', 'Worksheet', 'Sample data'],
      questions: 'Questions from your cohort',
      questionsMeta: 'Answered by the instructor on Thursdays',
      questionsNew: '3 new',
    },
    ar: {
      course: 'تحليلات المنتجات للمديرين',
      cohort: 'الدفعة 4 · الأسبوع 3',
      complete: 'اكتمل 68%',
      slideKicker: 'الوحدة 3',
      slide: 'قراءة منحنى الاحتفاظ',
      lesson: '3.3 قراءة منحنى الاحتفاظ',
      tabs: ['نظرة عامة', 'الملاحظات', 'المصادر', 'الأسئلة'],
      about: 'لماذا تستقر معظم المنحنيات، وماذا يخبرك الجزء المستقر عن المنتج.',
      content: 'محتوى الدورة',
      module: 'الوحدة 3 · الاحتفاظ',
      lessons: ['3.1 ماذا يقيس الاحتفاظ', '3.2 الدفعات عمليًا', '3.3 قراءة منحنى الاحتفاظ', '3.4 ورشة: بياناتك أنت'],
      next: 'الوحدة 4 · التجارب',
      live: 'جلسة مباشرة',
      liveWhen: 'الخميس، 18:00',
      join: 'انضم',
      certificate: 'الشهادة بعد الوحدة 6',
      resources: ['الشرائح', 'ورقة العمل', 'بيانات للتجربة'],
      questions: 'أسئلة زملاء الدفعة',
      questionsMeta: 'يجيب عنها المدرّب كل خميس',
      questionsNew: '3 جديدة',
    },
  },
  'localmarket-hub': {
    en: {
      search: 'Search shops and products',
      near: 'Within 2 km',
      filters: ['Open now', 'Delivery today', 'Bakery', 'Produce', 'Flowers', 'Crafts'],
      title: 'Near you',
      count: '48 shops · 1,260 products',
      sort: 'Sort: nearest',
      km: 'km',
      products: [
        ['Sourdough loaf', 'Corner bakery'],
        ['Crisp apples, 1 kg', 'Green grocer'],
        ['Seasonal bouquet', 'Flower stall'],
        ['Stoneware mug', 'Pottery studio'],
        ['Single-origin coffee', 'Roastery'],
        ['Wildflower honey', 'Farm shop'],
      ],
      shop: 'Corner bakery',
      shopMeta: 'Open until 19:00 · delivers today',
    },
    ar: {
      search: 'ابحث عن متاجر ومنتجات',
      near: 'ضمن 2 كم',
      filters: ['مفتوح الآن', 'توصيل اليوم', 'مخبوزات', 'خضار وفواكه', 'زهور', 'حِرف يدوية'],
      title: 'بالقرب منك',
      count: '48 متجرًا · 1,260 منتجًا',
      sort: 'الترتيب: الأقرب',
      km: 'كم',
      products: [
        ['خبز العجين المخمّر', 'مخبز الحي'],
        ['تفاح طازج، 1 كغ', 'محل الخضار'],
        ['باقة زهور موسمية', 'كشك الزهور'],
        ['كوب فخاري', 'مشغل الفخار'],
        ['قهوة أحادية المصدر', 'محمصة القهوة'],
        ['عسل زهور برية', 'متجر المزرعة'],
      ],
      shop: 'مخبز الحي',
      shopMeta: 'مفتوح حتى 19:00 · توصيل اليوم',
    },
  },
}

/** Figures inside words keep their order in right-to-left lines: $18 stays $18. */
const isolateFigures = (value) =>
  typeof value === 'string'
    ? value.replace(/[+−-]?\$?\d[\d,.:/]*%?/g, '<span class="num">$&</span>')
    : Array.isArray(value)
      ? value.map(isolateFigures)
      : typeof value === 'function'
        ? (...args) => isolateFigures(value(...args))
        : typeof value === 'object'
          ? Object.fromEntries(Object.entries(value).map(([key, item]) => [key, isolateFigures(item)]))
          : value

const moneyMind = (study, w) => {
  const cats = [
    [412, 500, 'cart', '#0f766e'],
    [950, 950, 'home', '#4338ca'],
    [136, 200, 'bus', '#0369a1'],
    [188, 150, 'cup', '#b45309'],
    [42, 60, 'play', '#7c3aed'],
    [118, 200, 'gift', '#be123c'],
    [24, 80, 'heart', '#0e7490'],
  ]
  const txs = [
    [-23.18, 'cart', '#0f766e'],
    [-30, 'bus', '#0369a1'],
    [-4.6, 'cup', '#b45309'],
    [3400, 'up', '#11703f'],
    [-61.4, 'bolt', '#a16207'],
    [-12.9, 'heart', '#0e7490'],
  ]
  const days = [38, 52, 24, 61, 45, 18, 0]
  return window_(
    sidebar(study, w, 1, ['sync', 'wallet', 'target', 'bell', 'chart']) +
      `<main class="main"><div class="head"><div><h1>${w.title}</h1><div class="sub">${study.company}</div></div><div class="grow"></div><span class="pill">${w.week}</span><span class="pill on">${w.monthTab}</span><span class="pill">${icon('clock', 14)}${w.month}</span></div>
<div style="display:grid;grid-template-columns:1.25fr 1fr 1fr;gap:14px">
 <div class="card row" style="gap:18px"><div style="position:relative;display:grid;place-items:center">${ring(0.66, 104, 13)}<b style="position:absolute;font-size:19px" class="num">66%</b></div><div><div class="k">${w.spent}</div><div class="big">${money(1846)}</div><div class="sub">${w.of}</div></div></div>
 <div class="card"><div class="k">${w.left}</div><div class="big">${money(212.4)}</div><div style="display:flex;align-items:flex-end;gap:6px;height:38px;margin-top:8px">${days.map((d, i) => `<i style="flex:1;height:${Math.max(d * 0.6, 3)}px;border-radius:4px;background:${i === 4 ? 'var(--c)' : tint('#0f766e', 0.28)}"></i>`).join('')}</div><div class="sub" style="margin-top:6px;color:${hue('#11703f')};font-weight:600">${w.onTrack}</div></div>
 <div class="card"><div class="row"><span class="bubble" style="background:${tint('#4338ca')};color:${hue('#4338ca')}">${icon('target')}</span><div class="k">${w.goal}</div></div><div class="big" style="margin-top:8px">${money(3200)} <span class="sub num">/ $5,000</span></div><div class="track" style="margin-top:10px"><i style="width:64%;background:#4338ca"></i></div><div class="sub" style="margin-top:6px">${w.goalBy}</div></div>
</div>
<div style="display:grid;grid-template-columns:1.25fr 1fr;gap:14px;min-height:0">
 <div class="card" style="display:flex;flex-direction:column;gap:12px"><div class="head"><b>${w.categories}</b><div class="grow"></div><span class="sub">${w.month}</span></div>${cats
   .map(
     ([spent, plan, ic, col], i) =>
       `<div class="row"><span class="bubble" style="background:${tint(col)};color:${hue(col)}">${icon(ic)}</span><div style="flex:1"><div class="row" style="justify-content:space-between"><span>${w.cats[i]}</span><span>${money(spent)} <span class="sub num">/ $${plan}</span></span></div><div class="track" style="margin-top:6px"><i style="width:${Math.min(100, (spent / plan) * 100)}%;background:${spent > plan ? '#b42318' : col}"></i></div></div></div>`,
   )
   .join('')}</div>
 <div class="card" style="display:flex;flex-direction:column;gap:13px"><b>${w.recent}</b>${txs
   .map(
     ([amount, ic, col], i) =>
       `<div class="row"><span class="bubble" style="border-radius:50%;background:${tint(col)};color:${hue(col)}">${icon(ic, 16)}</span><div style="flex:1"><div>${w.txs[i][0]}</div><div class="sub">${w.txs[i][1]}</div></div><span class="num" style="color:${amount > 0 ? '#11703f' : 'inherit'}">${amount > 0 ? '+' : '−'}$${Math.abs(amount).toLocaleString('en-US', { minimumFractionDigits: 2 })}</span></div>`,
   )
   .join('')}</div>
</div></main>`,
  )
}

const techFlow = (study, w) => {
  const sectorColours = ['#0369a1', '#11703f', '#b45309', '#7c3aed']
  const columns = [
    [0, 1, 2, 11],
    [3, 4, 5, 12],
    [6, 7, 8],
    [9, 10],
  ]
  const dot = ['#7a84a3', '#b45309', '#4338ca', '#11703f']
  const card = (index, column, n) => {
    const [title, sector] = w.cards[index]
    const progress = column === 2 ? [70, 35, 55][n] : column === 3 ? 100 : 0
    return `<div class="card" style="padding:11px 12px;display:flex;flex-direction:column;gap:8px"><div class="row" style="justify-content:space-between"><span class="tag" style="background:${tint(sectorColours[sector])};color:${hue(sectorColours[sector])}">${w.sectors[sector]}</span><span class="sub num">TF-${140 + index * 3}</span></div><div style="font-weight:650;font-size:13.5px">${title}</div>${
      progress
        ? `<div class="track" style="height:5px"><i style="width:${progress}%;background:${dot[column]}"></i></div>`
        : ''
    }<div class="row sub" style="gap:12px"><span class="row" style="gap:4px">${icon('clock', 13)}${w.due([12, 14, 18, 21, 25, 28][(index + column) % 6])}</span><span class="row" style="gap:4px">${icon('list', 13)}<span class="num">${column === 3 ? '6/6' : `${column + n}/6`}</span></span><span class="grow"></span><span style="width:20px;height:20px;border-radius:50%;background:${tint(dot[column], 0.3)}"></span></div></div>`
  }
  return window_(
    sidebar(study, w, 0, ['workflow', 'layers', 'shield', 'sync', 'list']) +
      `<main class="main"><div class="head"><div><div class="sub">${w.crumb}</div><h1>${w.title}</h1></div><div class="grow"></div><span class="pill" style="padding:8px 12px;border-radius:8px;width:190px">${icon('search', 14)}</span><span class="btn">${icon('plus', 15)}${w.add}</span></div>
<div class="row" style="gap:8px">${w.filters.map((f, i) => `<span class="pill${i === 0 ? ' on' : ''}">${f}</span>`).join('')}<span class="grow"></span><span class="pill">${icon('layers', 14)}${w.template}</span></div>
<div style="display:grid;grid-template-columns:repeat(4,1fr);gap:12px;flex:1;min-height:0">${columns
        .map(
          (cards, column) =>
            `<div style="background:var(--well);border-radius:12px;padding:10px;display:flex;flex-direction:column;gap:10px"><div class="row" style="gap:8px;padding:2px 4px"><i style="width:8px;height:8px;border-radius:50%;background:${dot[column]}"></i><b>${w.columns[column]}</b><span class="sub num">${cards.length + [4, 1, 0, 9][column]}</span></div>${cards.map((index, n) => card(index, column, n)).join('')}</div>`,
        )
        .join('')}</div></main>`,
    0.94,
  )
}

const learnCraft = (study, w) => {
  const curve = [0, 100, 58, 44, 37, 33, 31, 30, 29.5, 29]
  const points = curve
    .slice(1)
    .map((v, i) => `${40 + i * 56},${210 - v * 1.6}`)
    .join(' ')
  return window_(
    `<main class="main" style="padding:0;gap:0"><div class="head" style="padding:12px 22px;border-bottom:1px solid var(--line)"><span class="logo">${icon(study.icon, 17)}</span><b style="font-size:14.5px">${study.company}</b><span class="sub" style="margin-inline-start:10px">/ ${w.course}</span><div class="grow"></div><span class="sub">${w.cohort}</span><span class="pill" style="gap:8px">${ring(0.68, 18, 4)}${w.complete}</span></div>
<div style="display:flex;gap:18px;padding:18px 22px;flex:1;min-height:0">
 <div style="flex:1;display:flex;flex-direction:column;gap:12px;min-width:0">
  <div style="aspect-ratio:16/9;border-radius:12px;background:linear-gradient(160deg,#1b2145,#0d1330);position:relative;overflow:hidden;color:#fff;padding:26px 30px">
   <div style="color:${BRAND.amber};font-weight:700;font-size:12px;letter-spacing:.06em;text-transform:uppercase">${w.slideKicker}</div><div style="font-size:24px;font-weight:700;margin-top:4px">${w.slide}</div>
   <svg width="520" height="230" viewBox="0 0 520 230" style="position:absolute;inset-inline-start:30px;bottom:44px;direction:ltr"><path d="M40 210H510 M40 40V210" stroke="#3a4478" stroke-width="1.5"/><path d="M40 50H510 M40 90H510 M40 130H510 M40 170H510" stroke="#222a55" stroke-width="1"/><polyline points="${points}" fill="none" stroke="${BRAND.amber}" stroke-width="3.5" stroke-linejoin="round"/><polyline points="${curve
     .slice(1)
     .map((v, i) => `${40 + i * 56},${210 - Math.max(v - 9, 0) * 1.6}`)
     .join(' ')}" fill="none" stroke="#a594ff" stroke-width="2.5" stroke-dasharray="6 6"/></svg>
   <span style="position:absolute;inset:0;margin:auto;width:64px;height:64px;border-radius:50%;background:rgb(255 255 255/.92);color:${BRAND.ink};display:grid;place-items:center;box-shadow:0 8px 30px rgb(0 0 0/.4)">${icon('play', 0)}<svg width="26" height="26" viewBox="0 0 24 24" style="margin-inline-start:4px"><path d="M7 4.5v15l12-7.5z" fill="currentColor"/></svg></span>
   <div style="position:absolute;inset-inline:0;bottom:0;padding:10px 16px;background:linear-gradient(transparent,rgb(3 5 15/.8));display:flex;align-items:center;gap:12px;direction:ltr"><span class="num" style="font-size:12px">12:40</span><div class="track" style="flex:1;height:5px;background:rgb(255 255 255/.25)"><i style="width:52%;background:${BRAND.amber}"></i></div><span class="num" style="font-size:12px;opacity:.8">24:15</span></div>
  </div>
  <div style="font-size:18px;font-weight:700">${w.lesson}</div>
  <div class="row" style="gap:20px;border-bottom:1px solid var(--line)">${w.tabs.map((t, i) => `<span style="padding-bottom:9px;${i === 0 ? `color:${hue('var(--c)')};border-bottom:2px solid var(--c);font-weight:650` : 'color:var(--muted)'}">${t}</span>`).join('')}</div>
  <div class="sub" style="font-size:13px">${w.about}</div>
  <div class="card row"><span class="bubble" style="background:var(--soft);color:${hue('var(--c)')}">${icon('list')}</span><div style="flex:1"><b>${w.questions}</b><div class="sub">${w.questionsMeta}</div></div><span class="tag" style="background:var(--c);color:#fff">${w.questionsNew}</span></div>
  <div class="row" style="gap:10px">${w.resources.map((r, i) => `<span class="pill" style="border-radius:9px;padding:9px 12px">${icon(['book', 'list', 'chart'][i], 15)}${r}</span>`).join('')}</div>
 </div>
 <div style="width:330px;display:flex;flex-direction:column;gap:12px">
  <div class="card" style="padding:0;overflow:hidden"><div class="head" style="padding:12px 14px;border-bottom:1px solid var(--line)"><b>${w.content}</b><div class="grow"></div><span class="sub num">11/16</span></div>
   <div style="padding:10px 14px 4px" class="k">${w.module}</div>${w.lessons
     .map(
       (l, i) =>
         `<div class="row" style="padding:9px 14px;${i === 2 ? 'background:var(--soft);' : ''}"><span class="bubble" style="width:24px;height:24px;border-radius:50%;${i < 2 ? 'background:#11703f;color:#fff' : i === 2 ? 'background:var(--c);color:#fff' : 'border:1.5px solid var(--faint);color:var(--muted)'}">${icon(i < 2 ? 'check' : i === 2 ? 'video' : 'video', 13)}</span><span style="flex:1;${i === 2 ? 'font-weight:650;color:' + hue('var(--c)') : ''}">${l}</span><span class="sub num">${['8:20', '14:05', '24:15', '40:00'][i]}</span></div>`,
     )
     .join(
       '',
     )}<div class="row" style="padding:12px 14px;border-top:1px solid var(--line);margin-top:6px;color:var(--muted)">${icon('lock', 15)}<span style="flex:1">${w.next}</span><span class="num">0/5</span></div></div>
  <div class="card row"><span class="bubble" style="background:${tint('#be123c')};color:${hue('#be123c')}">${icon('video')}</span><div style="flex:1"><div class="k">${w.live}</div><b>${w.liveWhen}</b></div><span class="btn">${w.join}</span></div>
  <div class="card row"><span class="bubble" style="background:${tint('#4338ca')};color:${hue('#4338ca')}">${icon('award')}</span><div style="flex:1" class="sub">${w.certificate}</div></div>
 </div>
</div></main>`,
  )
}

const goods = [
  [
    '#f6e7d4',
    '<ellipse cx="50" cy="56" rx="34" ry="22" fill="#c98a4b"/><path d="M30 48q6-8 12 0M46 46q6-8 12 0M62 48q6-8 10-1" stroke="#f2d3a6" stroke-width="3.5" fill="none" stroke-linecap="round"/>',
  ],
  [
    '#e3f1dc',
    '<circle cx="38" cy="58" r="17" fill="#d64545"/><circle cx="62" cy="58" r="17" fill="#e2574c"/><circle cx="50" cy="44" r="16" fill="#c93a3a"/><path d="M50 29q4-8 10-9" stroke="#3f7a2e" stroke-width="3.5" fill="none" stroke-linecap="round"/>',
  ],
  [
    '#fbe3ea',
    '<path d="M50 52v30M50 66q-10-4-16-12M50 66q10-4 16-12" stroke="#3f7a2e" stroke-width="3.5" fill="none" stroke-linecap="round"/><circle cx="50" cy="38" r="12" fill="#e0567a"/><circle cx="34" cy="46" r="10" fill="#f08aa6"/><circle cx="66" cy="46" r="10" fill="#f5b942"/><circle cx="50" cy="38" r="4" fill="#ffd47e"/>',
  ],
  [
    '#e6e8f4',
    '<rect x="30" y="34" width="34" height="40" rx="6" fill="#5e6fae"/><path d="M64 44h5a7 7 0 0 1 0 14h-5" stroke="#5e6fae" stroke-width="5" fill="none"/><path d="M30 46h34" stroke="#8e9bd0" stroke-width="4"/>',
  ],
  [
    '#efe6dc',
    '<path d="M34 30h32l4 50H30z" fill="#6b4a2f"/><rect x="38" y="46" width="24" height="18" rx="3" fill="#f2e4cf"/><path d="M34 30l4-6h24l4 6" fill="#5a3d26"/>',
  ],
  [
    '#fdf1d2',
    '<rect x="34" y="38" width="32" height="38" rx="8" fill="#f0a92e"/><rect x="36" y="28" width="28" height="11" rx="3" fill="#8a5a1c"/><rect x="40" y="50" width="20" height="13" rx="3" fill="#fff4d6"/>',
  ],
]

const localMarket = (study, w) => {
  const prices = [6.5, 3.2, 18, 14, 12.9, 9.75]
  const km = ['0.4', '0.8', '1.1', '1.6', '0.9', '1.9']
  return window_(
    `<main class="main" style="padding:0;gap:0"><div class="head" style="padding:12px 22px;border-bottom:1px solid var(--line)"><span class="logo">${icon(study.icon, 17)}</span><b style="font-size:14.5px">${study.company}</b><span class="pill" style="flex:1;max-width:420px;margin-inline-start:22px;border-radius:9px;padding:8px 12px;font-weight:500;color:var(--muted)">${icon('search', 15)}${w.search}</span><span class="pill">${icon('pin', 14)}${w.near}</span><div class="grow"></div><span style="position:relative;color:var(--ink)">${icon('cart', 22)}<b style="position:absolute;top:-7px;inset-inline-end:-9px;background:var(--c);color:#fff;border-radius:99px;font-size:10px;padding:1px 5px" class="num">3</b></span></div>
<div style="display:flex;flex:1;min-height:0">
 <div style="flex:1;padding:16px 22px;display:flex;flex-direction:column;gap:13px;min-width:0">
  <div class="row" style="gap:8px">${w.filters.map((f, i) => `<span class="pill${i < 2 ? ' on' : ''}" ${i < 2 ? 'style="background:var(--c);border-color:var(--c);color:#fff"' : ''}>${i === 1 ? icon('truck', 14) : ''}${f}</span>`).join('')}</div>
  <div class="head"><h1 style="font-size:19px">${w.title}</h1><span class="sub">${w.count}</span><div class="grow"></div><span class="sub">${w.sort}</span></div>
  <div style="display:grid;grid-template-columns:repeat(3,1fr);gap:14px">${w.products
    .map(
      ([name, shop], i) =>
        `<div class="card" style="padding:0;overflow:hidden"><div style="height:112px;background:${goods[i][0]};display:grid;place-items:center;position:relative"><svg width="100" height="100" viewBox="0 0 100 100">${goods[i][1]}</svg><span class="pill" style="position:absolute;top:8px;inset-inline-start:8px;padding:3px 8px;font-size:11px">${icon('pin', 12)}<span class="num">${km[i]}</span> ${w.km}</span></div><div style="padding:10px 12px;display:flex;flex-direction:column;gap:4px"><b style="font-size:13.5px">${name}</b><span class="sub row" style="gap:5px">${icon('store', 13)}${shop}</span><div class="row" style="margin-top:4px"><b class="num" style="font-size:15px">$${prices[i].toFixed(2)}</b><span class="row sub" style="gap:3px;color:${hue('#b45309')}">${icon('star', 12, 'fill="currentColor"')}<span class="num">4.${[9, 7, 8, 6, 9, 8][i]}</span></span><div class="grow"></div><span class="btn" style="padding:6px;border-radius:50%">${icon('plus', 15)}</span></div></div></div>`,
    )
    .join('')}</div>
 </div>
 <div style="width:300px;flex:none;background:var(--map);position:relative;overflow:hidden;border-inline-start:1px solid var(--line)">
  <svg width="300" height="760" viewBox="0 0 300 760" style="position:absolute;inset:0"><rect x="170" y="60" width="90" height="120" rx="6" style="fill:var(--park)"/><rect x="20" y="420" width="120" height="90" rx="6" style="fill:var(--park)"/><path d="M-10 210C80 180 160 300 320 240" style="stroke:var(--road)" stroke-width="18" fill="none"/><path d="M120-10C140 200 90 400 150 770" style="stroke:var(--road)" stroke-width="14" fill="none"/><path d="M-10 560C100 520 200 600 320 540" style="stroke:var(--road)" stroke-width="12" fill="none"/><path d="M230-10 210 770" style="stroke:var(--road)" stroke-width="9" fill="none"/><path d="M0 330c60 10 120-20 300 0" style="stroke:var(--water)" stroke-width="22" fill="none"/></svg>
  ${[
    [70, 120, 1],
    [200, 250, 0],
    [90, 450, 0],
    [215, 420, 0],
    [160, 610, 0],
  ]
    .map(
      ([x, y, on]) =>
        `<span style="position:absolute;left:${x}px;top:${y}px;transform:translate(-50%,-100%);color:${on ? 'var(--ink)' : 'var(--c)'}">${icon('pin', on ? 40 : 30, `fill="${on ? BRAND.amber : '#fff'}" stroke-width="1.6"`)}</span>`,
    )
    .join('')}
  <div class="card" style="position:absolute;inset-inline:14px;top:132px;padding:12px;display:flex;gap:11px;align-items:center;box-shadow:0 10px 30px rgb(13 19 48/.18)"><span class="bubble" style="width:44px;height:44px;background:${goods[0][0]}"><svg width="40" height="40" viewBox="0 0 100 100">${goods[0][1]}</svg></span><div style="flex:1"><b>${w.shop}</b><div class="sub">${w.shopMeta}</div></div></div>
 </div>
</div></main>`,
  )
}

const SCREENS = {
  moneymind: moneyMind,
  'techflow-solutions': techFlow,
  'learncraft-academy': learnCraft,
  'localmarket-hub': localMarket,
}

/** Each screen is drawn in the app's light theme and in its dark one, for the site's two themes. */
export const SCHEMES = ['light', 'dark']

/** The studies this script draws: the four launch ones, whose files name the pictures it writes. */
export function caseStudyScreens(dir) {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json') && SCREENS[name.slice(0, -5)])
    .map((name) => {
      const file = JSON.parse(readFileSync(join(dir, name), 'utf8'))
      const slug = name.slice(0, -5)
      return Object.keys(LOCALES).flatMap((lang) =>
        SCHEMES.map((scheme) => ({
          slug,
          lang,
          scheme,
          html: page(lang, file[lang].colour, SCREENS[slug](file[lang], isolateFigures(WORDS[slug][lang])), {
            scheme,
          }),
        })),
      )
    })
    .flat()
}

/** The hero's screen after `week` weeks of four, without words, so both languages show it. */
export function heroScreen(week) {
  const colour = BRAND.accent
  const show = (from, body) => (week >= from ? body : `<div style="visibility:hidden">${body}</div>`)
  const frame = (from, body, extra = '') =>
    `<div class="card" style="${extra};${week >= from ? '' : 'background:#f7f8fb;border-style:dashed;box-shadow:none'}">${show(from, body)}</div>`
  const cats = [
    [412, 500, 'cart', '#0f766e'],
    [950, 950, 'home', '#4338ca'],
    [136, 200, 'bus', '#0369a1'],
    [188, 150, 'cup', '#b45309'],
    [118, 200, 'gift', '#be123c'],
  ]
  const bars = [42, 58, 36, 70, 52, 64, 48, 80, 55, 61, 44, 72]
  const steps = [0, 1, 2, 3]
    .map(
      (n) =>
        `<i style="width:44px;height:6px;border-radius:9px;background:${n <= week ? BRAND.amber : 'rgb(255 255 255/.25)'}"></i>`,
    )
    .join('')
  const body = `<div class="win" style="inset-inline:120px;top:56px;bottom:56px;border-radius:18px"><div class="bar"><b></b><b></b><b></b><span></span></div><div class="app">
<aside class="side" style="width:76px;align-items:center;gap:8px"><span class="logo" style="margin-bottom:14px">${icon('wallet', 17)}</span>${[
    'wallet',
    'sync',
    'target',
    'bell',
    'chart',
  ]
    .map((n, i) => `<span class="nav${i === 0 && week > 0 ? ' on' : ''}" style="padding:9px">${icon(n, 19)}</span>`)
    .join('')}</aside>
<main class="main" style="gap:14px"><div class="head"><span class="pill" style="font-size:14px">${icon('clock', 15)}<span class="num">11 / 2026</span></span><div class="grow"></div><span class="pill on">${icon('chart', 14)}</span><span class="pill">${icon('list', 14)}</span><span style="width:30px;height:30px;border-radius:50%;background:var(--soft);color:var(--c);display:grid;place-items:center">${icon('bell', 15)}</span></div>
<div style="display:grid;grid-template-columns:1.3fr 1fr 1fr;gap:14px">
 ${frame(1, `<div class="row" style="gap:16px"><div style="position:relative;display:grid;place-items:center">${ring(0.66, 92, 12)}<b class="num" style="position:absolute;font-size:17px">66%</b></div><div><div class="big">${money(1846)}</div><div class="sub num">/ $2,800</div></div></div>`)}
 ${frame(1, `<div class="row" style="gap:8px;color:var(--c)">${icon('wallet', 16)}</div><div class="big" style="margin-top:6px">${money(212.4)}</div><div style="display:flex;align-items:flex-end;gap:5px;height:26px;margin-top:6px">${[38, 52, 24, 61, 45, 18, 6].map((d, i) => `<i style="flex:1;height:${d / 2.4}px;border-radius:3px;background:${i === 4 ? 'var(--c)' : tint(colour, 0.3)}"></i>`).join('')}</div>`)}
 ${frame(3, `<div class="row" style="gap:8px;color:#0f766e">${icon('target', 16)}</div><div class="big" style="margin-top:6px">${money(3200)}</div><div class="track" style="margin-top:12px"><i style="width:64%;background:#0f766e"></i></div>`)}
</div>
<div style="display:grid;grid-template-columns:1.3fr 1fr;gap:14px;flex:1;min-height:0">
 ${frame(2, `<div style="display:flex;flex-direction:column;justify-content:space-between;flex:1;padding-block:4px">${cats.map(([spent, plan, ic, col]) => `<div class="row"><span class="bubble" style="width:30px;height:30px;background:${tint(col)};color:${hue(col)}">${icon(ic, 16)}</span><div class="track" style="flex:1"><i style="width:${Math.min(100, (spent / plan) * 100)}%;background:${spent > plan ? '#b42318' : col}"></i></div><span class="num" style="width:52px;text-align:end">$${spent}</span></div>`).join('')}</div>`, 'display:flex;flex-direction:column')}
 ${frame(3, `<div style="display:flex;align-items:flex-end;gap:7px;height:150px;padding-top:10px">${bars.map((b, i) => `<i style="flex:1;height:${b * 1.6}px;border-radius:5px 5px 2px 2px;background:${i === 11 ? 'var(--c)' : tint(colour, 0.35)}"></i>`).join('')}</div>`, 'display:flex;flex-direction:column;justify-content:flex-end')}
</div></main></div></div>
${week >= 3 ? `<div class="card row" style="position:absolute;right:64px;bottom:84px;gap:10px;box-shadow:0 16px 40px rgb(3 5 15/.35)"><span class="bubble" style="background:#e3f1e8;color:${hue('#11703f')}">${icon('check', 17)}</span><span class="num" style="font-size:15px">+$3,400.00</span></div>` : ''}
<div style="position:absolute;inset-inline:0;bottom:24px;display:flex;justify-content:center;gap:8px">${steps}</div>`
  return page(DEFAULT_LANG, colour, body, { width: 1280, height: 720 })
}
