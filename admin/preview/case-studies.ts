/** The site's case studies (src/content/case-studies.ts, which reads them from disk) as committed, for the sections that list them. */
import { byPosition, caseStudyIn, type CaseStudyFile } from '../../src/content/case-study.ts'
import type { Lang } from '../../src/ground/locale.ts'

const files = Object.values(
  import.meta.glob<CaseStudyFile>('../../content/case-studies/*.json', { eager: true, import: 'default' }),
).sort(byPosition)

export const caseStudiesIn = (lang: Lang) => files.map((file) => caseStudyIn(file, lang))
