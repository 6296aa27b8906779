import { useLayoutEffect, useRef, type RefObject } from 'react'
import type { FieldErrors } from './status'
import { useApplicationCopy } from './copy-context'
import { fieldId } from './OwnFormFields'
import styles from './OwnForm.module.css'

/** GOV.UK's error summary: a region named by its heading, focused when it shows, a link to each field. */
export function ErrorSummary({ errors, form }: { errors: FieldErrors; form: RefObject<HTMLFormElement | null> }) {
  const copy = useApplicationCopy().form
  const ref = useRef<HTMLElement>(null)
  useLayoutEffect(() => ref.current?.focus(), [errors])
  if (Object.keys(errors).length === 0) return null
  return (
    <section ref={ref} tabIndex={-1} className={styles.summary} aria-labelledby="application-summary-title">
      <h2 id="application-summary-title" className={styles.summaryTitle}>
        {copy.errorSummaryTitle}
      </h2>
      <ul className={styles.summaryList}>
        {Object.entries(errors).map(([name, message]) => (
          <li key={name}>
            <a
              href={`#${fieldId(name)}`}
              onClick={(event) => {
                event.preventDefault()
                const control = form.current?.elements.namedItem(name)
                const element =
                  control instanceof RadioNodeList ? (control[0] as HTMLElement) : (control as HTMLElement | null)
                element?.focus()
                element?.closest('[data-field]')?.scrollIntoView({ block: 'start' })
              }}
            >
              {message}
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}
