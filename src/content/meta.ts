import { caseStudyPage } from './pages'
import { site } from './site'
import type { CaseStudy } from './types'

/** Title, description and indexing of a case-study page, or of the page for an unknown slug. */
export function caseStudyMeta(study: CaseStudy | undefined) {
  if (!study) {
    return { title: `${caseStudyPage.notFoundTitle} | ${site.name}`, description: caseStudyPage.notFoundText, indexable: false }
  }
  return {
    title: `${study.company}: ${study.industry} MVP in 4 weeks | ${site.name}`,
    description: study.description,
    indexable: true,
  }
}
