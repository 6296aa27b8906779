import { hero as heroCopy } from '../../../content/home'
import { pwa } from '../../../content/pwa'
import { keepFiguresWithWords } from '../../../ground/format'
import { useLang } from '../../../lib/page-context'
import { Island } from '../../../islands/Island.server'
import { HeroVideo } from './HeroVideo.island'
import { Link } from '../../../ui/Link/Link'
import styles from './Hero.module.css'

export function Hero() {
  const lang = useLang()
  const hero = heroCopy[lang]
  return (
    <div className={styles.hero}>
      <div className={styles.inner}>
        <div className={styles.copy}>
          <p className={styles.eyebrow}>{hero.eyebrow}</p>
          <h1 className={styles.headline}>{keepFiguresWithWords(hero.headline)}</h1>
          <p className={styles.lead}>{hero.lead}</p>
          <div className={styles.actions}>
            <Link to="/get-started" variant="primary" size="lg" data-cta="hero">
              {hero.cta}
            </Link>
          </div>
        </div>
        <Island component={HeroVideo} hydrate="interaction" props={{ copy: hero, offline: pwa[lang].video }} />
      </div>
    </div>
  )
}
