import { installSteps } from '../../../content/pwa'
import { chrome, site } from '../../../content/site'
import { Island } from '../../../islands/Island.server'
import { InstallButton } from '../Install/InstallButton.island'
import { useLang } from '../../../lib/page-context'
import { LanguageLink } from '../LanguageLink/LanguageLink'
import { ExternalLink } from '../../../ui/Link/ExternalLink'
import { Link } from '../../../ui/Link/Link'
import { Logo } from '../../../ui/Logo/Logo'
import styles from './Footer.module.css'

export function Footer() {
  const lang = useLang()
  const copy = chrome[lang]
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <Link to="/" variant="plain" aria-label={copy.homeLabel}>
            <Logo name={site.name} tone="inverse" />
          </Link>
          <p className={styles.note}>{copy.footerNote}</p>
        </div>
        <ul className={styles.links}>
          <li>
            <Link to="/get-started" variant="outline-inverse" data-cta="footer">
              {copy.getStarted}
            </Link>
          </li>
          <li>
            <LanguageLink label={copy.otherLanguage} variant="plain" />
          </li>
          <li>
            <Link to="/privacy" variant="plain">
              {copy.privacy}
            </Link>
          </li>
          <li>
            <ExternalLink href={site.linkedInUrl} newTabHint={copy.newTabHint} variant="plain">
              {copy.linkedIn}
            </ExternalLink>
          </li>
          <Island
            component={InstallButton}
            as="li"
            hydrate="interaction"
            props={{ variant: 'outline-inverse', copy, steps: installSteps[lang] }}
          />
        </ul>
        <p className={styles.copyright}>{copy.copyright}</p>
      </div>
    </footer>
  )
}
