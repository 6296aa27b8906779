import { lazy, Suspense, useState, useSyncExternalStore } from 'react'
import { installOffer, onInstallOfferChange, promptInstall } from '../../../lib/install'
import { Button, type ButtonProps } from '../../ui/Button/Button'
import { Icon } from '../../ui/Icon/Icon'

const InstallSteps = lazy(() => import('./InstallSteps').then((module) => ({ default: module.InstallSteps })))

const useInstallOffer = () => useSyncExternalStore(onInstallOfferChange, () => installOffer(), () => undefined)

/** Shown only where the browser offers to install the site, or on Safari (its steps by hand). */
export function InstallButton({ variant, className, label }: { variant: ButtonProps['variant']; className?: string; label: string }) {
  const offer = useInstallOffer()
  const [steps, setSteps] = useState<'ios' | 'mac'>()
  if (!offer && !steps) return null
  return (
    <>
      {offer ? (
        <Button variant={variant} className={className} onPress={() => (offer === 'prompt' ? void promptInstall() : setSteps(offer))}>
          <Icon name="download" size={20} />
          {label}
        </Button>
      ) : null}
      {steps ? (
        <Suspense fallback={null}>
          <InstallSteps platform={steps} onClose={() => setSteps(undefined)} />
        </Suspense>
      ) : null}
    </>
  )
}
