import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components'
import type { FrameWords } from '../../../content/site'
import type { NavItem } from '../../../content/types'
import { Button } from '../../../ui/Button/Button'
import { NavLinks } from '../Header/NavLinks'
import { InstallButton } from '../Install/InstallButton.island'
import type { InstallStepsCopy } from '../Install/InstallSteps'
import { LanguageLink } from '../LanguageLink/LanguageLink'
import { ThemeControl } from '../ThemeControl/ThemeControl'
import { Icon } from '../../../ui/Icon/Icon'
import { Link } from '../../../ui/Link/Link'
import styles from './MobileMenu.module.css'

export interface MenuProps {
  copy: FrameWords
  navigation: NavItem[]
  installSteps: InstallStepsCopy
}

export interface MobileMenuDrawerProps extends MenuProps {
  isOpen: boolean
  onOpenChange: (isOpen: boolean) => void
  /** No slide-in: it takes the place of the native drawer already open. @default false */
  instant?: boolean
  onFollow: (link: HTMLAnchorElement) => void
}

export function MobileMenuDrawer({
  copy,
  navigation,
  installSteps,
  isOpen,
  onOpenChange,
  instant = false,
  onFollow,
}: MobileMenuDrawerProps) {
  const follow = (event: React.MouseEvent<HTMLAnchorElement>) => onFollow(event.currentTarget)
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
              {copy.drawerTitle}
            </Heading>
            <Button variant="icon" slot="close" aria-label={copy.closeMenu}>
              <Icon name="close" />
            </Button>
          </div>
          <nav aria-label={copy.mainNavLabel}>
            <NavLinks items={navigation} className={styles.list} onNavigate={follow} />
          </nav>
          <Link to="/get-started" variant="primary" onClick={follow} className={styles.cta} data-cta="menu">
            {copy.getStarted}
          </Link>
          <LanguageLink label={copy.otherLanguage} variant="nav" />
          <ThemeControl copy={copy} labels />
          <InstallButton variant="secondary" className={styles.cta} copy={copy} steps={installSteps} />
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}
