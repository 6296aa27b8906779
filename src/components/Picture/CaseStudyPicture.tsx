import type { CaseStudyImage } from '../../content/types'
import { caseStudyImage, caseStudySrcSet } from '../../lib/media'

export interface CaseStudyPictureProps {
  image: CaseStudyImage
  sizes: string
  className?: string
  /** @default 'lazy' */
  loading?: 'lazy' | 'eager'
}

/** A case-study illustration with responsive WebP sources and its intrinsic size (no layout shift). */
export function CaseStudyPicture({ image, sizes, className, loading = 'lazy' }: CaseStudyPictureProps) {
  return (
    <img
      className={className}
      src={caseStudyImage(image.name, 800)}
      srcSet={caseStudySrcSet(image.name)}
      sizes={sizes}
      width={image.width}
      height={image.height}
      alt={image.alt}
      loading={loading}
      decoding="async"
    />
  )
}
