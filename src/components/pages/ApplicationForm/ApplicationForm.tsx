import { useCallback, useEffect, useRef, useState } from 'react'
import { applicationPage as copy } from '../../../content/pages'
import { site } from '../../../content/site'
import { embedHubSpotForm, hubspotConfig } from '../../../lib/hubspot'
import { Button } from '../../ui/Button/Button'
import styles from './ApplicationForm.module.css'

type FormState = 'loading' | 'ready' | 'failed' | 'offline'

const TARGET_ID = 'application-form'

/**
 * The HubSpot application form. The visitor always learns what is happening: a loading message,
 * the form, or, when the provider is blocked, slow or unreachable, a message with another way to apply.
 */
export function ApplicationForm() {
  const [state, setState] = useState<FormState>('loading')
  const attempt = useRef(0)

  const load = useCallback(() => {
    if (!navigator.onLine) {
      setState('offline')
      return
    }
    const current = ++attempt.current
    setState('loading')
    embedHubSpotForm({ config: hubspotConfig(), target: `#${TARGET_ID}` }).then(
      () => current === attempt.current && setState('ready'),
      () => current === attempt.current && setState('failed'),
    )
  }, [])

  const stateRef = useRef(state)
  stateRef.current = state

  useEffect(() => {
    load()
    // The form loads by itself when the connection returns.
    const onOnline = () => {
      if (stateRef.current === 'offline' || stateRef.current === 'failed') load()
    }
    window.addEventListener('online', onOnline)
    return () => {
      window.removeEventListener('online', onOnline)
      attempt.current++
    }
  }, [load])

  const mailto = `mailto:${site.contactEmail}?subject=${encodeURIComponent(copy.emailSubject)}`

  return (
    <div className={styles.wrapper} data-state={state}>
      <div role="status" className={styles.status}>
        {state === 'loading' ? <p className={styles.loading}>{copy.loading}</p> : null}
        {state === 'offline' ? (
          <div className={styles.message}>
            <p className={styles.messageTitle}>{copy.offlineTitle}</p>
            <p>{copy.offlineText}</p>
          </div>
        ) : null}
      </div>
      <div role="alert" className={styles.status}>
        {state === 'failed' ? (
          <div className={styles.message}>
            <p className={styles.messageTitle}>{copy.failedTitle}</p>
            <p>{copy.failedText}</p>
          </div>
        ) : null}
      </div>
      {state === 'failed' ? (
        <Button variant="secondary" onPress={load}>
          {copy.retry}
        </Button>
      ) : null}
      <section aria-label={copy.formLabel} className={styles.form} hidden={state !== 'ready' && state !== 'loading'}>
        <div id={TARGET_ID} />
      </section>
      <p className={styles.email}>
        {copy.emailPrefix}{' '}
        <a href={mailto} className={styles.emailLink}>
          {site.contactEmail}
        </a>
      </p>
    </div>
  )
}
