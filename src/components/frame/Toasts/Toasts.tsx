import {
  Text,
  UNSTABLE_Toast as Toast,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastRegion as ToastRegion,
} from 'react-aria-components'
import { pwa } from '../../../content/pwa'
import { Button } from '../../ui/Button/Button'
import { Icon } from '../../ui/Icon/Icon'
import { toastQueue } from './toast-queue'
import styles from './Toasts.module.css'

/** The toast region, bottom right: announced to screen readers and reachable with F6 or Tab. */
export function Toasts() {
  return (
    <ToastRegion queue={toastQueue} className={styles.region} aria-label={pwa.toasts.regionLabel}>
      {({ toast }) => (
        <Toast toast={toast} className={styles.toast}>
          <ToastContent className={styles.content}>
            <Text slot="title" className={styles.title}>
              {toast.content.title}
            </Text>
            {toast.content.description ? (
              <Text slot="description" className={styles.description}>
                {toast.content.description}
              </Text>
            ) : null}
          </ToastContent>
          {toast.content.action ? (
            <Button variant="secondary" onPress={toast.content.action.onAction}>
              {toast.content.action.label}
            </Button>
          ) : null}
          <Button variant="quiet" slot="close" aria-label={pwa.toasts.dismiss} className={styles.close}>
            <Icon name="close" size={20} />
          </Button>
        </Toast>
      )}
    </ToastRegion>
  )
}
