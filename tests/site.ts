/**
 * What the tests know about the site, for every browser: its pages with their first heading, and
 * the stand-in for the form provider's script (no test reaches the outside network).
 */
import { applicationForm, applicationText } from '../src/content/application.ts'
import { PACKAGE_NAMES } from '../src/content/application-fields.ts'
import { caseStudiesIn } from '../src/content/case-studies.ts'
import { caseStudiesSection, features, hero, packageSection, why } from '../src/content/home.ts'
import { localePath, type Lang } from '../src/content/locale.ts'
import { applicationPage, caseStudyPage, notFoundPage, privacyPage } from '../src/content/pages.ts'
import { packages, premium, pricingSection } from '../src/content/pricing.ts'
import { installSteps, pwa } from '../src/content/pwa.ts'
import { chrome, navigation, site } from '../src/content/site.ts'
import { fill } from '../src/lib/fill.ts'
import { formatPrice } from '../src/lib/format.ts'
import { pages, type PrerenderedPage } from '../src/lib/page-list.ts'

export { LANGS, type Lang } from '../src/content/locale.ts'

/**
 * The words a visitor reads in one language, by the names the content exports them under: tests
 * read the copy here and never restate it, so an edit in the CMS fails no test of behaviour.
 */
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
    /** A price as this language writes it. */
    price: (amount: number) => formatPrice(amount, lang),
    /** The premium offer's line, its price filled in. */
    premiumLine: fill(premium[lang].line, { price: formatPrice(premium[lang].price, lang) }),
    /** The carousel's name for slide `n` (from 1), as "2 of 5". */
    slide: (n: number) => fill(carousel.slideLabel, { n, total: caseStudies.length }),
    /** The picker's button for slide `n` (from 1). */
    pickSlide: (n: number) => fill(carousel.goToSlide, { n, company: caseStudies[n - 1]!.company }),
    /** The list of a case study's features in its card. */
    featuresOf: (company: string) => fill(carousel.featuresLabel, { company }),
  }
}

/** `text` as a pattern that matches it, whatever characters the copy holds. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** A pattern matching any of `names` exactly. */
export const oneOf = (...names: string[]) => new RegExp(`^(?:${names.map(escapeRegExp).join('|')})$`)

export const HUBSPOT_SCRIPT = 'https://js.hsforms.net/forms/embed/v2.js'

/**
 * Stand-in for HubSpot's embed script: records the options `hbspt.forms.create` receives and
 * renders a small form into the target, then reports it ready, as the real script does.
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
  form.innerHTML = '<label>First name <input name="firstname"></label> <label>Work email <input type="email" name="email"></label> <button type="submit">Submit application</button>';
  // As HubSpot's: sent, the form gives way to its thank-you message, then the callback hears what was sent.
  form.addEventListener('submit', function (event) {
    event.preventDefault();
    var values = { firstname: form.elements.firstname.value, email: form.elements.email.value };
    target.innerHTML = '<p>Thanks for submitting the form.</p>';
    options.onFormSubmitted && options.onFormSubmitted(form, { submissionValues: values });
  });
  target.appendChild(form);
  setTimeout(function () { options.onFormReady && options.onFormReady(); }, 20);
} } };
`

/** A complete application, as a visitor types it into our own form (by HubSpot field name). */
export const APPLICANT: Record<string, string> = {
  firstname: 'Ada',
  lastname: 'Lovelace',
  email: 'ada@example.com',
  phone: '+44 20 7946 0000',
  company: 'Analytical Engines',
  message: 'A marketplace for <b>engine</b> time, for small firms.',
  package_of_interest: PACKAGE_NAMES[1]!,
}

/** The heading a visitor sees first on a page, from the content the page is built from. */
function headingOf(page: PrerenderedPage) {
  const copy = copyIn(page.lang)
  if (page.kind === 'home') return copy.hero.headline
  if (page.kind === 'application') return copy.applicationPage.title
  if (page.kind === 'not-found') return copy.notFoundPage.title
  if (page.kind === 'privacy') return copy.privacyPage.title
  const study = copy.caseStudies.find((entry) => page.path === copy.at(`/case-study/${entry.slug}`))
  if (!study) throw new Error(`fixtures: no case study for ${page.path}`)
  return study.company
}

/** Every indexable page in both languages (src/lib/page-list.ts), with its first heading. */
export const ROUTES = pages.filter((page) => page.indexable).map((page) => ({ path: page.path, file: `/${page.file}`, lang: page.lang, kind: page.kind, h1: headingOf(page) }))
