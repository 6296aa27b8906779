import { Input, Label, TextField } from 'react-aria-components'
import styles from '../../ui/Field/Field.module.css'
import { ModalDialog } from '../../ui/ModalDialog/ModalDialog'

export interface ShareDialogCopy {
  manualTitle: string
  manualText: string
  manualLabel: string
  close: string
}

/** The case study's address to copy by hand, selected when it takes focus. */
export function ShareDialog({ url, copy, onClose }: { url: string; copy: ShareDialogCopy; onClose: () => void }) {
  return (
    <ModalDialog title={copy.manualTitle} closeLabel={copy.close} onClose={onClose}>
      <p>{copy.manualText}</p>
      <TextField value={url} isReadOnly autoFocus className={styles.field}>
        <Label className={styles.label}>{copy.manualLabel}</Label>
        <Input className={styles.input} onFocus={(event) => event.currentTarget.select()} />
      </TextField>
    </ModalDialog>
  )
}
