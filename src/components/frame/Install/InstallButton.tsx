import { lazy, Suspense, useState } from 'react'
import { chrome } from '../../../content/site'
import { promptInstall, useInstallOffer } from '../../../lib/install'
import { Button, type ButtonProps } from '../../ui/Button/Button'
import { Icon } from '../../ui/Icon/Icon'

const InstallSteps = lazy(() => import('./InstallSteps').then((module) => ({ default: module.InstallSteps })))

export function InstallButton({
  variant,
  className,
  listItem = false,
}: {
  variant: ButtonProps['variant']
  className?: string
  /** In a list: the button comes in its own item, and no empty item is left when it is hidden. */
  listItem?: boolean
}) {
  const offer = useInstallOffer()
  const [steps, setSteps] = useState<'ios' | 'mac'>()
  if (!offer && !steps) return null
  const button = offer ? (
    <Button variant={variant} className={className} onPress={() => (offer === 'prompt' ? void promptInstall() : setSteps(offer))}>
      <Icon name="download" size={20} />
      {chrome.installApp}
    </Button>
  ) : null
  return (
    <>
      {listItem && button ? <li>{button}</li> : button}
      {steps ? (
        <Suspense fallback={null}>
          <InstallSteps platform={steps} onClose={() => setSteps(undefined)} />
        </Suspense>
      ) : null}
    </>
  )
}
