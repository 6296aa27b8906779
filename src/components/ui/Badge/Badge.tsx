import type { ReactNode } from 'react'
import styles from './Badge.module.css'

export interface BadgeProps {
  children: ReactNode
  /** @default 'accent' */
  tone?: 'accent' | 'neutral'
}

export function Badge({ children, tone = 'accent' }: BadgeProps) {
  return (
    <span className={styles.badge} data-tone={tone}>
      {children}
    </span>
  )
}
