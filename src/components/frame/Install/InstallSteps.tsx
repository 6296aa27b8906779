import type { installSteps } from '../../../content/pwa'
import { ModalDialog } from '../../../ui/ModalDialog/ModalDialog'
import styles from './InstallSteps.module.css'

export type InstallStepsCopy = (typeof installSteps)['en']

export function InstallSteps({
  platform,
  copy,
  onClose,
}: {
  platform: 'ios' | 'mac'
  copy: InstallStepsCopy
  onClose: () => void
}) {
  const { intro, steps } = copy[platform]
  return (
    <ModalDialog title={copy.title} closeLabel={copy.close} onClose={onClose}>
      <p>{intro}</p>
      <ol className={styles.steps}>
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </ModalDialog>
  )
}
