import { lazy, Suspense, useEffect, useState } from 'react'
import { applicationFormMode } from '../../../content/application'
import { applicationPage as copy } from '../../../content/pages'
import { site } from '../../../content/site'
import { embedHubSpotForm, hubspotConfig } from '../../../lib/hubspot'
import styles from './ApplicationForm.module.css'

/** Our own form's code loads only when it shows (about a third of the page's code). */
const NativeForm = lazy(() => import('./NativeForm').then((module) => ({ default: module.NativeForm })))

type FormState = 'loading' | 'ready' | 'native' | 'offline'

const TARGET_ID = 'application-form'

/**
 * The application form: HubSpot's embed, or our own form sent to the same HubSpot form when the
 * embed cannot load (blocked, failed, too slow, or the device offline), or always when the
 * business chose it (src/content/application.ts). The email link is always there, JavaScript or
 * not.
 */
export function ApplicationForm() {
  const [state, setState] = useState<FormState>(applicationFormMode === 'primary' ? 'native' : 'loading')
  useEffect(() => {
    if (applicationFormMode === 'primary') return
    if (!navigator.onLine) return setState('offline')
    let active = true
    embedHubSpotForm({ config: hubspotConfig(), target: `#${TARGET_ID}` }).then(
      () => active && setState('ready'),
      () => active && setState('native'),
    )
    return () => {
      active = false
    }
  }, [])

  const mailto = `mailto:${site.contactEmail}?subject=${encodeURIComponent(copy.emailSubject)}`
  const loading = <p className={styles.loading}>{copy.loading}</p>

  return (
    <div className={styles.wrapper} data-state={state}>
      {/* First: whichever form shows below, this line never moves (no layout shift). */}
      <p className={styles.email}>
        {copy.emailPrefix}{' '}
        <a href={mailto} className={styles.emailLink}>
          {site.contactEmail}
        </a>
      </p>
      <div role="status" className={styles.status}>
        {state === 'loading' ? loading : null}
      </div>
      {state === 'native' || state === 'offline' ? (
        <Suspense fallback={loading}>
          <NativeForm note={state === 'offline' ? 'offline' : applicationFormMode === 'fallback' ? 'fallback' : undefined} />
        </Suspense>
      ) : null}
      {/* Named (a landmark) only once HubSpot's form is in it: an empty "Application form" region
          while it loads told a screen reader user nothing. */}
      <section
        aria-label={state === 'ready' ? copy.formLabel : undefined}
        className={styles.form}
        hidden={state === 'native' || state === 'offline'}
      >
        <div id={TARGET_ID} />
      </section>
    </div>
  )
}
