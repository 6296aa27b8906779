import { caseStudies } from '../content/case-studies.ts'

export interface PrerenderedPage {
  /** Address the page is rendered for. */
  path: string
  /** File written under dist/, so that a static host serves it at the clean address. */
  file: string
  /** Whether search engines should index the page. */
  indexable: boolean
}

/** Address the shared not-found page is rendered for; never linked, never a real page. */
export const NOT_FOUND_PATH = '/404'

/** Every page written at build time: the known routes, then the not-found page. */
export const pages: PrerenderedPage[] = [
  { path: '/', file: 'index.html', indexable: true },
  { path: '/get-started', file: 'get-started.html', indexable: true },
  ...caseStudies.map((study) => ({
    path: `/case-study/${study.slug}`,
    file: `case-study/${study.slug}.html`,
    indexable: true,
  })),
  { path: NOT_FOUND_PATH, file: '404.html', indexable: false },
]
