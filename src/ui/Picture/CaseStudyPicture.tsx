import { caseStudyImage, caseStudySrcSet } from '../../lib/media'

export interface CaseStudyPictureProps {
  image: { name: string; alt: string; width: number; height: number }
  sizes: string
  className?: string
  /** `priority` for the page's likely largest paint. @default 'lazy' */
  loading?: 'lazy' | 'priority'
}

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
      {...(loading === 'priority'
        ? { fetchPriority: 'high' as const }
        : { loading: 'lazy' as const, decoding: 'async' as const })}
    />
  )
}
