import { applicationPage } from './pages.ts'
import { site } from './site.ts'
import type { CaseStudy } from './types.ts'

/** Alt text of the site's share image. */
export const siteShareAlt = `${site.name}: From Idea to MVP in 4 Weeks. Guaranteed.`

export const breadcrumbNames = { home: 'Home', caseStudies: 'Case Studies', apply: applicationPage.title }

/** Title and description of a case-study page. */
export function caseStudyMeta(study: CaseStudy) {
  return {
    title: `${study.company}: ${study.industry} MVP in 4 weeks | ${site.name}`,
    description: study.description,
  }
}

export function caseStudyShareAlt(study: CaseStudy): string {
  return `${study.company} case study: ${study.industry} MVP delivered in 4 weeks`
}
