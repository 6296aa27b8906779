import type { ErrorComponentProps } from '@tanstack/react-router'
import { errorPage } from '../../../content/pages'
import { useLang } from '../../../lib/page-context'
import { BaseLink, Link } from '../../../ui/Link/Link'
import styles from '../NotFound/NotFound.module.css'

export function describeError(error: unknown, unknown: string): string {
  if (error && typeof error === 'object') {
    const { status, statusText, message } = error as { status?: unknown; statusText?: unknown; message?: unknown }
    if (typeof status === 'number')
      return typeof statusText === 'string' && statusText ? `${status} ${statusText}` : String(status)
    if (typeof message === 'string' && message) return message
  }
  return typeof error === 'string' && error ? error : unknown
}

export function RouteError({ error }: ErrorComponentProps) {
  const copy = errorPage[useLang()]
  return (
    <div className={styles.page} role="alert">
      <h1 className={styles.title}>{copy.title}</h1>
      <p>{copy.intro}</p>
      <p className={styles.path}>
        <code className={styles.code2}>{describeError(error, copy.unknown)}</code>
      </p>
      <BaseLink href="" variant="primary">
        {copy.retry}
      </BaseLink>
      <Link to="/" variant="text">
        {copy.home}
      </Link>
    </div>
  )
}
