import { LOGO_PATH } from '../../styles/brand.mjs'
import styles from './Logo.module.css'

export interface LogoProps {
  name: string
  /** @default 'default' */
  tone?: 'default' | 'inverse'
}

/** The brand mark and word mark; the name is real text, so it reads and zooms as text. */
export function Logo({ name, tone = 'default' }: LogoProps) {
  return (
    <span className={styles.logo} data-tone={tone}>
      <svg className={styles.mark} width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="9" className={styles.markBg} />
        <path d={LOGO_PATH} fill="none" strokeWidth="3" strokeLinecap="round" className={styles.markStroke} />
        <circle cx="22" cy="10" r="2.2" className={styles.markDot} />
      </svg>
      <span className={styles.word}>{name}</span>
    </span>
  )
}
