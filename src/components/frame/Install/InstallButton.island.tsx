import { lazy, Suspense, useState, useSyncExternalStore } from 'react'
import { useEarly } from '../../../early-input/useEarly'
import { installOffer, onInstallOfferChange, promptInstall } from '../../../lib/install'
import type { FrameWords } from '../../../content/site'
import { Button, type ButtonProps } from '../../../ui/Button/Button'
import { Icon } from '../../../ui/Icon/Icon'
import type { InstallStepsCopy } from './InstallSteps'

const InstallSteps = lazy(() => import('./InstallSteps').then((module) => ({ default: module.InstallSteps })))

const useInstallOffer = () =>
  useSyncExternalStore(
    onInstallOfferChange,
    () => installOffer(),
    () => undefined,
  )

/** Hidden as served: the client entry shows it before hydration when there is an offer (`data-install`). */
export function InstallButton({
  variant,
  className,
  copy,
  steps: stepsCopy,
}: {
  variant: ButtonProps['variant']
  className?: string
  copy: Pick<FrameWords, 'installApp'>
  steps: InstallStepsCopy
}) {
  const offer = useInstallOffer()
  const early = useEarly('queue')
  const [steps, setSteps] = useState<'ios' | 'mac'>()
  return (
    <>
      <Button
        ref={early.ref}
        {...early.props}
        variant={variant}
        className={className}
        hidden={!offer}
        data-install
        onPress={() => (offer === 'prompt' ? void promptInstall() : offer && setSteps(offer))}
      >
        <Icon name="download" size={20} />
        {copy.installApp}
      </Button>
      {steps ? (
        <Suspense fallback={null}>
          <InstallSteps platform={steps} copy={stepsCopy} onClose={() => setSteps(undefined)} />
        </Suspense>
      ) : null}
    </>
  )
}
