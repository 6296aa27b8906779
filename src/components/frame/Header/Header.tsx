import { chrome, navigation, site } from '../../../content/site'
import { Link } from '../../ui/Link/Link'
import { Logo } from '../../ui/Logo/Logo'
import { MobileMenu } from '../MobileMenu/MobileMenu'
import { ThemeControl } from '../ThemeControl/ThemeControl'
import { NavLinks } from './NavLinks'
import styles from './Header.module.css'

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
        <ThemeControl className={styles.theme} />
        <Link to="/get-started" variant="outline" className={styles.cta}>
          {chrome.getStarted}
        </Link>
        <div className={styles.menu} data-nojs-hide>
          <MobileMenu />
        </div>
      </div>
    </header>
  )
}
