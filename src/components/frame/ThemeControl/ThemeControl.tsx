import { useSyncExternalStore } from 'react'
import type { FrameWords } from '../../../content/site'
import { currentTheme, onThemeChange, THEME_CHOICES, type ThemeChoice } from '../../../lib/theme'
import { Icon } from '../../../ui/Icon/Icon'
import styles from './ThemeControl.module.css'

export interface ThemeControlProps {
  copy: Pick<FrameWords, 'themeLabel' | 'themeOptions'>
  /** Each option named in text beside its icon. @default false */
  labels?: boolean
  className?: string
}

/** Toggle buttons in a labelled group, no island: the theme's inline script (src/lib/theme.script.ts) runs them. */
export function ThemeControl({ copy, labels = false, className }: ThemeControlProps) {
  // As served, the system's setting; drawn in the browser (the menu's drawer), the visitor's.
  const theme = useSyncExternalStore(onThemeChange, currentTheme, (): ThemeChoice => 'system')
  return (
    <div
      role="group"
      aria-label={copy.themeLabel}
      className={[styles.group, className].filter(Boolean).join(' ')}
      data-labels={labels || undefined}
      // Without JavaScript a choice could not be kept: the system's setting applies.
      data-nojs-hide
    >
      {THEME_CHOICES.map((choice) => (
        <button
          key={choice}
          type="button"
          data-theme-option={choice}
          aria-pressed={theme === choice}
          aria-label={labels ? undefined : copy.themeOptions[choice]}
          className={styles.option}
        >
          <Icon name={choice} size={18} />
          {labels ? copy.themeOptions[choice] : null}
        </button>
      ))}
    </div>
  )
}
