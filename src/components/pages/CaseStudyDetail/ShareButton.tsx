import { lazy, Suspense, useState } from 'react'
import { caseStudyPage as copy } from '../../../content/pages'
import { useEarly } from '../../../lib/early-input'
import { absoluteUrl } from '../../../lib/seo'
import { sharePage } from '../../../lib/share'
import { Button } from '../../ui/Button/Button'
import { Icon } from '../../ui/Icon/Icon'

const ShareDialog = lazy(() => import('./ShareDialog').then((module) => ({ default: module.ShareDialog })))

/** The share sheet, else the address copied, else a dialog to copy it from; a cancelled share says nothing. */
export function ShareButton({ title, text, path }: { title: string; text: string; path: string }) {
  const early = useEarly('queue')
  const [manual, setManual] = useState<string | undefined>()
  const share = async () => {
    const url = absoluteUrl(path)
    const outcome = await sharePage({ title, text, url })
    if (outcome === 'copied') {
      const { showToast } = await import('../../frame/Toasts/toast-queue')
      showToast({ title: copy.shareCopied })
    }
    if (outcome === 'manual') setManual(url)
  }
  return (
    <>
      <Button ref={early.ref} {...early.props} variant="secondary" onPress={() => void share()} data-nojs-hide>
        <Icon name="share" size={20} />
        {copy.share}
      </Button>
      {manual ? (
        <Suspense fallback={null}>
          <ShareDialog url={manual} onClose={() => setManual(undefined)} />
        </Suspense>
      ) : null}
    </>
  )
}
