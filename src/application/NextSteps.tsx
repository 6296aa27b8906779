import type { applicationPage } from '../content/pages'
import styles from './ApplicationPage.module.css'

/** What follows an application, and when: beside the form from 1024 px, above it below that. */
export function NextSteps({ words }: { words: (typeof applicationPage)['en']['nextSteps'] }) {
  return (
    <section className={styles.nextSteps} aria-labelledby="next-steps-title">
      <h2 id="next-steps-title" className={styles.nextStepsTitle}>
        {words.title}
      </h2>
      <ol className={styles.steps}>
        {words.steps.map((step) => (
          <li key={step.title} className={styles.step}>
            <span className={styles.stepTitle}>{step.title}</span>
            <span className={styles.when}>{step.when}</span>
          </li>
        ))}
      </ol>
    </section>
  )
}
