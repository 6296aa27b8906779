import { lazy, Suspense, useState } from 'react'
import { useEarly } from '../../../early-input/useEarly'
import { shareOrCopy, type ShareData } from './share'
import { Button } from '../../../ui/Button/Button'
import { Icon } from '../../../ui/Icon/Icon'
import type { ShareCopy } from './ShareDialog'

const ShareDialog = lazy(() => import('./ShareDialog').then((module) => ({ default: module.ShareDialog })))

export function ShareButton({ share: data, copy }: { share: ShareData; copy: ShareCopy }) {
  const early = useEarly('queue', { 'data-share': JSON.stringify(data) })
  const [manual, setManual] = useState<string | undefined>()
  const share = async () => {
    if ((await shareOrCopy(data)) === 'manual') setManual(data.url)
  }
  return (
    <>
      <Button ref={early.ref} {...early.props} variant="secondary" onPress={() => void share()} data-nojs-hide>
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
