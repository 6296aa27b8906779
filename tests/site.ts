/**
 * What the tests know about the site, for every browser: its pages with their first heading, and
 * the stand-in for the form provider's script (no test reaches the outside network).
 */
import { caseStudies } from '../src/content/case-studies.ts'
import { hero } from '../src/content/home.ts'
import { applicationPage, notFoundPage } from '../src/content/pages.ts'
import { pages, type PrerenderedPage } from '../src/lib/page-list.ts'

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
  form.innerHTML = '<label>Work email <input type="email" name="email"></label> <button type="submit">Submit application</button>';
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
  package_of_interest: 'STANDARD MVP',
}

/** The heading a visitor sees first on a page, from the content the page is built from. */
function headingOf(page: PrerenderedPage) {
  if (page.kind === 'home') return hero.headline
  if (page.kind === 'application') return applicationPage.title
  if (page.kind === 'not-found') return notFoundPage.title
  const study = caseStudies.find((entry) => page.path === `/case-study/${entry.slug}`)
  if (!study) throw new Error(`fixtures: no case study for ${page.path}`)
  return study.company
}

/** Every indexable page (src/lib/page-list.ts), with its first heading. */
export const ROUTES = pages.filter((page) => page.indexable).map((page) => ({ path: page.path, h1: headingOf(page) }))
