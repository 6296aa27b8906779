import { applicationForm, applicationText } from '../src/content/application.ts'
import {
  applicationLanguageProperty,
  applicationSourceProperties,
  PACKAGE_NAMES,
} from '../src/content/application-fields.ts'
import { caseStudiesIn } from '../src/content/case-studies.ts'
import { caseStudiesSection, faq, features, hero, packageSection, team, why } from '../src/content/home.ts'
import { localePath, type Lang } from '../src/ground/locale.ts'
import { applicationPage, caseStudyPage, notFoundPage, privacyPage } from '../src/content/pages.ts'
import { packages, premium, pricingSection } from '../src/content/pricing.ts'
import { installSteps, pwa } from '../src/content/pwa.ts'
import { chrome, navigation, site } from '../src/content/site.ts'
import { fill } from '../src/ground/fill.ts'
import { formatPrice, keepFiguresWithWords, priceInText } from '../src/ground/format.ts'
import { pages, type PrerenderedPage } from '../src/lib/page-list.ts'

export { LANGS, type Lang } from '../src/ground/locale.ts'

/** The words a visitor reads in one language: tests never restate the copy, so an edit in the CMS fails no test of behaviour. */
export function copyIn(lang: Lang) {
  const text = applicationText(lang)
  const caseStudies = caseStudiesIn(lang)
  const carousel = caseStudiesSection[lang]
  return {
    site,
    chrome: chrome[lang],
    navigation: navigation[lang],
    hero: hero[lang],
    why: why[lang],
    packageSection: packageSection[lang],
    features: features[lang],
    caseStudiesSection: carousel,
    caseStudies,
    faq: faq[lang],
    team: team[lang],
    pricingSection: pricingSection[lang],
    packages: packages[lang],
    premium: premium[lang],
    applicationForm: applicationForm[lang],
    applicationFields: text.fields,
    consentField: text.consent,
    applicationPage: applicationPage[lang],
    caseStudyPage: caseStudyPage[lang],
    notFoundPage: notFoundPage[lang],
    privacyPage: privacyPage[lang],
    pwa: pwa[lang],
    installSteps: installSteps[lang],
    /** An English address in this language. */
    at: (path: string) => localePath(lang, path),
    price: (amount: number) => formatPrice(amount, lang),
    premiumLine: fill(premium[lang].line, { price: priceInText(premium[lang].price, lang) }),
    slide: (n: number) => fill(carousel.slideLabel, { n, total: caseStudies.length }),
    pickSlide: (n: number) => fill(carousel.goToSlide, { n, company: caseStudies[n - 1]!.company }),
    featuresOf: (company: string) => fill(carousel.featuresLabel, { company }),
  }
}

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

export const oneOf = (...names: string[]) => new RegExp(`^(?:${names.map(escapeRegExp).join('|')})$`)

export const HUBSPOT_SCRIPT = 'https://js.hsforms.net/forms/embed/v2.js'

/** The hidden fields the business adds to HubSpot's form (docs/deployment.md, "HubSpot's hidden fields"). */
export const HIDDEN_FIELDS = [applicationLanguageProperty, ...Object.values(applicationSourceProperties)].filter(
  (name): name is string => Boolean(name),
)

/** The fields a visitor fills in, of those HubSpot received: the hidden ones aside. */
export const typedFields = (fields: { name: string; value: string }[]) =>
  fields.filter(({ name }) => !HIDDEN_FIELDS.includes(name))

/**
 * Stand-in for HubSpot's embed script: records what `hbspt.forms.create` receives, renders a small form with the hidden fields, then
 * reports it ready with its element; sent, it records what each field sends (`__hubspotSubmitted`).
 */
export const HUBSPOT_STAND_IN = `
window.__hubspotCalls = window.__hubspotCalls || [];
window.hbspt = { forms: { create: function (options) {
  var recorded = {};
  Object.keys(options).forEach(function (key) { recorded[key] = typeof options[key] === 'function' ? 'function' : options[key]; });
  window.__hubspotCalls.push(recorded);
  var target = document.querySelector(options.target);
  var form = document.createElement('form');
  form.setAttribute('aria-label', 'Stand-in HubSpot form');
  form.innerHTML = '<label>First name <input name="firstname"></label> <label>Work email <input type="email" name="email"></label> <label>Package <select name="package_of_interest"><option value="">Please select</option>' +
    ${JSON.stringify(PACKAGE_NAMES)}.map(function (name) { return '<option>' + name + '</option>'; }).join('') + '</select></label> <button type="submit">Submit application</button>' +
    ${JSON.stringify(HIDDEN_FIELDS)}.map(function (name) { return '<input type="hidden" name="' + name + '">'; }).join('');
  // What its own state heard, as HubSpot's React form would: a value set without a change event is not chosen, nor sent in a hidden field.
  var heard = {};
  form.addEventListener('change', function (event) { heard[event.target.name] = event.target.value; window.__hubspotChanged = (window.__hubspotChanged || []).concat([event.target.name + '=' + event.target.value]); });
  // As HubSpot's: sent, the form gives way to its thank-you message, then the callback hears what was sent.
  form.addEventListener('submit', function (event) {
    event.preventDefault();
    var values = {};
    Array.prototype.forEach.call(form.elements, function (control) { if (control.name) values[control.name] = control.type === 'hidden' ? heard[control.name] || '' : control.value; });
    window.__hubspotSubmitted = values;
    target.innerHTML = '<p>Thanks for submitting the form.</p>';
    options.onFormSubmitted && options.onFormSubmitted(form, { submissionValues: values });
  });
  target.appendChild(form);
  setTimeout(function () { options.onFormReady && options.onFormReady(form); }, 20);
} } };
`

export const APPLICANT: Record<string, string> = {
  firstname: 'Ada',
  lastname: 'Lovelace',
  email: 'ada@example.com',
  phone: '+44 20 7946 0000',
  company: 'Analytical Engines',
  message: 'A marketplace for <b>engine</b> time, for small firms.',
  package_of_interest: PACKAGE_NAMES[1]!,
}

function headingOf(page: PrerenderedPage) {
  const copy = copyIn(page.lang)
  if (page.kind === 'home') return keepFiguresWithWords(copy.hero.headline)
  if (page.kind === 'application') return copy.applicationPage.title
  if (page.kind === 'not-found') return copy.notFoundPage.title
  if (page.kind === 'privacy') return copy.privacyPage.title
  const study = copy.caseStudies.find((entry) => page.path === copy.at(`/case-study/${entry.slug}`))
  if (!study) throw new Error(`fixtures: no case study for ${page.path}`)
  return study.company
}

export const ROUTES = pages
  .filter((page) => page.indexable)
  .map((page) => ({ path: page.path, file: `/${page.file}`, lang: page.lang, kind: page.kind, h1: headingOf(page) }))

/** The first page of each kind in each language: pages of a kind share template and code, so a browser need open only one (build.spec reads every file). */
export const oneOfEachKind = <Page extends { kind: string; lang: string }>(list: readonly Page[]) =>
  list.filter(
    (page, index) => list.findIndex((other) => other.lang === page.lang && other.kind === page.kind) === index,
  )

export const ONE_OF_EACH_KIND = oneOfEachKind(ROUTES)
