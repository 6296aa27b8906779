import { premium, packages, pricingSection } from '../../../content/pricing'
import { formatPrice } from '../../../lib/format'
import { Icon } from '../../ui/Icon/Icon'
import { Link } from '../../ui/Link/Link'
import { Section } from '../../ui/Section/Section'
import styles from './Pricing.module.css'

export function Pricing() {
  return (
    <Section id="pricing" title={pricingSection.title} intro={pricingSection.intro}>
      <ul className={styles.grid}>
        {packages.map((pkg) => {
          const titleId = `package-${pkg.name.toLowerCase().replace(/\s+/g, '-')}`
          return (
            <li key={pkg.name} className={styles.card} data-popular={pkg.popular || undefined}>
              <article aria-labelledby={titleId} className={styles.article}>
                {pkg.badge ? <p className={styles.badge}>{pkg.badge}</p> : null}
                <h3 id={titleId} className={styles.name}>
                  {pkg.name}
                </h3>
                <p className={styles.subtitle}>{pkg.subtitle}</p>
                <p className={styles.price}>
                  <span className={styles.amount}>{formatPrice(pkg.price)}</span>{' '}
                  <span className={styles.note}>{pkg.currencyNote}</span>
                </p>
                <ul className={styles.features}>
                  {pkg.features.map((feature) => (
                    <li key={feature} className={styles.feature}>
                      <Icon name="check" size={20} className={styles.check} />
                      {feature}
                    </li>
                  ))}
                </ul>
                <Link
                  to="/get-started"
                  variant={pkg.popular ? 'primary' : 'outline'}
                  className={styles.cta}
                  aria-describedby={titleId}
                >
                  {pkg.ctaLabel}
                </Link>
              </article>
            </li>
          )
        })}
      </ul>
      <aside className={styles.premium} aria-labelledby="premium-title">
        <div className={styles.premiumText}>
          <h3 id="premium-title" className={styles.premiumTitle}>
            {premium.title}
          </h3>
          <p>{premium.text}</p>
          <p className={styles.premiumLine}>{premium.line}</p>
        </div>
        <Link to="/get-started" variant="outline-inverse" className={styles.premiumCta}>
          {premium.ctaLabel}
        </Link>
      </aside>
    </Section>
  )
}
