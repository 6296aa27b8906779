import { lazy, Suspense, useEffect, useState } from 'react'
import { applicationFormMode } from '../../../content/application-fields'
import { formConfig } from '../../../lib/application'
import { readDraft } from '../../../lib/draft-store'
import { embedHubSpotForm } from '../../../lib/hubspot'
import { ApplicationCopyContext, type ApplicationCopy } from './application-copy'
import { PrivacyLink } from './PrivacyLink'
import styles from './ApplicationForm.module.css'

const OwnForm = lazy(() => import('./OwnForm').then((module) => ({ default: module.OwnForm })))

type FormState = 'loading' | 'ready' | 'own' | 'fallback' | 'offline'

const TARGET_ID = 'application-form'

export function ApplicationForm({ copy }: { copy: ApplicationCopy }) {
  const [state, setState] = useState<FormState>(applicationFormMode === 'primary' ? 'own' : 'loading')
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
    embedHubSpotForm({ config: formConfig(copy.text.lang), target: `#${TARGET_ID}` }).then(
      () => active && setState('ready'),
      () => active && setState('fallback'),
    )
    return () => {
      active = false
    }
  }, [])

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
        aria-label={state === 'ready' ? copy.page.formLabel : undefined}
        className={styles.form}
        hidden={ownForm}
      >
        <div id={TARGET_ID} />
      </section>
    </div>
    </ApplicationCopyContext.Provider>
  )
}
