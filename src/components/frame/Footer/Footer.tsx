import { chrome, site } from '../../../content/site'
import { InstallButton } from '../Install/InstallButton'
import { ThemeControl } from '../ThemeControl/ThemeControl'
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
          <InstallButton variant="outline-inverse" listItem />
        </ul>
        <ThemeControl className={styles.theme} />
        <p className={styles.copyright}>
          {chrome.copyright}{' '}
          <span className={styles.version}>
            {chrome.versionLabel} {__APP_VERSION__}
          </span>
        </p>
      </div>
    </footer>
  )
}
