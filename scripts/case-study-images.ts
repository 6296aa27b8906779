import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import sharp from 'sharp'
import { caseStudyFiles, caseStudyImageSource, readCaseStudyFiles, type CaseStudyFile } from '../src/content/case-studies.ts'
import { CASE_STUDY_MEDIA, caseStudyImage, media } from '../src/lib/media.ts'
import { CASE_STUDY_IMAGE_SIZE } from '../src/content/schema.ts'

/** The quality scripts/media.mjs gives the site's other illustrations. */
const variant = (file: CaseStudyFile, width: number) =>
  sharp(caseStudyImageSource(file))
    .resize(width, Math.round((width * CASE_STUDY_IMAGE_SIZE.height) / CASE_STUDY_IMAGE_SIZE.width), { fit: 'cover' })
    .webp({ quality: 78 })

export async function writeCaseStudyImages(outDir: string) {
  await mkdir(join(outDir, 'media/case-studies'), { recursive: true })
  const jobs = caseStudyFiles().flatMap((file) => media.caseStudyWidths.map((width) => variant(file, width).toFile(join(outDir, caseStudyImage(file.en.slug, width)))))
  await Promise.all(jobs)
  return jobs.length
}

export function caseStudyImageAt(path: string): Promise<Buffer> | undefined {
  if (!path.startsWith(CASE_STUDY_MEDIA)) return undefined
  for (const file of readCaseStudyFiles()) {
    const width = media.caseStudyWidths.find((candidate) => caseStudyImage(file.en.slug, candidate) === path)
    if (width) return variant(file, width).toBuffer()
  }
  return undefined
}
