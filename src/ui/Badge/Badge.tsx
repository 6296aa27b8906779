import type { ReactNode } from 'react'
import styles from './Badge.module.css'

export interface BadgeProps {
  children: ReactNode
  /** @default 'accent' */
  tone?: 'accent' | 'neutral'
  size?: 'small' | 'medium'
}

export function Badge({ children, tone = 'accent', size = 'medium' }: BadgeProps) {
  return (
    <span className={styles.badge} data-tone={tone} data-size={size}>
      {children}
    </span>
  )
}
