/** One case study's file as its pages draw it: apart from the folder's reading, so the editor's preview draws the entry being typed. */
import { fillBuildPlaceholders } from './load.ts'
import type { Lang, Localized } from '../ground/locale.ts'
import { CASE_STUDY_IMAGE_SIZE, type CaseStudyWords } from './schema.ts'
import type { CaseStudy } from './types.ts'

export type CaseStudyFile = Localized<CaseStudyWords>

export const byPosition = (a: CaseStudyFile, b: CaseStudyFile) =>
  a.en.order - b.en.order || a.en.company.localeCompare(b.en.company)

export const caseStudyImageName = (slug: string, arabic: boolean) => (arabic ? `${slug}-ar` : slug)
/** A dot, which no slug has, keeps a dark twin's files apart from every other study's. */
export const darkImageName = (name: string) => `${name}.dark`

type PictureFields = Pick<CaseStudyWords, 'image' | 'imageArabic' | 'imageDark' | 'imageArabicDark'>

/** The pictures a language's pages draw: the Arabic one where there is one (its words matter more than the theme), and that picture's dark twin, if any. */
export function caseStudyPictures(fields: PictureFields, arabic: boolean) {
  const own = arabic && fields.imageArabic !== undefined
  return own
    ? { own, light: fields.imageArabic!, dark: fields.imageArabicDark }
    : { own, light: fields.image, dark: fields.imageDark }
}

export function caseStudyIn(file: CaseStudyFile, lang: Lang): CaseStudy {
  const {
    order: _,
    image,
    imageArabic,
    imageDark,
    imageArabicDark,
    imageAlt,
    ...words
  } = fillBuildPlaceholders(file[lang])
  const pictures = caseStudyPictures({ image, imageArabic, imageDark, imageArabicDark }, lang === 'ar')
  const name = caseStudyImageName(words.slug, pictures.own)
  return {
    ...words,
    features: words.detailedFeatures.map((feature) => feature.name),
    headlineResult: words.results[words.headline - 1]!,
    image: {
      name,
      ...(pictures.dark ? { dark: darkImageName(name) } : {}),
      alt: imageAlt,
      ...CASE_STUDY_IMAGE_SIZE,
    },
  }
}
