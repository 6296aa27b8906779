import { useEffect } from 'react'
import { useRouterState } from '@tanstack/react-router'
import { caseStudyPage, notFoundPage } from '../../../content/pages'
import { useHydrated } from '../../../lib/early-input'
import { Link } from '../../ui/Link/Link'
import { PageHeading } from '../../frame/Layout/PageHeading'
import styles from './NotFound.module.css'

/** One prerendered 404.html serves every unknown address: it names the address only after hydrating. */
export function NotFound() {
  // Resolved: leaving this page never reports the next page's address as missing.
  const pathname = useRouterState({ select: (state) => state.resolvedLocation?.pathname ?? state.location.pathname })
  const hydrated = useHydrated()
  const caseStudy = hydrated && pathname.startsWith('/case-study/')

  useEffect(() => {
    console.warn(`404: no page at ${JSON.stringify(readablePath(pathname))}`)
  }, [pathname])

  if (caseStudy) {
    return (
      <div className={styles.page}>
        <PageHeading className={styles.title}>{caseStudyPage.notFoundTitle}</PageHeading>
        <p className={styles.path}>{caseStudyPage.notFoundText}</p>
        <Link to="/" variant="primary">
          {caseStudyPage.notFoundHome}
        </Link>
      </div>
    )
  }
  return (
    <div className={styles.page}>
      <p className={styles.code} aria-hidden="true">
        {notFoundPage.code}
      </p>
      <PageHeading className={styles.title}>
        <span className="visually-hidden">{notFoundPage.code}: </span>
        {notFoundPage.title}
      </PageHeading>
      <p className={styles.path}>
        {hydrated ? (
          <>
            {notFoundPage.pathLabel} <code className={styles.code2}>{readablePath(pathname)}</code>
          </>
        ) : null}
      </p>
      <Link to="/" variant="primary">
        {notFoundPage.home}
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
