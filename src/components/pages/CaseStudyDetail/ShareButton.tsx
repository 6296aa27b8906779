import { lazy, Suspense, useState } from 'react'
import { useEarly } from '../../../lib/early-input'
import { absoluteUrl } from '../../../lib/seo'
import { sharePage } from '../../../lib/share'
import { Button } from '../../ui/Button/Button'
import { Icon } from '../../ui/Icon/Icon'
import type { ShareDialogCopy } from './ShareDialog'

const ShareDialog = lazy(() => import('./ShareDialog').then((module) => ({ default: module.ShareDialog })))

export interface ShareButtonProps {
  title: string
  text: string
  path: string
  copy: ShareDialogCopy & { share: string; copied: string }
}

/** The share sheet, else the address copied, else a dialog to copy it from; a cancelled share says nothing. */
export function ShareButton({ title, text, path, copy }: ShareButtonProps) {
  const early = useEarly('queue')
  const [manual, setManual] = useState<string | undefined>()
  const url = absoluteUrl(path)
  const share = async () => {
    const outcome = await sharePage({ title, text, url })
    if (outcome === 'copied') {
      const { showToast } = await import('../../frame/Toasts/show-toast')
      void showToast({ title: copy.copied })
    }
    if (outcome === 'manual') setManual(url)
  }
  return (
    <>
      <Button
        ref={early.ref}
        {...early.props}
        variant="secondary"
        onPress={() => void share()}
        data-nojs-hide
        // What the client entry shares with, should it be pressed before hydration (src/entry-client.tsx).
        data-share-title={title}
        data-share-text={text}
        data-share-url={url}
        data-share-copied={copy.copied}
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
