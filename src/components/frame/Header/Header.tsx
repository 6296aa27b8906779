import { chrome, navigation, site } from '../../../content/site'
import { Island } from '../../../islands/Island'
import { Link } from '../../ui/Link/Link'
import { Logo } from '../../ui/Logo/Logo'
import { NavLinks } from './NavLinks'
import styles from './Header.module.css'

const themeCopy = { label: chrome.themeLabel, options: chrome.themeOptions }

export function Header() {
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link to="/" variant="plain" aria-label={chrome.homeLabel} className={styles.home}>
          <Logo name={site.name} />
        </Link>
        <nav aria-label={chrome.mainNavLabel} className={styles.nav} data-nojs-show>
          <NavLinks items={navigation} className={styles.list} />
        </nav>
        <Island name="theme" id="theme-header" hydrate="interaction" props={{ copy: themeCopy, className: styles.theme }} />
        <Link to="/get-started" variant="outline" className={styles.cta}>
          {chrome.getStarted}
        </Link>
        <div className={styles.menu} data-nojs-hide>
          <Island
            name="menu"
            hydrate="interaction"
            props={{
              navigation,
              copy: {
                menuButton: chrome.menuButton,
                closeMenu: chrome.closeMenu,
                drawerTitle: chrome.drawerTitle,
                mainNavLabel: chrome.mainNavLabel,
                getStarted: chrome.getStarted,
                theme: themeCopy,
                installApp: chrome.installApp,
              },
            }}
          />
        </div>
      </div>
    </header>
  )
}
