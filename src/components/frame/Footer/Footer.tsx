import { pwa } from '../../../content/pwa'
import { chrome, site } from '../../../content/site'
import { Island } from '../../../islands/Island'
import { ExternalLink } from '../../ui/Link/ExternalLink'
import { Link } from '../../ui/Link/Link'
import { Logo } from '../../ui/Logo/Logo'
import styles from './Footer.module.css'

export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <Link to="/" variant="plain" aria-label={chrome.homeLabel}>
            <Logo name={site.name} tone="inverse" />
          </Link>
          <p className={styles.note}>{chrome.footerNote}</p>
        </div>
        <ul className={styles.links}>
          <li>
            <Link to="/get-started" variant="outline-inverse">
              {chrome.getStarted}
            </Link>
          </li>
          <li>
            <ExternalLink href={site.linkedInUrl} newTabHint={chrome.newTabHint} variant="plain">
              {chrome.linkedIn}
            </ExternalLink>
          </li>
          {/* Hidden until the browser offers to install the site. */}
          <Island name="install" as="li" hydrate="interaction" props={{ variant: 'outline-inverse', label: chrome.installApp }} />
        </ul>
        <Island
          name="theme"
          id="theme-footer"
          hydrate="interaction"
          props={{ copy: { label: chrome.themeLabel, options: chrome.themeOptions }, className: styles.theme }}
        />
        <p className={styles.copyright}>
          {chrome.copyright}{' '}
          <span className={styles.version}>
            {chrome.versionLabel} {__APP_VERSION__}
          </span>
        </p>
        {/* Says its text once the site is kept on the device (src/lib/notifications.ts), so it is
            announced; last, so nothing moves when it appears. */}
        <p role="status" className={styles.offline} data-offline-status={pwa.offlineReady} />
      </div>
    </footer>
  )
}
