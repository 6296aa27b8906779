import { applicationPage } from '../content/pages'
import { Island } from '../islands/Island.server'
import { useLang } from '../lib/page-context'
import { BackLink } from '../ui/BackLink/BackLink'
import { BookConsultation } from './BookConsultation'
import { meetingsUrl } from './booking'
import { formConfig } from './hubspot'
import { applicationCopy } from './copy'
import { ApplicationCopyContext } from './copy-context'
import { NextSteps } from './NextSteps'
import { OwnForm } from './OwnForm.island'
import { EMBED_TARGET } from './page'
import { PrivacyLink } from './PrivacyLink'
import { Unavailable } from './Unavailable'
import formStyles from './Forms.module.css'
import styles from './ApplicationPage.module.css'

/** No React until our form is reached for: which form shows is the state its head script sets before the first paint. */
export function ApplicationPage() {
  const lang = useLang()
  const page = applicationPage[lang]
  const copy = applicationCopy(lang)
  const mailto = `mailto:${copy.text.contactEmail}?subject=${encodeURIComponent(copy.text.emailSubject)}`
  const meetings = meetingsUrl(lang, {})
  const embedded = formConfig(lang)
  return (
    <div className={styles.page}>
      <BackLink>{page.back}</BackLink>
      <h1 className={styles.title}>{page.title}</h1>
      <p className={styles.text}>{page.text}</p>
      <div className={styles.columns}>
        <NextSteps words={page.nextSteps} />
        <ApplicationCopyContext.Provider value={copy}>
          <div className={`${formStyles.wrapper} ${styles.forms}`}>
            {/* First: whichever form shows below, this line never moves (no layout shift). */}
            <p className={formStyles.email}>
              {copy.page.emailPrefix}{' '}
              <a href={mailto} className={formStyles.emailLink}>
                {copy.text.contactEmail}
              </a>
            </p>
            <div className={formStyles.slot}>
              <div role="status" className={formStyles.whileLoading} data-nojs-hide>
                <p className={formStyles.loading}>{copy.page.loading}</p>
              </div>
              <div className={formStyles.forOwnForm} data-own-form-island>
                <Island component={OwnForm} hydrate="interaction" props={{ copy }} />
              </div>
              <section
                className={`${formStyles.form} ${formStyles.forEmbed}`}
                data-embed
                data-label={copy.page.formLabel}
                data-region={embedded.region}
                data-portal-id={embedded.portalId}
                data-form-id={embedded.formId}
              >
                {/* Above HubSpot's form, so that nothing moves when it renders; ours links it under its fields. */}
                <p className={formStyles.email}>
                  <PrivacyLink />
                </p>
                <div id={EMBED_TARGET} />
                {meetings ? <BookConsultation href={meetings} form="hubspot" hidden /> : null}
              </section>
            </div>
            <Unavailable words={page.unavailable} email={copy.form} mailto={mailto} />
          </div>
        </ApplicationCopyContext.Provider>
      </div>
    </div>
  )
}
