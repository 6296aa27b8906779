/** The content files' rules, one schema per file: checked at build, turned into the CMS's fields, typed (content/README.md). */
import * as v from 'valibot'
import {
  choice,
  contentFile,
  group,
  line,
  list,
  number,
  paragraph,
  pluralForms,
  sentence,
  short,
  text,
  yesNo,
  type WordsOf,
} from './fields.ts'

/** The header works out from its words the width from which its row holds them (Header/header-fit.ts). */
const headerWords = 'The header shows it on one line: longer, it moves the menu into the drawer on more screens.'
const menuItem = (label: string, hint = headerWords) => text(label, 14, { hint })

export const ICONS = [
  'palette',
  'layers',
  'plug',
  'compass',
  'globe',
  'cpu',
  'eye',
  'shield',
  'flag',
  'wallet',
  'workflow',
  'book',
  'store',
] as const

const iconCard = group('Card', {
  icon: choice('Icon', ICONS, { shared: true }),
  title: line('Title'),
  text: sentence('Text'),
})
const cardSection = (label: string) =>
  contentFile(label, {
    title: line('Title'),
    intro: sentence('Introduction'),
    cards: list('Cards', iconCard, { min: 3, max: 6 }),
  })

export const CASE_STUDY_IMAGE_SIZE = { width: 1200, height: 800 } as const
export const QUOTE_PICTURE_SIZE = 192

/** A case study's results: its page's top shows them all as figures, so a few. */
export const MAX_RESULTS = 4

export const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/

/**
 * Every content file but the case studies, keyed by its path under content/ without `.json`: the key is the file's one
 * name, for its loader (`wordsOf<'home/hero'>`), the checks and the CMS, whose groups follow the folders (cms-config.ts).
 * In the CMS's order.
 */
