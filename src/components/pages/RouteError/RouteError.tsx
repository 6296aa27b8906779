import type { ErrorComponentProps } from '@tanstack/react-router'
import { errorPage as copy } from '../../../content/pages'
import { Button } from '../../ui/Button/Button'
import { Link } from '../../ui/Link/Link'
import { PageHeading } from '../../frame/Layout/PageHeading'
import styles from '../NotFound/NotFound.module.css'

/** The text to show for an unexpected routing error: its HTTP status, else its message. */
export function describeError(error: unknown): string {
  if (error && typeof error === 'object') {
    const { status, statusText, message } = error as { status?: unknown; statusText?: unknown; message?: unknown }
    if (typeof status === 'number') return typeof statusText === 'string' && statusText ? `${status} ${statusText}` : String(status)
    if (typeof message === 'string' && message) return message
  }
  return typeof error === 'string' && error ? error : 'Unknown error'
}

/** The router-level fallback for unexpected errors: what happened, and a way on. */
export function RouteError({ error, reset }: ErrorComponentProps) {
  return (
    <div className={styles.page} role="alert">
      <PageHeading className={styles.title}>{copy.title}</PageHeading>
      <p>{copy.intro}</p>
      <p className={styles.path}>
        <code className={styles.code2}>{describeError(error)}</code>
      </p>
      <Button variant="primary" onPress={() => (reset ? reset() : window.location.reload())}>
        {copy.retry}
      </Button>
      <Link to="/" variant="text">
        {copy.home}
      </Link>
    </div>
  )
}
