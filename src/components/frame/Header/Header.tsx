import { installSteps } from '../../../content/pwa'
import { chrome, navigation, site } from '../../../content/site'
import { Island } from '../../../islands/Island.server'
import { useLang } from '../../../lib/page-context'
import { Link } from '../../ui/Link/Link'
import { Logo } from '../../ui/Logo/Logo'
import { LanguageLink } from '../LanguageLink/LanguageLink'
import { MobileMenu } from '../MobileMenu/MobileMenu.island'
import { ThemeControl } from '../ThemeControl/ThemeControl'
import { NavLinks } from './NavLinks'
import styles from './Header.module.css'

export function Header() {
  const lang = useLang()
  const copy = chrome[lang]
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link to="/" variant="plain" aria-label={copy.homeLabel} className={styles.home}>
          <Logo name={site.name} />
        </Link>
        {/* One group, so that with large text the language link wraps under the sections rather than off the screen. */}
        <div className={styles.middle}>
          <nav aria-label={copy.mainNavLabel} className={styles.nav} data-nojs-show>
            <NavLinks items={navigation[lang]} className={styles.list} />
          </nav>
          <LanguageLink label={copy.otherLanguage} className={styles.language} />
        </div>
        <ThemeControl copy={copy} className={styles.theme} />
        <Link to="/get-started" variant="outline" className={styles.cta} data-cta="header">
          {copy.getStarted}
        </Link>
        <div className={styles.menu} data-nojs-hide>
          <Island component={MobileMenu} hydrate="interaction" props={{ copy, navigation: navigation[lang], installSteps: installSteps[lang] }} />
        </div>
      </div>
    </header>
  )
}
