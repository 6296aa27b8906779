import type { ReactNode } from 'react'
import type { SectionId } from '../../content/types'
import styles from './Section.module.css'

export interface SectionProps {
  id: SectionId
  title: string
  intro?: string
  children: ReactNode
  /** @default 'default' */
  tone?: 'default' | 'subtle' | 'inverse'
}

/** A home-page section: a landmark labelled by its heading, focusable as a hash-link target. */
export function Section({ id, title, intro, children, tone = 'default' }: SectionProps) {
  const headingId = `${id}-title`
  return (
    <section id={id} aria-labelledby={headingId} className={styles.section} data-tone={tone} tabIndex={-1}>
      <div className={styles.inner}>
        <div className={styles.head}>
          <h2 id={headingId} className={styles.title}>
            {title}
          </h2>
          {intro ? <p className={styles.intro}>{intro}</p> : null}
        </div>
        {children}
      </div>
    </section>
  )
}
