import { faq as faqCopy } from '../../../content/home'
import { useLang } from '../../../lib/page-context'
import { Icon } from '../../../ui/Icon/Icon'
import { Section } from '../../../ui/Section/Section'
import styles from './Faq.module.css'

/** Native disclosures: they open and close with a click or the keyboard before, and without, any script. */
export function Faq() {
  const lang = useLang()
  const faq = faqCopy[lang]
  return (
    <Section id="faq" title={faq.title} intro={faq.intro}>
      <div className={styles.list}>
        {faq.items.map((item) => (
          <details key={item.question} className={styles.item}>
            <summary className={styles.summary}>
              <h3 className={styles.question}>{item.question}</h3>
              <Icon name="chevron-down" className={styles.indicator} />
            </summary>
            <p className={styles.answer}>{item.answer}</p>
          </details>
        ))}
      </div>
    </Section>
  )
}
