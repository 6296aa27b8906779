import { installSteps } from '../../../content/pwa'
import { chrome, navigation, site } from '../../../content/site'
import { Island } from '../../../islands/Island.server'
import { useLang } from '../../../lib/page-context'
import { Link } from '../../../ui/Link/Link'
import { Logo } from '../../../ui/Logo/Logo'
import { LanguageLink } from '../LanguageLink/LanguageLink'
import { MobileMenu } from '../MobileMenu/MobileMenu.island'
import { ThemeControl } from '../ThemeControl/ThemeControl'
import { fullRowRule, type HeaderWords } from './header-fit'
import { NavLinks } from './NavLinks'
import styles from './Header.module.css'

/** One row at every width, each part joining it as its own words fit (header-fit.ts); all in the drawer, a native dialog without script. */
export function Header() {
  const lang = useLang()
  const copy = chrome[lang]
  const words: HeaderWords = {
    name: site.name,
    sections: navigation[lang].map((item) => item.label),
    otherLanguage: copy.otherLanguage,
    getStarted: copy.getStarted,
  }
  return (
    <header className={styles.header}>
      {/* React hoists it into the head. */}
      <style href="header-row" precedence="header">
        {fullRowRule(words, styles.inner!)}
      </style>
      <div className={styles.inner}>
        <Link to="/" variant="plain" aria-label={copy.homeLabel} className={styles.home}>
          <Logo name={site.name} />
        </Link>
        <nav aria-label={copy.mainNavLabel} className={styles.nav}>
          <NavLinks items={navigation[lang]} className={styles.list} linkClassName={styles.section} />
        </nav>
        <LanguageLink label={copy.otherLanguage} className={styles.language} />
        <ThemeControl copy={copy} className={styles.theme} />
        <Link to="/get-started" variant="outline" className={styles.cta} data-cta="header">
          {copy.getStarted}
        </Link>
        <div className={styles.menu}>
          <Island
            component={MobileMenu}
            hydrate="interaction"
            props={{ copy, navigation: navigation[lang], installSteps: installSteps[lang] }}
          />
        </div>
      </div>
    </header>
  )
}
