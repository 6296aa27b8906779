import { useEffect, useState } from 'react'
import { useLocation } from '@tanstack/react-router'
import { notFoundPage as copy } from '../../content/pages'
import { isShellPath } from '../../lib/shell'
import { Link } from '../Link/Link'
import { PageHeading } from '../Layout/PageHeading'
import styles from './NotFound.module.css'

/** The page for any unknown address. The address is shown and logged as text only. */
export function NotFound() {
  const pathname = useLocation({ select: (location) => location.pathname })
  // The prerendered page is shared by every unknown address, so the address appears after hydration.
  const [shownPath, setShownPath] = useState<string>()

  useEffect(() => {
    if (isShellPath(pathname)) return
    setShownPath(pathname)
    console.warn(`404: no page at ${JSON.stringify(pathname)}`)
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
