import { Button } from 'react-aria-components'
import { useEarly } from '../../../lib/early-input'
import { chooseTheme, useTheme, type ThemeChoice } from '../../../lib/theme'
import { Icon } from '../../ui/Icon/Icon'
import styles from './ThemeControl.module.css'

const CHOICES: ThemeChoice[] = ['system', 'light', 'dark']

export interface ThemeControlProps {
  copy: { label: string; options: Record<ThemeChoice, string> }
  /** Each option named in text beside its icon. @default false */
  labels?: boolean
  className?: string
}

/** Three toggle buttons (`aria-pressed`) in a labelled group; CSS shows the chosen one from `data-theme` before hydration. */
export function ThemeControl({ copy, labels = false, className }: ThemeControlProps) {
  const theme = useTheme()
  return (
    <div
      role="group"
      aria-label={copy.label}
      className={[styles.group, className].filter(Boolean).join(' ')}
      data-labels={labels || undefined}
      // Without JavaScript a choice could not be kept: the system's setting applies.
      data-nojs-hide
    >
      {CHOICES.map((choice) => (
        <ThemeOption key={choice} choice={choice} label={copy.options[choice]} chosen={theme === choice} labels={labels} />
      ))}
    </div>
  )
}

function ThemeOption({ choice, label, chosen, labels }: { choice: ThemeChoice; label: string; chosen: boolean; labels: boolean }) {
  // Before hydration the early-input script applies a choice itself.
  const early = useEarly('theme')
  return (
    <Button
      ref={early.ref}
      {...early.props}
      aria-pressed={chosen}
      // Pressing the chosen one again keeps it: one of the three is always chosen.
      onPress={() => chooseTheme(choice)}
      aria-label={labels ? undefined : label}
      className={styles.option}
      data-theme-option={choice}
    >
      <Icon name={choice} size={18} />
      {labels ? label : null}
    </Button>
  )
}
