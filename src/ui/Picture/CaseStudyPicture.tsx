import { caseStudyImage, caseStudySrcSet, PRECACHED_WIDTH } from '../../lib/media'
import { DARK_PICTURE, DARK_PICTURE_MEDIA } from '../../lib/theme'
import styles from './CaseStudyPicture.module.css'

export interface CaseStudyPictureProps {
  image: { name: string; dark?: string; alt: string; width: number; height: number }
  sizes: string
  className?: string
  /** `priority` for the page's likely largest paint. @default 'lazy' */
  loading?: 'lazy' | 'priority'
}

export function CaseStudyPicture({ image, sizes, className, loading = 'lazy' }: CaseStudyPictureProps) {
  const img = (
    <img
      className={className}
      src={caseStudyImage(image.name, PRECACHED_WIDTH)}
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
  if (!image.dark) return img
  // The theme a visitor chose on the site sets the source's media (lib/theme.ts); the browser fetches one picture.
  return (
    <picture className={styles.picture}>
      <source
        media={DARK_PICTURE_MEDIA}
        srcSet={caseStudySrcSet(image.dark)}
        sizes={sizes}
        width={image.width}
        height={image.height}
        {...{ [DARK_PICTURE]: '' }}
      />
      {img}
    </picture>
  )
}
