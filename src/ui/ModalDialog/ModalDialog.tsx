import type { ReactNode } from 'react'
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components'
import { Button } from '../Button/Button'
import styles from './ModalDialog.module.css'

export interface ModalDialogProps {
  title: string
  closeLabel: string
  onClose: () => void
  children: ReactNode
}

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
