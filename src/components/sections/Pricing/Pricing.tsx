import { packageSlug } from '../../../application/package'
import {
  premium as premiumCopy,
  packages as packagesCopy,
  pricingSection as pricingSectionCopy,
} from '../../../content/pricing'
import { fill } from '../../../ground/fill'
import { priceInText } from '../../../ground/format'
import { Price } from '../../../ui/Price/Price'
import { Icon } from '../../../ui/Icon/Icon'
import { Link } from '../../../ui/Link/Link'
import { Section } from '../../../ui/Section/Section'
import { useLang } from '../../../lib/page-context'
import styles from './Pricing.module.css'

export function Pricing() {
  const lang = useLang()
  const premium = premiumCopy[lang]
  const packages = packagesCopy[lang]
  const pricingSection = pricingSectionCopy[lang]
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
                  {pkg.title}
                </h3>
                <p className={styles.subtitle}>{pkg.subtitle}</p>
                <p className={styles.price}>
                  <Price amount={pkg.price} className={styles.amount} />{' '}
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
                  search={{ package: packageSlug(pkg.name) }}
                  variant={pkg.popular ? 'primary' : 'outline'}
                  className={styles.cta}
                  aria-describedby={titleId}
                  data-cta="pricing"
                  data-package={pkg.name}
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
          <p className={styles.premiumLine}>{fill(premium.line, { price: priceInText(premium.price, lang) })}</p>
        </div>
        <Link
          to="/get-started"
          variant="outline-inverse"
          className={styles.premiumCta}
          data-cta="pricing"
          data-package="premium"
        >
          {premium.ctaLabel}
        </Link>
      </aside>
    </Section>
  )
}
