import { useCallback } from 'react'
import {
  Text,
  UNSTABLE_Toast as Toast,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastRegion as ToastRegion,
} from 'react-aria-components'
import { Button } from '../../../ui/Button/Button'
import { Icon } from '../../../ui/Icon/Icon'
import { fill } from '../../../ground/fill'
import { toastQueue, type ToastWords } from '../../../ui/Toasts/toast-queue'
import styles from './Toasts.module.css'

/** `--toast-clearance` feeds the root's scroll-padding, so focus is never left under a toast (WCAG 2.4.11). */
function useKeepClearOfToasts() {
  return useCallback((region: HTMLDivElement | null) => {
    if (!region) return
    const root = document.documentElement
    const measure = () =>
      root.style.setProperty('--toast-clearance', `${Math.max(0, innerHeight - region.getBoundingClientRect().top)}px`)
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure)
    if (observer) observer.observe(region)
    else measure()
    addEventListener('resize', measure)
    return () => {
      observer?.disconnect()
      removeEventListener('resize', measure)
      root.style.removeProperty('--toast-clearance')
    }
  }, [])
}

export function Toasts({ copy }: { copy: ToastWords }) {
  const keepClear = useKeepClearOfToasts()
  return (
    <ToastRegion ref={keepClear} queue={toastQueue} className={styles.region} aria-label={copy.regionLabel}>
      {({ toast }) => (
        <Toast toast={toast} className={styles.toast}>
          <ToastContent className={styles.content}>
            <Text slot="title" className={styles.title}>
              {fill(copy[toast.content.title], toast.content.values ?? {})}
            </Text>
            {toast.content.description ? (
              <Text slot="description" className={styles.description}>
                {fill(copy[toast.content.description], toast.content.values ?? {})}
              </Text>
            ) : null}
          </ToastContent>
          {toast.content.action ? (
            <Button variant="secondary" onPress={toast.content.action.onAction}>
              {copy[toast.content.action.label]}
            </Button>
          ) : null}
          <Button variant="quiet" slot="close" aria-label={copy.dismiss} className={styles.close}>
            <Icon name="close" size={20} />
          </Button>
        </Toast>
      )}
    </ToastRegion>
  )
}
