import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { applicationFormMode } from '../content/application-fields'
import { EVENTS, track } from '../lib/funnel'
import { ApplicationCopyContext, type ApplicationCopy } from './copy-context'
import { readDraft } from './draft'
import { embedHubSpotForm, formConfig, type FormSubmitted } from './hubspot'
import { LazyBookConsultation } from './LazyBookConsultation'
import { PrivacyLink } from './PrivacyLink'
import styles from './ApplicationForm.module.css'

const OwnForm = lazy(() => import('./OwnForm').then((module) => ({ default: module.OwnForm })))

type FormState = 'loading' | 'ready' | 'own' | 'fallback' | 'offline'

const TARGET_ID = 'application-form'

export function ApplicationForm({ copy }: { copy: ApplicationCopy }) {
  const [state, setState] = useState<FormState>(applicationFormMode === 'primary' ? 'own' : 'loading')
  const [sent, setSent] = useState<Record<string, string>>()
  const embed = useRef<HTMLElement>(null)
  useEffect(() => {
    if (applicationFormMode === 'primary') return
    if (!navigator.onLine) {
      setState('offline')
      const back = () => setState('own')
      addEventListener('online', back, { once: true })
      return () => removeEventListener('online', back)
    }
    if (readDraft()) return setState('own')
    let active = true
    const onFormSubmitted: FormSubmitted = (_form, data) => {
      track(EVENTS.sent, { form: 'hubspot' })
      const values = data?.submissionValues ?? {}
      const text = (name: string) => (typeof values[name] === 'string' ? (values[name] as string) : '')
      if (active) setSent({ firstname: text('firstname'), lastname: text('lastname'), email: text('email') })
    }
    embedHubSpotForm({ config: formConfig(copy.text.lang), target: `#${TARGET_ID}`, onFormSubmitted }).then(
      () => active && setState('ready'),
      () => active && setState('fallback'),
    )
    return () => {
      active = false
    }
  }, [])

  // The embed's first field touched: focus reaches its form, or its frame (the window loses focus to it).
  useEffect(() => {
    const section = embed.current
    if (state !== 'ready' || !section) return
    const started = () => {
      stop()
      track(EVENTS.started, { form: 'hubspot' })
    }
    const blurred = () => section.contains(document.activeElement) && started()
    const stop = () => {
      section.removeEventListener('focusin', started)
      removeEventListener('blur', blurred)
    }
    section.addEventListener('focusin', started)
    addEventListener('blur', blurred)
    return stop
  }, [state])

  const mailto = `mailto:${copy.text.contactEmail}?subject=${encodeURIComponent(copy.text.emailSubject)}`
  const loading = <p className={styles.loading}>{copy.page.loading}</p>
  const ownForm = state === 'own' || state === 'fallback' || state === 'offline'

  return (
    <ApplicationCopyContext.Provider value={copy}>
    <div className={styles.wrapper} data-state={state}>
      {/* First: whichever form shows below, this line never moves (no layout shift). */}
      <p className={styles.email}>
        {copy.page.emailPrefix}{' '}
        <a href={mailto} className={styles.emailLink}>
          {copy.text.contactEmail}
        </a>
      </p>
      {/* Above HubSpot's form, so that nothing moves when it renders; our own form links it under its fields. */}
      {ownForm ? null : (
        <p className={styles.email}>
          <PrivacyLink />
        </p>
      )}
      <div role="status" className={styles.status}>
        {state === 'loading' ? loading : null}
      </div>
      {ownForm ? (
        <Suspense fallback={loading}>
          <OwnForm note={state === 'offline' || state === 'fallback' ? state : undefined} />
        </Suspense>
      ) : null}
      {/* A landmark only once HubSpot's form is in it: an empty one tells a screen reader user nothing. */}
      <section
        ref={embed}
        aria-label={state === 'ready' ? copy.page.formLabel : undefined}
        className={styles.form}
        hidden={ownForm}
      >
        <div id={TARGET_ID} />
        {sent ? <LazyBookConsultation person={sent} form="hubspot" /> : null}
      </section>
    </div>
    </ApplicationCopyContext.Provider>
  )
}
