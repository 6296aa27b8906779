import { useState } from 'react'
import type { ApplicationFormWords } from '../content/application'
import { intlLocale } from '../ground/locale'
import { applicationEmail } from './email'
import { expiresSoon, KEEP_WAITING_MS } from './draft'
import { fill } from '../ground/fill'
import { LazyBookConsultation } from './LazyBookConsultation'
import { Button } from '../ui/Button/Button'
import { useApplicationCopy } from './copy-context'
import type { ApplicationValues } from './status'
import styles from './OwnForm.module.css'

/** Stable, so that React calls it once, as the heading shows: a screen reader reads it. */
const focusWhenShown = (heading: HTMLHeadingElement | null) => heading?.focus()

function Heading({ children, id }: { children: string; id?: string }) {
  return (
    <h2 id={id} ref={focusWhenShown} tabIndex={-1} className={styles.outcomeTitle}>
      {children}
    </h2>
  )
}

function EmailInstead({ values, intro }: { values: ApplicationValues; intro: string }) {
  const { form: copy, text } = useApplicationCopy()
  return (
    <p>
      {intro} <a href={applicationEmail(values, text)}>{copy.emailLink}</a>
    </p>
  )
}

export function Sent({ values }: { values: ApplicationValues }) {
  const copy = useApplicationCopy().form
  return (
    <div className={styles.outcome} data-outcome="sent">
      <Heading>{copy.sentTitle}</Heading>
      <p>{copy.sentText}</p>
      <LazyBookConsultation person={values} form="own" />
    </div>
  )
}

export interface WaitingProps {
  reason: keyof ApplicationFormWords['waitingTitle']
  keeper?: keyof ApplicationFormWords['waitingText']
  values: ApplicationValues
  onRetry: () => void
  /** Nothing is sent before then (HubSpot asked to wait). */
  until?: number
  /** When Send was pressed: near the end of its keeping, the page says when it goes. */
  savedAt?: number
}

export function Waiting({ reason, keeper, values, onRetry, until, savedAt }: WaitingProps) {
  const { form: copy, text } = useApplicationCopy()
  const at = (time: number, options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(intlLocale[text.lang], options).format(time)
  const deleted = savedAt !== undefined && expiresSoon(savedAt) ? savedAt + KEEP_WAITING_MS : undefined
  return (
    <div className={styles.outcome} data-outcome="waiting">
      <Heading>{copy.waitingTitle[reason]}</Heading>
      {until ? <p>{fill(copy.laterText, { time: at(until, { dateStyle: 'medium', timeStyle: 'short' }) })}</p> : null}
      {keeper ? <p>{copy.waitingText[keeper]}</p> : null}
      {deleted ? <p>{fill(copy.expiresText, { date: at(deleted, { dateStyle: 'long' }) })}</p> : null}
      {/* A mail program queues it offline too: shown offline where nothing else holds it. */}
      {reason === 'offline' && keeper !== 'memory' && !deleted ? null : (
        <EmailInstead values={values} intro={copy.emailInstead} />
      )}
      {reason === 'offline' || until ? null : (
        <div className={styles.actions}>
          <Button onPress={onRetry}>{copy.retry}</Button>
        </div>
      )}
    </div>
  )
}

/** HubSpot refused the application for no field of the form: nothing to fix here, so email it. */
export function Refused({ values }: { values: ApplicationValues }) {
  const copy = useApplicationCopy().form
  return (
    <div role="alert" className={styles.failed}>
      <Heading>{copy.refusedTitle}</Heading>
      <EmailInstead values={values} intro={copy.refusedText} />
    </div>
  )
}

export function DiscardQuestion({ onDiscard }: { onDiscard: () => void }) {
  const copy = useApplicationCopy().form
  const [asking, setAsking] = useState(false)
  if (!asking) {
    return (
      <Button variant="quiet" onPress={() => setAsking(true)}>
        {copy.discard}
      </Button>
    )
  }
  return (
    <div role="group" aria-labelledby="application-discard-title" className={styles.confirm}>
      <Heading id="application-discard-title">{copy.discardTitle}</Heading>
      <p>{copy.discardText}</p>
      <div className={styles.actions}>
        <Button onPress={onDiscard}>{copy.discardConfirm}</Button>
        <Button variant="secondary" onPress={() => setAsking(false)}>
          {copy.discardCancel}
        </Button>
      </div>
    </div>
  )
}
