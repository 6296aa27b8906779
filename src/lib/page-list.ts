import { caseStudies } from '../content/case-studies.ts'
import { applicationFormMode } from '../content/application.ts'
import { APPLICATION_PATH } from './paths.ts'

export type PageKind = 'home' | 'application' | 'case-study' | 'not-found'

export interface PrerenderedPage {
  path: string
  file: string
  kind: PageKind
  /** Whether search engines should index the page (the sitemap lists it). */
  indexable: boolean
  /** Only this page's policy lets the form provider's script in. */
  formProvider: boolean
  formEndpoint: boolean
}

export const NOT_FOUND_PATH = '/404'

/** Every page written at build time: the one list the build, headers, sitemap, audits and tests derive theirs from. */
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
