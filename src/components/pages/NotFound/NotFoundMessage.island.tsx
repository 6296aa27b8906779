import { useEffect } from 'react'
import { englishPath } from '../../../content/locale'
import type { caseStudyPage, notFoundPage } from '../../../content/pages'
import { useHydrated } from '../../../early-input/useEarly'
import { Link } from '../../ui/Link/Link'
import styles from './NotFound.module.css'

export interface NotFoundMessageProps {
  copy: Pick<(typeof notFoundPage)['en'], 'code' | 'title' | 'pathLabel' | 'home'>
  /** Said in place of the rest for an unknown case study. */
  caseStudy: Pick<(typeof caseStudyPage)['en'], 'notFoundTitle' | 'notFoundText' | 'notFoundHome'>
}

/** One prerendered 404.html serves every unknown address: it names the address only once in the browser. */
export function NotFoundMessage({ copy, caseStudy: caseStudyCopy }: NotFoundMessageProps) {
  const hydrated = useHydrated()
  const pathname = hydrated ? location.pathname : ''
  const caseStudy = englishPath(pathname).startsWith('/case-study/')

  useEffect(() => {
    console.warn(`404: no page at ${JSON.stringify(readablePath(location.pathname))}`)
  }, [])

  if (caseStudy) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>{caseStudyCopy.notFoundTitle}</h1>
        <p className={styles.path}>{caseStudyCopy.notFoundText}</p>
        <Link to="/" variant="primary">
          {caseStudyCopy.notFoundHome}
        </Link>
      </div>
    )
  }
  return (
    <div className={styles.page}>
      <p className={styles.code} aria-hidden="true">
        {copy.code}
      </p>
      <h1 className={styles.title}>
        <span className="visually-hidden">{copy.code}: </span>
        {copy.title}
      </h1>
      <p className={styles.path}>
        {hydrated ? (
          <>
            {copy.pathLabel} <code className={styles.code2}>{readablePath(pathname)}</code>
          </>
        ) : null}
      </p>
      <Link to="/" variant="primary">
        {copy.home}
      </Link>
    </div>
  )
}

/** The path as the visitor typed it; malformed escapes are kept as they came. Shown as text only. */
export function readablePath(pathname: string): string {
  try {
    return decodeURIComponent(pathname)
  } catch {
    return pathname
  }
}
