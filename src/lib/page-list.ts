import { caseStudiesIn } from '../content/case-studies.ts'
import { applicationFormMode } from '../content/application-fields.ts'
import { DEFAULT_LANG, LANGS, localePath, type Lang } from '../ground/locale.ts'
import { APPLICATION_PATH, PRIVACY_PATH } from '../ground/paths.ts'

export type PageKind = 'home' | 'application' | 'case-study' | 'privacy' | 'not-found'

export interface PrerenderedPage {
  path: string
  file: string
  kind: PageKind
  lang: Lang
  indexable: boolean
  /** Only this page's policy lets the form provider's script in. */
  formProvider: boolean
}

export const NOT_FOUND_PATH = '/404'

const fileOf = (path: string) => (path.endsWith('/') ? `${path.slice(1)}index.html` : `${path.slice(1)}.html`)

function pagesIn(lang: Lang): PrerenderedPage[] {
  const page = (path: string, kind: PageKind, extra: Partial<PrerenderedPage> = {}): PrerenderedPage => {
    const address = localePath(lang, path)
    return { path: address, file: fileOf(address), kind, lang, indexable: true, formProvider: false, ...extra }
  }
  return [
    page('/', 'home'),
    // With our own form as the primary one, no third-party script at all.
    page(APPLICATION_PATH, 'application', { formProvider: applicationFormMode === 'fallback' }),
    ...caseStudiesIn(DEFAULT_LANG).map((study) => page(`/case-study/${study.slug}`, 'case-study')),
    page(PRIVACY_PATH, 'privacy'),
    page(NOT_FOUND_PATH, 'not-found', { indexable: false }),
  ]
}

/** Every page written at build time: the one list the build, headers, sitemap, audits and tests derive theirs from. */
export const pages: PrerenderedPage[] = LANGS.flatMap(pagesIn)
