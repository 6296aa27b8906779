import { Button } from 'react-aria-components'
import { chrome } from '../../../content/site'
import { useEarly } from '../../../lib/early-input'
import { chooseTheme, useTheme, type ThemeChoice } from '../../../lib/theme'
import { Icon } from '../../ui/Icon/Icon'
import styles from './ThemeControl.module.css'

const CHOICES: ThemeChoice[] = ['system', 'light', 'dark']

/**
 * System, Light or Dark: a labelled group of three React Aria buttons, the chosen one pressed
 * (`aria-pressed`). React Aria's ToggleButtonGroup would make it a radio group, but it added
 * 4 KB gzip to every page's start-up (its ToggleButtons alone 0.7 KB), against a 3 KB budget for
 * all of issue 11's features. Which one shows as chosen comes from the page's own `data-theme` in CSS, so
 * it is right from the first paint; a press before hydration is kept and performed once the
 * control is ready.
 */
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
