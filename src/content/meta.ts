import type { Localized } from './locale.ts'
import { applicationPage } from './pages.ts'
import { site } from './site.ts'
import type { CaseStudy } from './types.ts'

const metaEn = {
  siteShareAlt: `${site.name}: From Idea to MVP in 4 Weeks. Guaranteed.`,
  breadcrumbNames: { home: 'Home', caseStudies: 'Case Studies', apply: applicationPage.en.title },
  /** A case study's title; {company} and {industry} are replaced. */
  caseStudyTitle: `{company}: {industry} MVP in 4 weeks | ${site.name}`,
  caseStudyShareAlt: '{company} case study: {industry} MVP delivered in 4 weeks',
  /** The words on a case study's share image; {industry} and {site} are replaced. */
  shareCaseStudyEyebrow: 'Case study · {industry}',
  shareCaseStudyFooter: 'Delivered in 4 weeks · {site}',
}

export const meta: Localized<typeof metaEn> = {
  en: metaEn,
  ar: {
    siteShareAlt: `${site.name}: من الفكرة إلى MVP في 4 أسابيع. مضمون.`,
    breadcrumbNames: { home: 'الرئيسية', caseStudies: 'دراسات الحالة', apply: applicationPage.ar.title },
    caseStudyTitle: `{company}: MVP في {industry} خلال 4 أسابيع | ${site.name}`,
    caseStudyShareAlt: 'دراسة حالة {company}: MVP في {industry} سُلِّم خلال 4 أسابيع',
    shareCaseStudyEyebrow: 'دراسة حالة · {industry}',
    shareCaseStudyFooter: 'سُلِّم خلال 4 أسابيع · {site}',
  },
}

const fill = (template: string, study: CaseStudy) => template.replace('{company}', study.company).replace('{industry}', study.industry)

/** Title and description of a case-study page, in the language of `study`'s words. */
export function caseStudyMeta(study: CaseStudy, lang: keyof typeof meta = 'en') {
  return { title: fill(meta[lang].caseStudyTitle, study), description: study.description }
}

export function caseStudyShareAlt(study: CaseStudy, lang: keyof typeof meta = 'en'): string {
  return fill(meta[lang].caseStudyShareAlt, study)
}
