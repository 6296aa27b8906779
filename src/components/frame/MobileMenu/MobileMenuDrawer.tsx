import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components'
import { chrome, navigation } from '../../../content/site'
import { Button } from '../../ui/Button/Button'
import { NavLinks } from '../Header/NavLinks'
import { InstallButton } from '../Install/InstallButton'
import { ThemeControl } from '../ThemeControl/ThemeControl'
import { Icon } from '../../ui/Icon/Icon'
import { Link } from '../../ui/Link/Link'
import styles from './MobileMenu.module.css'

export interface MobileMenuDrawerProps {
  isOpen: boolean
  onOpenChange: (isOpen: boolean) => void
  /** No slide-in: it takes the place of the native drawer already open. @default false */
  instant?: boolean
}

export function MobileMenuDrawer({ isOpen, onOpenChange, instant = false }: MobileMenuDrawerProps) {
  const close = () => onOpenChange(false)
  return (
    <ModalOverlay
      isDismissable
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      className={styles.overlay}
      data-instant={instant || undefined}
    >
      <Modal className={styles.drawer} data-instant={instant || undefined}>
        <Dialog className={styles.dialog} data-menu-drawer>
          <div className={styles.top}>
            <Heading slot="title" className={styles.title}>
              {chrome.drawerTitle}
            </Heading>
            <Button variant="icon" slot="close" aria-label={chrome.closeMenu}>
              <Icon name="close" />
            </Button>
          </div>
          <nav aria-label={chrome.mainNavLabel}>
            <NavLinks items={navigation} className={styles.list} onNavigate={close} />
          </nav>
          <Link to="/get-started" variant="primary" onClick={close} className={styles.cta}>
            {chrome.getStarted}
          </Link>
          <ThemeControl labels />
          <InstallButton variant="secondary" className={styles.cta} />
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}
