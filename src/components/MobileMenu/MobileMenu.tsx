import { useState } from 'react'
import { Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components'
import { chrome, navigation } from '../../content/site'
import { Button } from '../Button/Button'
import { NavLinks } from '../Header/NavLinks'
import { Icon } from '../Icon/Icon'
import { Link } from '../Link/Link'
import styles from './MobileMenu.module.css'

/** The small-screen navigation: a slide-in drawer built on React Aria's modal dialog. */
export function MobileMenu() {
  const [isOpen, setOpen] = useState(false)
  const close = () => setOpen(false)
  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={setOpen}>
      <Button variant="icon" aria-label={chrome.menuButton}>
        <Icon name="menu" />
      </Button>
      <ModalOverlay isDismissable className={styles.overlay}>
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
    </DialogTrigger>
  )
}
