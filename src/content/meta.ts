import metaFile from '../../content/meta.json' with { type: 'json' }
import { fill } from '../ground/fill.ts'
import { DEFAULT_LANG } from '../ground/locale.ts'
import { perLanguage, wordsOf } from './load.ts'
import { applicationPage } from './pages.ts'
import type { CaseStudy } from './types.ts'

const metaWords = wordsOf<'meta'>(metaFile)

export const homeMeta = perLanguage((lang) => metaWords[lang].home)

export const meta = perLanguage((lang) => {
  const { home: _, breadcrumbNames, ...words } = metaWords[lang]
  return { ...words, breadcrumbNames: { ...breadcrumbNames, apply: applicationPage[lang].title } }
})

const fillStudy = (template: string, study: CaseStudy) =>
  fill(template, { company: study.company, industry: study.industry })

export function caseStudyMeta(study: CaseStudy, lang: keyof typeof meta = DEFAULT_LANG) {
  return { title: fillStudy(meta[lang].caseStudyTitle, study), description: study.description }
}

export function caseStudyShareAlt(study: CaseStudy, lang: keyof typeof meta = DEFAULT_LANG): string {
  return fillStudy(meta[lang].caseStudyShareAlt, study)
}
