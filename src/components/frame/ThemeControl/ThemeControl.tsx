import { Button } from 'react-aria-components'
import { chrome } from '../../../content/site'
import { useEarly } from '../../../lib/early-input'
import { chooseTheme, useTheme, type ThemeChoice } from '../../../lib/theme'
import { Icon } from '../../ui/Icon/Icon'
import styles from './ThemeControl.module.css'

const CHOICES: ThemeChoice[] = ['system', 'light', 'dark']

/** Three toggle buttons (`aria-pressed`) in a labelled group; CSS shows the chosen one from `data-theme` before hydration. */
export function ThemeControl({ labels = false, className }: { labels?: boolean; className?: string }) {
  const theme = useTheme()
  return (
    <div
      role="group"
      aria-label={chrome.themeLabel}
      className={[styles.group, className].filter(Boolean).join(' ')}
      data-labels={labels || undefined}
      // Without JavaScript a choice could not be kept: the system's setting applies.
      data-nojs-hide
    >
      {CHOICES.map((choice) => (
        <ThemeOption key={choice} choice={choice} chosen={theme === choice} labels={labels} />
      ))}
    </div>
  )
}

function ThemeOption({ choice, chosen, labels }: { choice: ThemeChoice; chosen: boolean; labels: boolean }) {
  const early = useEarly('queue')
  const label = chrome.themeOptions[choice]
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
