import metaFile from '../../content/meta.json' with { type: 'json' }
import { perLanguage, wordsOf } from './load.ts'
import { applicationPage } from './pages.ts'
import type { schemas } from './schema.ts'
import type { CaseStudy } from './types.ts'

const metaWords = wordsOf<typeof schemas.meta>(metaFile)

/** Titles and share texts; `caseStudyTitle` and the share texts keep {company}, {industry} and {site} for each page. */
export const meta = perLanguage((lang) => {
  const { home: _, breadcrumbNames, ...words } = metaWords[lang]
  return { ...words, breadcrumbNames: { ...breadcrumbNames, apply: applicationPage[lang].title } }
})

const fill = (template: string, study: CaseStudy) => template.replace('{company}', study.company).replace('{industry}', study.industry)

/** Title and description of a case-study page, in the language of `study`'s words. */
export function caseStudyMeta(study: CaseStudy, lang: keyof typeof meta = 'en') {
  return { title: fill(meta[lang].caseStudyTitle, study), description: study.description }
}

export function caseStudyShareAlt(study: CaseStudy, lang: keyof typeof meta = 'en'): string {
  return fill(meta[lang].caseStudyShareAlt, study)
}
