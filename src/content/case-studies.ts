/** Read from disk at build only: the pages are prerendered, and the carousel's island receives its slides as props. */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { byPosition, caseStudyIn, caseStudyPictures, type CaseStudyFile } from './case-study.ts'
import { DEFAULT_LANG, type Lang } from '../ground/locale.ts'
import type { CaseStudy } from './types.ts'

export const CASE_STUDIES_DIR = process.env.CASE_STUDIES_DIR ?? 'content/case-studies'

export type { CaseStudyFile }

export const readCaseStudyFiles = (dir = CASE_STUDIES_DIR): CaseStudyFile[] =>
  readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as CaseStudyFile)
    .sort(byPosition)

let read: CaseStudyFile[] | undefined
/** Read once, when first asked: the build checks the files (check.ts) before anything reads them. */
export const caseStudyFiles = () => (read ??= readCaseStudyFiles())

export const caseStudyImageSource = (file: CaseStudyFile, arabic = false, dark = false) => {
  const pictures = caseStudyPictures(file.en, arabic)
  return join(CASE_STUDIES_DIR, (dark && pictures.dark) || pictures.light)
}

export function caseStudiesIn(lang: Lang): CaseStudy[] {
  return caseStudyFiles().map((file) => caseStudyIn(file, lang))
}

export function findCaseStudy(slug: string, lang: Lang = DEFAULT_LANG): CaseStudy | undefined {
  return caseStudiesIn(lang).find((study) => study.slug === slug)
}
