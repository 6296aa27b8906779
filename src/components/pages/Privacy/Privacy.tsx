import { Fragment, type ReactNode } from 'react'
import { intlLocale } from '../../../ground/locale'
import { privacyPage } from '../../../content/pages'
import { pwa } from '../../../content/pwa'
import { chrome } from '../../../content/site'
import { fillParts } from '../../../ground/fill'
import { formatFigures } from '../../../ground/format'
import { useLang } from '../../../lib/page-context'
import { BaseLink } from '../../../ui/Link/Link'
import { ExternalLink } from '../../../ui/Link/ExternalLink'
import { formFields, HUBSPOT_PRIVACY_URL, privacyFacts, type PrivacyFacts } from './privacy-facts'
import styles from './Privacy.module.css'

function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.part}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      {children}
    </section>
  )
}

function Item({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={styles.item}>
      <h3 className={styles.subheading}>{title}</h3>
      <p>{children}</p>
    </div>
  )
}

export function Privacy({ facts = privacyFacts() }: { facts?: PrivacyFacts }) {
  const lang = useLang()
  const copy = privacyPage[lang]
  const code = (name: string | number) => <code className={styles.code}>{name}</code>
  const {
    email,
    draftKey,
    queueDb,
    ledgerDb,
    themeKey,
    sourceKey,
    precacheName,
    videoCache,
    pictureCache,
    region,
    ...numbers
  } = facts.figures
  const mail = <BaseLink href={`mailto:${email}`}>{email}</BaseLink>
  const codes = (names: readonly string[]) =>
    new Intl.ListFormat(intlLocale[lang], { type: 'conjunction' })
      .formatToParts(names)
      .map((part, index) => <Fragment key={index}>{part.type === 'element' ? code(part.value) : part.value}</Fragment>)
  const values: Record<string, ReactNode> = {
    ...formatFigures(numbers, lang),
    email: mail,
    draftKey: code(draftKey),
    queueDb: code(queueDb),
    ledgerDb: code(ledgerDb),
    themeKey: code(themeKey),
    sourceKey: code(sourceKey),
    sourceTags: <>{codes(facts.sourceTags)}</>,
    precacheName: code(precacheName),
    videoCache: code(videoCache),
    pictureCache: code(pictureCache),
    region: code(region),
    place: copy.hubspot.places[region],
    hubspotCookies: <>{codes(facts.hubspotCookies)}</>,
  }
  const say = (template: string) =>
    fillParts(template, values).map((part, index) => <Fragment key={index}>{part}</Fragment>)
  const { device, measurement } = copy

  return (
    <article className={styles.page}>
      <div className={styles.part}>
        <h1 className={styles.title}>{copy.title}</h1>
        <p className={styles.intro}>{copy.intro}</p>
      </div>
      <Part id="who" title={copy.who.title}>
        <p>{say(copy.who.text)}</p>
      </Part>
      <Part id="application" title={copy.collected.title}>
        <p>{copy.collected.text}</p>
        <ul className={styles.list}>
          {formFields(lang).map((label) => (
            <li key={label}>{label}</li>
          ))}
        </ul>
        <p>{copy.collected.purpose}</p>
      </Part>
      <Part id="hubspot" title={copy.hubspot.title}>
        <p>
          {say(copy.hubspot.text)}{' '}
          <ExternalLink href={HUBSPOT_PRIVACY_URL} newTabHint={chrome[lang].newTabHint}>
            {copy.hubspot.policyLink}
          </ExternalLink>
        </p>
      </Part>
      <Part id="keeping" title={copy.keeping.title}>
        <p>{say(copy.keeping.text)}</p>
      </Part>
      <Part id="device" title={device.title}>
        <p>{device.intro}</p>
        {([device.draft, device.waiting, device.theme, device.source] as const).map((item) => (
          <Item key={item.title} title={item.title}>
            {say(item.text)}
          </Item>
        ))}
        <Item title={device.caches.title}>{say(device.caches.text)}</Item>
        <p className={styles.release}>
          {chrome[lang].versionLabel} {__APP_VERSION__}
        </p>
        <p role="status" className={styles.offline} data-offline-status={pwa[lang].offlineReady} />
        <p>{device.clearing}</p>
      </Part>
      <Part id="cookies" title={copy.cookies.title}>
        <p>{say(copy.cookies.text)}</p>
      </Part>
      {/* Said only as the build is: without an analytics domain, nothing is sent. */}
      <Part id="measurement" title={measurement.title}>
        {facts.measured ? (
          <>
            <p>{say(measurement.on)}</p>
            <ul className={styles.list}>
              {facts.events.map((event) => (
                <li key={event}>{measurement.events[event]}</li>
              ))}
            </ul>
            <p>{measurement.provider}</p>
          </>
        ) : (
          <p>{measurement.off}</p>
        )}
      </Part>
      {facts.booking ? (
        <Part id="booking" title={copy.booking.title}>
          <p>{copy.booking.text}</p>
        </Part>
      ) : null}
      <Part id="rights" title={copy.rights.title}>
        <p>{say(copy.rights.text)}</p>
      </Part>
    </article>
  )
}