export const catalog = {
  settings: contentFile('Site settings', {
    name: short('Company name', { shared: true, hint: 'Written as {site} in any text.' }),
    spotsPerMonth: number('Spots available this month', {
      min: 1,
      max: 99,
      shared: true,
      hint: 'Written as {spots} in any text.',
    }),
    contactEmail: short('Contact email', {
      shared: true,
      pattern: [/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'an email address like hello@example.com'],
    }),
    linkedInUrl: line('LinkedIn address', {
      shared: true,
      pattern: [/^https:\/\/(www\.)?linkedin\.com\//, 'an address starting with https://www.linkedin.com/'],
    }),
    copyrightYear: number('Copyright year', {
      min: 2020,
      max: 2100,
      shared: true,
      hint: 'Written as {year} in any text.',
    }),
    keepApplicationsMonths: number('Months an application is kept', {
      min: 1,
      max: 120,
      shared: true,
      hint: 'How long the business keeps an application after it arrives, then deletes it; the privacy notice says so.',
    }),
    tagline: line('Tagline'),
    description: sentence('Description for search engines and shared links'),
    serviceName: line('Service name for search engines'),
    serviceType: short('Service type for search engines'),
  }),
  frame: contentFile('Header, menu and footer', {
    navigation: group('Menu items', {
      why: menuItem('Why'),
      package: menuItem('Package'),
      features: menuItem('Features'),
      caseStudies: menuItem('Case studies'),
      faq: v.optional(
        menuItem('Questions and answers', `Left empty, the menu has no link to the questions. ${headerWords}`),
      ),
      pricing: menuItem('Pricing'),
    }),
    skipLink: short('Skip link (keyboard users)'),
    homeLabel: short('Logo link, read aloud'),
    mainNavLabel: short('Menu, read aloud'),
    menuButton: short('Open menu button'),
    closeMenu: short('Close menu button'),
    drawerTitle: short('Menu title'),
    getStarted: text('Get started button', 20, { hint: headerWords }),
    linkedIn: short('LinkedIn link'),
    privacy: short('Privacy notice link'),
    newTabHint: short('New tab warning, read aloud'),
    copyright: line('Copyright line'),
    footerNote: sentence('Footer note'),
    versionLabel: short('Version label', {
      hint: 'Before the release number, in the privacy notice under the files kept for offline use.',
    }),
    themeLabel: short('Theme label'),
    themeOptions: group('Theme options', { system: short('System'), light: short('Light'), dark: short('Dark') }),
    installApp: short('Install button'),
    otherLanguage: text('Link to the other language', 16, { hint: `Written in the other language. ${headerWords}` }),
  }),
  'home/hero': contentFile('Home: top section', {
    eyebrow: line('Line above the headline'),
    headline: line('Headline'),
    lead: paragraph('Introduction'),
    cta: short('Button'),
    playLabel: short('Play button'),
    pauseLabel: short('Pause button'),
    videoTitle: line('Video title'),
    videoDescription: paragraph('Video description, for people who cannot see it'),
    videoLink: short('Link to the video file', {
      hint: 'Shown under the video only where JavaScript is off: it opens the video in the browser on its own.',
    }),
    posterAlt: sentence('Video picture description'),
  }),
  'home/why': contentFile('Home: why us', {
    title: line('Title'),
    stat: short('Figure'),
    statLabel: line('Figure label'),
    paragraphs: list('Paragraphs', paragraph('Paragraph'), { min: 1, max: 4 }),
    points: list('Points', line('Point'), { min: 1, max: 5 }),
  }),
  'home/team': contentFile('Home: team', {
    title: line('Title'),
    intro: v.optional(sentence('Introduction')),
    members: list(
      'Members',
      group('Member', {
        name: short('Name', { shared: true }),
        role: line('Role'),
        bio: v.optional(line('One line about them')),
      }),
      {
        min: 0,
        max: 8,
        hint: 'Only real people who agreed to be shown. While the list is empty, the home page has no team section.',
      },
    ),
  }),
  'home/package': cardSection('Home: package'),
  'home/features': cardSection('Home: features'),
  'home/case-studies-section': contentFile('Home: case studies section', {
    title: line('Title'),
    subtext: sentence('Introduction'),
    footnote: sentence('Note under the carousel'),
    proofTitle: line('Title of the results under the top section', {
      hint: 'Above each case study’s headline result, just under the top section of the home page.',
    }),
    carouselLabel: short('Carousel name, read aloud'),
    carouselRole: short('What a screen reader calls the carousel'),
    slideRole: short('What a screen reader calls a slide'),
    previous: short('Previous button'),
    next: short('Next button'),
    stopRotation: short('Stop rotation button'),
    startRotation: short('Start rotation button'),
    pickerLabel: short('Slide picker, read aloud'),
    slideLabel: short('Slide name, read aloud', {
      placeholders: ['n', 'total'],
      hint: '{n}: its number; {total}: how many.',
    }),
    goToSlide: line('Slide picker button, read aloud', {
      placeholders: ['n', 'company'],
      hint: '{n}: its number; {company}: its company.',
    }),
    challenge: short('Challenge heading'),
    solution: short('Solution heading'),
    delivered: short('Delivery badge'),
    viewDetails: short('Details link'),
    featuresLabel: short('Feature list name, read aloud', {
      placeholders: ['company'],
      hint: '{company}: its company.',
    }),
  }),
  'home/faq': contentFile('Home: questions and answers', {
    title: line('Title'),
    intro: v.optional(sentence('Introduction')),
    items: list('Questions', group('Question', { question: line('Question'), answer: paragraph('Answer') }), {
      min: 1,
      max: 12,
    }),
  }),
  'home/pricing': contentFile('Home: pricing', {
    title: line('Title'),
    intro: sentence('Introduction'),
    packages: list(
      'Packages',
      group('Package', {
        name: short('Name', {
          shared: true,
          hint: 'Also the value the application form sends HubSpot: a new name needs a developer to change the form too.',
        }),
        title: short('Name shown', {
          hint: "The package's name on its card, in this language; HubSpot still receives the name above.",
        }),
        subtitle: line('Subtitle'),
        price: number('Price in US dollars, before VAT', { min: 1, max: 10_000_000, shared: true }),
        currencyNote: short('Currency note'),
        badge: v.optional(short('Badge')),
        features: list('What it includes', line('Item'), { min: 1, max: 12 }),
        ctaLabel: short('Button'),
        popular: yesNo('Highlighted as the most popular', { shared: true }),
      }),
      { min: 3, max: 3 },
    ),
    premium: group('Premium offer', {
      title: line('Title'),
      text: paragraph('Text'),
      price: number('Starting price in US dollars, before VAT', { min: 1, max: 10_000_000, shared: true }),
      line: line('Price line', {
        placeholders: ['price'],
        hint: '{price}: the price above, written for the language.',
      }),
      ctaLabel: short('Button'),
    }),
  }),
  'pages/application': contentFile('Application page and form', {
    title: line('Title'),
    metaTitle: line('Title in search results and tabs'),
    metaDescription: sentence('Description in search results'),
    text: paragraph('Introduction'),
    back: short('Back link'),
    formLabel: short('Form name, read aloud'),
    loading: line('While the form loads'),
    emailPrefix: short('Before the email address'),
    emailSubject: short('Subject of an emailed application'),
    privacyLink: short('Link to the privacy notice, beside the form'),
    nextSteps: group('What happens next, beside the form', {
      title: line('Heading'),
      steps: list(
        'Steps, in order',
        group('Step', {
          title: line('What happens'),
          when: line('When', { hint: 'Only what the business promises: the first step is the reply time.' }),
        }),
        { min: 3, max: 3 },
      ),
    }),
    unavailable: group("When our form's code cannot load after a press of Send", {
      title: line('Title', {
        hint: 'Then the email link follows. Must stay true: what was typed is kept, and the page comes back with it (docs/application.md).',
      }),
      text: sentence('Text'),
      offlineTitle: line('Offline: title'),
      offlineText: sentence('Offline: text', { hint: 'The form carries on by itself once the device is back online.' }),
    }),
    form: group('Our own form', {
      label: short('Form name, read aloud'),
      intro: line('Introduction'),
      privacy: sentence('What is kept on the device, one line before the privacy notice link', {
        hint: 'Must stay true: see docs/application.md, "What is kept on the device". The privacy notice, linked after it, has the hours and days.',
      }),
      submit: short('Send button'),
      sending: short('While sending'),
      stillSending: sentence('While sending, after 15 seconds with no answer', {
        hint: 'The request goes on: its answer is shown when it comes (docs/application.md).',
      }),
      errorSummaryTitle: short('Error summary title'),
      restored: line('When a kept draft is filled in'),
      discard: short('Discard button'),
      discardTitle: short('Discard dialog title'),
      discardText: sentence('Discard dialog text'),
      discardConfirm: short('Discard dialog: confirm'),
      discardCancel: short('Discard dialog: cancel'),
      sentTitle: short('Sent: title'),
      sentText: sentence('Sent: text'),
      bookText: sentence('Sent: booking the consultation, text', {
        hint: 'Shown after an application is sent, only where the site has a meetings page (docs/application.md, "Booking the consultation").',
      }),
      bookLink: short('Sent: booking the consultation, link'),
      waitingTitle: group('Waiting: titles', {
        offline: line('Offline'),
        unreachable: line('Form service unreachable'),
        waiting: line('Waiting'),
        later: line('Asked to wait'),
      }),
      laterText: sentence('Asked to wait: text', { placeholders: ['time'], hint: '{time}: when it can be sent.' }),
      expiresText: sentence('When it is deleted', { placeholders: ['date'], hint: '{date}: the day it is deleted.' }),
      waitingText: group('Waiting: texts', {
        sync: paragraph('Sent by the browser in the background'),
        worker: paragraph('Sent when the site opens again'),
        page: paragraph('Sent by this page'),
        memory: paragraph('Could not be kept on the device'),
      }),
      emailInstead: line('Email instead'),
      emailLink: short('Email link'),
      emailShortened: line('When an emailed application is shortened'),
      refusedTitle: line('Refused: title'),
      refusedText: sentence('Refused: text'),
      retry: short('Try again button'),
      offlineNote: sentence('Note when offline'),
      checkAnswer: line('A refused answer', { placeholders: ['label'], hint: "{label}: the field's label." }),
      characterLimit: sentence('Character count: the limit, until the count runs', {
        placeholders: ['count'],
        hint: "{count}: the answer's limit. Shown under a long answer before the form's code runs, then read to screen readers with the field.",
      }),
      charactersLeft: pluralForms(
        'Character count: under the limit',
        '{count}: how many more characters the answer takes.',
      ),
      charactersOver: pluralForms('Character count: over the limit', '{count}: how many characters too many.'),
      tooLong: line('An answer over its limit, on Send', {
        placeholders: ['label', 'max'],
        hint: "{label}: the field's label; {max}: its limit in characters.",
      }),
    }),
    fields: group('Fields', {
      firstname: group('First name', { label: short('Label'), missing: line('When empty') }),
      lastname: group('Last name', { label: short('Label'), missing: line('When empty') }),
      email: group('Email', {
        label: short('Label'),
        hint: line('Hint'),
        missing: line('When empty'),
        invalid: line('When not an email address'),
        blocked: line('When the form service blocks the address', {
          hint: "HubSpot's form may block free or disposable email providers.",
        }),
      }),
      phone: group('Phone', { label: short('Label') }),
      company: group('Company', { label: short('Label'), hint: line('Hint'), missing: line('When empty') }),
      message: group('Message', { label: short('Label'), hint: line('Hint'), missing: line('When empty') }),
      package_of_interest: group('Package', {
        label: short('Label'),
        missing: line('When empty'),
        options: list('Choices, in the order of the packages, then "not sure"', short('Choice'), { min: 4, max: 4 }),
      }),
    }),
    consent: group('Consent', { label: line('Label'), missing: line('When not ticked') }),
  }),
  'pages/case-study': contentFile('Case study page', {
    back: short('Back link'),
    delivered: short('Delivery badge'),
    startProject: short('Top button'),
    challenge: short('Challenge heading'),
    solution: short('Solution heading'),
    featuresTitle: short('Features heading'),
    technologiesTitle: short('Technologies heading'),
    resultsTitle: short('Results heading'),
    ctaTitle: line('Closing title'),
    ctaText: sentence('Closing text'),
    ctaButton: short('Closing button'),
    share: short('Share button'),
    shareManualTitle: short('Copy dialog title'),
    shareManualText: sentence('Copy dialog text'),
    shareManualLabel: short('Copy dialog field'),
    shareClose: short('Copy dialog close'),
    notFoundTitle: line('Unknown case study: title'),
    notFoundText: sentence('Unknown case study: text'),
    notFoundHome: short('Unknown case study: link'),
  }),
  'pages/not-found': contentFile('Page not found', {
    code: short('Code'),
    title: line('Title'),
    metaTitle: line('Title in tabs'),
    pathLabel: short('Before the address'),
    home: short('Home link'),
  }),
  'pages/error': contentFile('Error screen', {
    title: line('Title'),
    intro: sentence('Text'),
    retry: short('Try again button'),
    home: short('Home link'),
    unknown: short('An error with no description'),
  }),
  'pages/privacy': contentFile('Privacy notice', {
    title: line('Title'),
    metaTitle: line('Title in search results and tabs'),
    metaDescription: sentence('Description in search results'),
    intro: paragraph('Introduction'),
    who: group('Who runs the site', {
      title: line('Heading'),
      text: paragraph('Text', {
        placeholders: ['email'],
        hint: '{email}: the contact email (Site settings), as a link.',
      }),
    }),
    collected: group('What an application holds', {
      title: line('Heading'),
      text: paragraph("Before the list of the form's fields", {
        hint: "The list is the form's own labels, from its fields.",
      }),
      purpose: paragraph('What it is used for'),
    }),
    hubspot: group('Where it goes', {
      title: line('Heading'),
      text: paragraph('Text', {
        placeholders: ['place', 'region'],
        hint: "{place}: where HubSpot keeps the account's data (below); {region}: HubSpot's name for that region.",
      }),
      places: group('Where each HubSpot region keeps data', {
        na1: line('na1', { hint: "HubSpot's region of the account, as the form's code names it." }),
      }),
      policyLink: line("Link to HubSpot's privacy notice"),
    }),
    keeping: group('How long it is kept', {
      title: line('Heading'),
      text: paragraph('Text', {
        placeholders: ['keepMonths'],
        hint: '{keepMonths}: the months in Site settings, with their unit ("12 months").',
      }),
    }),
    device: group('What stays on this device', {
      title: line('Heading'),
      intro: sentence('Introduction'),
      draft: group('The draft', {
        title: line('Heading'),
        text: paragraph('Text', {
          placeholders: ['draftKey', 'draftHours'],
          hint: '{draftKey}: the browser storage\'s name for it; {draftHours}: how long it is kept, with its unit ("24 hours").',
        }),
      }),
      waiting: group('An application waiting to be sent', {
        title: line('Heading'),
        text: paragraph('Text', {
          placeholders: ['waitingDays', 'draftHours', 'queueDb', 'ledgerDb'],
          hint: '{waitingDays}: how long it waits at most, with its unit ("7 days"); {draftHours}: how long a refused one\'s fields wait to be corrected ("24 hours"); {queueDb} and {ledgerDb}: the names of the two browser databases.',
        }),
      }),
      theme: group('The theme', {
        title: line('Heading'),
        text: paragraph('Text', { placeholders: ['themeKey'], hint: "{themeKey}: the browser storage's name for it." }),
      }),
      source: group('Where the visit began', {
        title: line('Heading'),
        text: paragraph('Text', {
          placeholders: ['sourceTags', 'sourceKey', 'waitingDays'],
          hint: '{sourceTags}: the campaign tags\' names; {sourceKey}: the browser storage\'s name for it; {waitingDays}: how long an application waits at most ("7 days").',
        }),
      }),
      caches: group('Files kept for offline use', {
        title: line('Heading'),
        text: paragraph('Text', {
          placeholders: ['precacheName', 'videoCache', 'pictureCache'],
          hint: "{precacheName}, {videoCache} and {pictureCache}: the three caches' names.",
        }),
      }),
      clearing: sentence('How to remove it all'),
    }),
    cookies: group('Cookies', {
      title: line('Heading'),
      text: paragraph('Text', {
        placeholders: ['hubspotCookies'],
        hint: "{hubspotCookies}: the names of HubSpot's cookies.",
      }),
    }),
    measurement: group('Measuring visits', {
      title: line('Heading'),
      on: paragraph('When visits are measured', {
        placeholders: ['offlineEvents', 'offlineHours'],
        hint: '{offlineEvents}: how many events made offline wait at most; {offlineHours}: for how long, with its unit ("24 hours").',
      }),
      events: group('What each event records', {
        pageview: line('A page viewed'),
        notFound: line('A page not found'),
        cta: line('A call to action pressed'),
        started: line('An application started'),
        sent: line('An application sent'),
        waiting: line('An application waiting'),
        refused: line('An application refused'),
        discarded: line('An application discarded'),
        deliveredLater: line('An application delivered later'),
        booking: line('The booking page opened'),
        vitals: line('Web vitals'),
      }),
      provider: paragraph('What the analytics provider receives'),
      off: sentence('When nothing is measured'),
    }),
    booking: group('Booking the consultation', { title: line('Heading'), text: paragraph('Text') }),
    rights: group('A copy or deletion', {
      title: line('Heading'),
      text: paragraph('Text', {
        placeholders: ['email'],
        hint: '{email}: the contact email (Site settings), as a link.',
      }),
    }),
  }),
  meta: contentFile('Search results and shared links', {
    home: group('Home page', { title: line('Title'), description: sentence('Description') }),
    siteShareAlt: line('Shared image description'),
    breadcrumbNames: group('Breadcrumbs', { home: short('Home'), caseStudies: short('Case studies') }),
    caseStudyTitle: line('Case study title', {
      placeholders: ['company', 'industry'],
      hint: "{company} and {industry}: the case study's.",
    }),
    caseStudyShareAlt: line('Case study shared image description', {
      placeholders: ['company', 'industry'],
      hint: "{company} and {industry}: the case study's.",
    }),
    shareCaseStudyEyebrow: short('Case study shared image: top line', {
      placeholders: ['industry'],
      hint: "{industry}: the case study's.",
    }),
    shareCaseStudyFooter: short('Case study shared image: bottom line'),
  }),
  app: contentFile('Installed app, offline and notifications', {
    manifest: group('Installed app', {
      name: short('Name'),
      shortName: short('Short name', { hint: 'Under the icon: 12 characters or fewer show in full.' }),
      description: sentence('Description'),
      narrowScreenshot: short('Phone screenshot description'),
      wideScreenshot: short('Desktop screenshot description'),
    }),
    toasts: group('Notifications', {
      regionLabel: short('Notifications area, read aloud'),
      updateAvailable: line('New version: title'),
      updateText: sentence('New version: text'),
      reload: short('Reload button'),
      dismiss: short('Dismiss button'),
      applicationSent: line('Application sent: title'),
      applicationSentText: sentence('Application sent: text'),
      applicationRefused: line('Application needs a change: title'),
      applicationNotAccepted: line('Application not accepted: title'),
      applicationRefusedText: sentence('Application needs a change: text', {
        placeholders: ['problem'],
        hint: "{problem}: the form service's own words.",
      }),
      applicationNotAcceptedText: sentence('Application not accepted: text'),
      openForm: short('Open the form button'),
      applicationExpires: line('Application not sent yet: title'),
      applicationExpiresText: sentence('Application not sent yet: text', {
        placeholders: ['date'],
        hint: '{date}: the day it is deleted.',
      }),
      appInstalled: short('App installed'),
      linkCopied: short('Link copied (a case study shared)'),
    }),
    offlineReady: sentence('Ready to work offline', {
      hint: 'Said in the privacy notice, under the files kept for offline use, once this browser keeps the site.',
    }),
    video: group('Video', { unavailable: sentence('Video needs a connection') }),
    install: group('Install steps for Safari', {
      title: short('Title'),
      close: short('Close button'),
      ios: group('iPhone and iPad', {
        intro: line('Introduction'),
        steps: list('Steps', line('Step'), { min: 1, max: 5 }),
      }),
      mac: group('Mac', { intro: line('Introduction'), steps: list('Steps', line('Step'), { min: 1, max: 5 }) }),
    }),
  }),
}

const upload = (label: string, hint: string) =>
  text(label, 200, {
    shared: true,
    widget: 'image',
    pattern: [/^[\w.-]+\.(webp|png|jpe?g|avif)$/i, 'an uploaded picture (WebP, PNG, JPEG or AVIF)'],
    hint,
  })

const cardLine = (label: string) =>
  text(label, 100, {
    hint: 'The home page card shows this short version, the case study page the full text: two lines or so, drawn from it.',
  })

/** Folders of files alike, one per entry, named after its slug: `case-studies/{slug}.json`. */
export const folders = {
  'case-studies': contentFile('Case studies', {
    order: number('Position', { min: 1, max: 99, shared: true, hint: 'Lower comes first in the carousel.' }),
    company: short('Company', { shared: true }),
    slug: text('Address', 60, {
      shared: true,
      pattern: [SLUG, 'lowercase letters, digits and single hyphens, like my-company'],
      hint: 'Its page is /case-study/ followed by it. Changing it breaks links already shared.',
    }),
    icon: choice('Icon', ICONS, { shared: true }),
    colour: text('Colour', 7, {
      shared: true,
      widget: 'color',
      pattern: [/^#[0-9a-fA-F]{6}$/, 'a colour like #0f766e'],
    }),
    image: upload(
      'Illustration',
      `At least ${CASE_STUDY_IMAGE_SIZE.width} × ${CASE_STUDY_IMAGE_SIZE.height} pixels; it is cropped to 3:2, and on the home page card to its upper part (5:2).`,
    ),
    imageArabic: v.optional(
      upload(
        'Illustration for the Arabic pages',
        'Only if the illustration has words: the same picture with them in Arabic, the same size. Left empty, the Arabic pages show the Illustration. Given, give its dark version below too, or dark Arabic pages show it light.',
      ),
    ),
    imageDark: v.optional(
      upload(
        'Illustration in the dark theme',
        `The same screen drawn for a dark page, at least ${CASE_STUDY_IMAGE_SIZE.width} × ${CASE_STUDY_IMAGE_SIZE.height} pixels and cropped like it. Left empty, the dark theme shows the Illustration. Replacing the Illustration, replace or empty this one too.`,
      ),
    ),
    imageArabicDark: v.optional(
      upload(
        'Illustration for the Arabic pages in the dark theme',
        'Only with an Illustration for the Arabic pages: the same screen drawn for a dark page. Left empty, the Arabic pages show the Illustration for the Arabic pages in both themes.',
      ),
    ),
    imageAlt: sentence('Illustration description'),
    industry: short('Industry'),
    description: sentence('Summary'),
    challenge: paragraph('The challenge'),
    solution: paragraph('Our solution'),
    cardChallenge: cardLine('The challenge, on the card'),
    cardSolution: cardLine('Our solution, on the card'),
    detailedFeatures: list(
      'Features',
      group('Feature', { name: short('Name'), description: sentence('Description') }),
      {
        min: 3,
        max: 6,
      },
    ),
    technologies: list('Technologies', short('Technology'), { min: 3, max: 8, shared: true }),
    timeline: short('Timeline'),
    results: list(
      'Results',
      group('Result', {
        figure: text('Figure', 12, { hint: 'Shown big, at a glance: like 500+ or 85%.' }),
        text: line('What it measures', {
          hint: 'Read after the figure: like “early users in the first month after launch”.',
        }),
      }),
      { min: 2, max: MAX_RESULTS },
    ),
    quote: v.optional(
      group(
        'Founder quote',
        {
          text: paragraph('What they said', { hint: 'Their own words, with their consent: nothing written for them.' }),
          name: short('Name', { shared: true }),
          role: line('Role and company'),
          picture: v.optional(
            upload(
              'Photo',
              `At least ${QUOTE_PICTURE_SIZE} × ${QUOTE_PICTURE_SIZE} pixels; it is cropped to a square.`,
            ),
          ),
        },
        { hint: 'Left empty, the case study page shows no quote.' },
      ),
    ),
    headline: number('Headline result', {
      min: 1,
      max: MAX_RESULTS,
      shared: true,
      hint: 'Which of the results (1 for the first) the home page shows under its top section and the carousel shows on this case study’s card.',
    }),
  }),
}

export type ContentKey = keyof typeof catalog

export const contentKeys = Object.keys(catalog) as ContentKey[]

/** A content file's path under content/. */
export const contentPath = (key: ContentKey) => `${key}.json`

export type WordsIn<K extends ContentKey> = WordsOf<(typeof catalog)[K]>

export type Settings = WordsIn<'settings'>
export type CaseStudyWords = WordsOf<(typeof folders)['case-studies']>
export type IconName = (typeof ICONS)[number]
