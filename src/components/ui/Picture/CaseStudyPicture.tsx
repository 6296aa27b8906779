import type { CaseStudyImage } from '../../../content/types'
import { caseStudyImage, caseStudySrcSet } from '../../../lib/media'

export interface CaseStudyPictureProps {
  image: CaseStudyImage
  sizes: string
  className?: string
  /**
   * `lazy` for images below the fold; `priority` for the page's main image, which is likely its
   * largest paint: fetched at once, early and at high priority, decoded with the page.
   * @default 'lazy'
   */
  loading?: 'lazy' | 'priority'
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
      {...(loading === 'priority' ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const, decoding: 'async' as const })}
    />
  )
}
