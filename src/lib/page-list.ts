import { caseStudies } from '../content/case-studies.ts'
import { applicationFormMode } from '../content/application.ts'
import { APPLICATION_PATH } from './paths.ts'

/** What a page is: pages of one kind share a route, a layout and a budget. */
export type PageKind = 'home' | 'application' | 'case-study' | 'not-found'

export interface PrerenderedPage {
  /** Address the page is rendered for. */
  path: string
  /** File written under dist/, so that a static host serves it at the clean address. */
  file: string
  kind: PageKind
  /** Whether search engines should index the page (the sitemap lists it). */
  indexable: boolean
  /**
   * Whether the page loads the form provider's script: only this page's policy lets it in, so a
   * link to it loads it as a new document (a policy belongs to a document).
   */
  formProvider: boolean
  /** Whether the page posts to HubSpot's Forms API (the application page's own form). */
  formEndpoint: boolean
}

/** Address the shared not-found page is rendered for; never linked, never a real page. */
export const NOT_FOUND_PATH = '/404'

/**
 * Every page written at build time, the one list the build, the server's headers, the sitemap,
 * Lighthouse CI, the audits and the tests derive theirs from. A case study added in
 * src/content/case-studies.ts is a page here.
 */
export const pages: PrerenderedPage[] = [
  { path: '/', file: 'index.html', kind: 'home', indexable: true, formProvider: false, formEndpoint: false },
  {
    path: APPLICATION_PATH,
    file: 'get-started.html',
    kind: 'application',
    indexable: true,
    // With our own form as the primary one, no third-party script at all.
    formProvider: applicationFormMode === 'fallback',
    formEndpoint: true,
  },
  ...caseStudies.map((study) => ({
    path: `/case-study/${study.slug}`,
    file: `case-study/${study.slug}.html`,
    kind: 'case-study' as const,
    indexable: true,
    formProvider: false,
    formEndpoint: false,
  })),
  { path: NOT_FOUND_PATH, file: '404.html', kind: 'not-found', indexable: false, formProvider: false, formEndpoint: false },
]
