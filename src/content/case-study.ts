/** One case study's file as its pages draw it: apart from the folder's reading, so the editor's preview draws the entry being typed. */
import { fillBuildPlaceholders } from './load.ts'
import type { Lang, Localized } from '../ground/locale.ts'
import { CASE_STUDY_IMAGE_SIZE, type CaseStudyWords } from './schema.ts'
import type { CaseStudy } from './types.ts'

export type CaseStudyFile = Localized<CaseStudyWords>

export const byPosition = (a: CaseStudyFile, b: CaseStudyFile) =>
  a.en.order - b.en.order || a.en.company.localeCompare(b.en.company)

export const caseStudyImageName = (slug: string, arabic: boolean) => (arabic ? `${slug}-ar` : slug)

export function caseStudyIn(file: CaseStudyFile, lang: Lang): CaseStudy {
  const { order: _, image: _source, imageArabic, imageAlt, ...words } = fillBuildPlaceholders(file[lang])
  return {
    ...words,
    features: words.detailedFeatures.map((feature) => feature.name),
    headlineResult: words.results[words.headline - 1]!,
    image: {
      name: caseStudyImageName(words.slug, lang === 'ar' && imageArabic !== undefined),
      alt: imageAlt,
      ...CASE_STUDY_IMAGE_SIZE,
    },
  }
}
