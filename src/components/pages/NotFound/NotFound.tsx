import { useEffect, useState } from 'react'
import { useRouterState } from '@tanstack/react-router'
import { notFoundPage as copy } from '../../../content/pages'
import { isShellPath } from '../../../lib/shell'
import { Link } from '../../ui/Link/Link'
import { PageHeading } from '../../frame/Layout/PageHeading'
import styles from './NotFound.module.css'

/** The page for any unknown address. The address is shown and logged as text only. */
export function NotFound() {
  // The resolved location changes only when the next page is ready, so leaving this page never
  // reports the next page's address as missing.
  const pathname = useRouterState({ select: (state) => state.resolvedLocation?.pathname ?? state.location.pathname })
  // The prerendered page is shared by every unknown address, so the address appears after hydration.
  const [shownPath, setShownPath] = useState<string>()

  useEffect(() => {
    if (isShellPath(pathname)) return
    const path = readablePath(pathname)
    setShownPath(path)
    console.warn(`404: no page at ${JSON.stringify(path)}`)
  }, [pathname])

  return (
    <div className={styles.page}>
      <p className={styles.code} aria-hidden="true">
        {copy.code}
      </p>
      <PageHeading className={styles.title}>
        <span className="visually-hidden">{copy.code}: </span>
        {copy.title}
      </PageHeading>
      <p className={styles.path}>
        {shownPath ? (
          <>
            {copy.pathLabel} <code className={styles.code2}>{shownPath}</code>
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
