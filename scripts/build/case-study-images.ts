import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import sharp from 'sharp'
import {
  CASE_STUDIES_DIR,
  caseStudyFiles,
  caseStudyImageSource,
  readCaseStudyFiles,
  type CaseStudyFile,
} from '../../src/content/case-studies.ts'
import { CASE_STUDY_MEDIA, QUOTE_PICTURE_WIDTHS, caseStudyImage, media, quotePicture } from '../../src/lib/media.ts'
import { CASE_STUDY_IMAGE_SIZE } from '../../src/content/schema.ts'
import { caseStudyImageName, caseStudyPictures, darkImageName } from '../../src/content/case-study.ts'

/** The quality scripts/assets/media.mjs gives the site's other illustrations. */
const variant = (file: CaseStudyFile, width: number, arabic: boolean, dark: boolean) =>
  sharp(caseStudyImageSource(file, arabic, dark))
    .resize(width, Math.round((width * CASE_STUDY_IMAGE_SIZE.height) / CASE_STUDY_IMAGE_SIZE.width), { fit: 'cover' })
    .webp({ quality: 78 })

const quoteVariant = (picture: string, width: number) =>
  sharp(join(CASE_STUDIES_DIR, picture)).resize(width, width, { fit: 'cover' }).webp({ quality: 78 })

const pictures = (files: CaseStudyFile[]) =>
  files.flatMap((file) => {
    const picture = file.en.quote?.picture
    return [
      ...(file.en.imageArabic ? [false, true] : [false]).flatMap((arabic) => {
        const name = caseStudyImageName(file.en.slug, arabic)
        return (caseStudyPictures(file.en, arabic).dark ? [false, true] : [false]).flatMap((dark) =>
          media.caseStudyWidths.map((width) => ({
            path: caseStudyImage(dark ? darkImageName(name) : name, width),
            make: () => variant(file, width, arabic, dark),
          })),
        )
      }),
      ...(picture
        ? QUOTE_PICTURE_WIDTHS.map((width) => ({
            path: quotePicture(file.en.slug, width),
            make: () => quoteVariant(picture, width),
          }))
        : []),
    ]
  })

export async function writeCaseStudyImages(outDir: string) {
  await mkdir(join(outDir, 'media/case-studies'), { recursive: true })
  const jobs = pictures(caseStudyFiles()).map(({ path, make }) => make().toFile(join(outDir, path)))
  await Promise.all(jobs)
  return jobs.length
}

export function caseStudyImageAt(path: string): Promise<Buffer> | undefined {
  if (!path.startsWith(CASE_STUDY_MEDIA)) return undefined
  return pictures(readCaseStudyFiles())
    .find((picture) => picture.path === path)
    ?.make()
    .toBuffer()
}
