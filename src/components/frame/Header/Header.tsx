import { installSteps } from '../../../content/pwa'
import { chrome, navigation, site } from '../../../content/site'
import { Island } from '../../../islands/Island'
import { useLang } from '../../../lib/page-context'
import { Link } from '../../ui/Link/Link'
import { Logo } from '../../ui/Logo/Logo'
import { LanguageLink } from '../LanguageLink/LanguageLink'
import { NavLinks } from './NavLinks'
import styles from './Header.module.css'

export function Header() {
  const lang = useLang()
  const copy = chrome[lang]
  const themeCopy = { label: copy.themeLabel, options: copy.themeOptions }
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
        <Island name="theme" id="theme-header" hydrate="interaction" props={{ copy: themeCopy, className: styles.theme }} />
        <Link to="/get-started" variant="outline" className={styles.cta} data-cta="header">
          {copy.getStarted}
        </Link>
        <div className={styles.menu} data-nojs-hide>
          <Island
            name="menu"
            hydrate="interaction"
            props={{
              navigation: navigation[lang],
              copy: {
                menuButton: copy.menuButton,
                closeMenu: copy.closeMenu,
                drawerTitle: copy.drawerTitle,
                mainNavLabel: copy.mainNavLabel,
                getStarted: copy.getStarted,
                theme: themeCopy,
                installApp: copy.installApp,
                installSteps: installSteps[lang],
                otherLanguage: copy.otherLanguage,
              },
            }}
          />
        </div>
      </div>
    </header>
  )
}
