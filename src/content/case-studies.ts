/** Read from disk at build only: the pages are prerendered, and the carousel's island receives its slides as props. */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fillBuildPlaceholders } from './load.ts'
import type { Lang, Localized } from './locale.ts'
import { CASE_STUDY_IMAGE_SIZE, type CaseStudyWords } from './schema.ts'
import type { CaseStudy } from './types.ts'

export const CASE_STUDIES_DIR = process.env.CASE_STUDIES_DIR ?? 'content/case-studies'

export type CaseStudyFile = Localized<CaseStudyWords>

export const readCaseStudyFiles = (dir = CASE_STUDIES_DIR): CaseStudyFile[] =>
  readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as CaseStudyFile)
    .sort((a, b) => a.en.order - b.en.order || a.en.company.localeCompare(b.en.company))

let read: CaseStudyFile[] | undefined
/** Read once, when first asked: the build checks the files (scripts/content-check.ts) before anything reads them. */
export const caseStudyFiles = () => (read ??= readCaseStudyFiles())

export const caseStudyImageSource = (file: CaseStudyFile) => join(CASE_STUDIES_DIR, file.en.image)

export function caseStudiesIn(lang: Lang): CaseStudy[] {
  return caseStudyFiles().map((file) => {
    const { order: _, image: _source, imageAlt, ...words } = fillBuildPlaceholders(file[lang])
    return {
      ...words,
      features: words.detailedFeatures.map((feature) => feature.name),
      // The content check keeps it within the results.
      headlineResult: words.results[words.headline - 1]!,
      image: { name: words.slug, alt: imageAlt, ...CASE_STUDY_IMAGE_SIZE },
    }
  })
}

export function findCaseStudy(slug: string, lang: Lang = 'en'): CaseStudy | undefined {
  return caseStudiesIn(lang).find((study) => study.slug === slug)
}
