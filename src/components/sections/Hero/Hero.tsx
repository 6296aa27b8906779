import { hero } from '../../../content/home'
import { PageHeading } from '../../frame/Layout/PageHeading'
import { Link } from '../../ui/Link/Link'
import { HeroVideo } from './HeroVideo'
import styles from './Hero.module.css'

export function Hero() {
  return (
    <div className={styles.hero}>
      <div className={styles.inner}>
        <div className={styles.copy}>
          <p className={styles.eyebrow}>{hero.eyebrow}</p>
          <PageHeading className={styles.headline}>
            {hero.headline}
          </PageHeading>
          <p className={styles.lead}>{hero.lead}</p>
          <div className={styles.actions}>
            <Link to="/get-started" variant="primary" size="lg">
              {hero.cta}
            </Link>
          </div>
        </div>
        <HeroVideo />
      </div>
    </div>
  )
}
