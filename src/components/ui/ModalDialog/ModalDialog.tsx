import type { ReactNode } from 'react'
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components'
import { Button } from '../Button/Button'
import styles from './ModalDialog.module.css'

export interface ModalDialogProps {
  title: string
  /** The button that closes it. */
  closeLabel: string
  onClose: () => void
  children: ReactNode
}

/**
 * A small centred modal dialog (React Aria's ModalOverlay, Modal and Dialog): named by its title,
 * closed by its button, Escape or a press outside, focus back where it was.
 */
export function ModalDialog({ title, closeLabel, onClose, children }: ModalDialogProps) {
  return (
    <ModalOverlay isOpen isDismissable onOpenChange={(open) => !open && onClose()} className={styles.overlay}>
      <Modal className={styles.modal}>
        <Dialog className={styles.dialog}>
          <Heading slot="title" className={styles.title}>
            {title}
          </Heading>
          {children}
          <Button variant="secondary" onPress={onClose}>
            {closeLabel}
          </Button>
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}
