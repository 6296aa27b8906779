import { Dialog, Heading, Input, Label, Modal, ModalOverlay, TextField } from 'react-aria-components'
import { caseStudyPage as copy } from '../../../content/pages'
import { Button } from '../../ui/Button/Button'
import styles from './ShareDialog.module.css'

/** The case study's address to copy by hand, selected when it takes focus. */
export function ShareDialog({ url, onClose }: { url: string; onClose: () => void }) {
  return (
    <ModalOverlay isOpen isDismissable onOpenChange={(open) => !open && onClose()} className={styles.overlay}>
      <Modal className={styles.modal}>
        <Dialog className={styles.dialog}>
          <Heading slot="title" className={styles.title}>
            {copy.shareManualTitle}
          </Heading>
          <p>{copy.shareManualText}</p>
          <TextField value={url} isReadOnly autoFocus className={styles.field}>
            <Label className={styles.label}>{copy.shareManualLabel}</Label>
            <Input className={styles.input} onFocus={(event) => event.currentTarget.select()} />
          </TextField>
          <Button variant="secondary" onPress={onClose}>
            {copy.shareClose}
          </Button>
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}
