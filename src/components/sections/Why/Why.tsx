import { why as whyCopy } from '../../../content/home'
import { Icon } from '../../../ui/Icon/Icon'
import { Section } from '../../../ui/Section/Section'
import { useLang } from '../../../lib/page-context'
import styles from './Why.module.css'

export function Why() {
  const lang = useLang()
  const why = whyCopy[lang]
  return (
    <Section id="why" title={why.title} tone="inverse">
      <div className={styles.layout}>
        <p className={styles.stat}>
          <bdi className={styles.number}>{why.stat}</bdi>
          <span className={styles.label}>{why.statLabel}</span>
        </p>
        <div className={styles.body}>
          {why.paragraphs.map((text) => (
            <p key={text}>{text}</p>
          ))}
          <ul className={styles.points}>
            {why.points.map((point) => (
              <li key={point} className={styles.point}>
                <Icon name="check" size={20} className={styles.check} />
                {point}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </Section>
  )
}
