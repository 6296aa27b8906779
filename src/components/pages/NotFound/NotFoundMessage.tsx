import { useEffect } from 'react'
import { englishPath } from '../../../content/locale'
import { useHydrated } from '../../../lib/early-input'
import { Link } from '../../ui/Link/Link'
import styles from './NotFound.module.css'

export interface NotFoundCopy {
  code: string
  title: string
  pathLabel: string
  home: string
  caseStudyTitle: string
  caseStudyText: string
  caseStudyHome: string
}

/** One prerendered 404.html serves every unknown address: it names the address only once in the browser. */
export function NotFoundMessage({ copy }: { copy: NotFoundCopy }) {
  const hydrated = useHydrated()
  const pathname = hydrated ? location.pathname : ''
  const caseStudy = englishPath(pathname).startsWith('/case-study/')

  useEffect(() => {
    console.warn(`404: no page at ${JSON.stringify(readablePath(location.pathname))}`)
  }, [])

  if (caseStudy) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>{copy.caseStudyTitle}</h1>
        <p className={styles.path}>{copy.caseStudyText}</p>
        <Link to="/" variant="primary">
          {copy.caseStudyHome}
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
