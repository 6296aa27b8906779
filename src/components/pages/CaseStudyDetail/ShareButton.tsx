import { lazy, Suspense, useState } from 'react'
import { useEarly } from '../../../lib/early-input'
import { shareOrCopy } from '../../../lib/share'
import { Button } from '../../ui/Button/Button'
import { Icon } from '../../ui/Icon/Icon'
import type { ShareDialogCopy } from './ShareDialog'

const ShareDialog = lazy(() => import('./ShareDialog').then((module) => ({ default: module.ShareDialog })))

export interface ShareButtonProps {
  title: string
  text: string
  url: string
  copy: ShareDialogCopy & { share: string; copied: string }
}

/** The share sheet, else the address copied, else a dialog to copy it from; a cancelled share says nothing. */
export function ShareButton({ title, text, url, copy }: ShareButtonProps) {
  const early = useEarly('queue')
  const [manual, setManual] = useState<string | undefined>()
  const share = async () => {
    if ((await shareOrCopy({ title, text, url }, copy.copied)) === 'manual') setManual(url)
  }
  return (
    <>
      <Button
        ref={early.ref}
        {...early.props}
        variant="secondary"
        onPress={() => void share()}
        data-nojs-hide
      >
        <Icon name="share" size={20} />
        {copy.share}
      </Button>
      {manual ? (
        <Suspense fallback={null}>
          <ShareDialog url={manual} copy={copy} onClose={() => setManual(undefined)} />
        </Suspense>
      ) : null}
    </>
  )
}
