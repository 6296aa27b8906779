import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components'
import { chrome, navigation } from '../../content/site'
import { Button } from '../Button/Button'
import { NavLinks } from '../Header/NavLinks'
import { Icon } from '../Icon/Icon'
import { Link } from '../Link/Link'
import styles from './MobileMenu.module.css'

export interface MobileMenuDrawerProps {
  isOpen: boolean
  onOpenChange: (isOpen: boolean) => void
}

/** The slide-in drawer: React Aria's modal dialog, loaded the first time the menu is wanted. */
export function MobileMenuDrawer({ isOpen, onOpenChange }: MobileMenuDrawerProps) {
  const close = () => onOpenChange(false)
  return (
    <ModalOverlay isDismissable isOpen={isOpen} onOpenChange={onOpenChange} className={styles.overlay}>
      <Modal className={styles.drawer}>
        <Dialog className={styles.dialog}>
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
          <Link to="/get-started" variant="primary" onPress={close} className={styles.cta}>
            {chrome.getStarted}
          </Link>
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}
