import { Input, Label, TextField } from 'react-aria-components'
import type { caseStudyPage } from '../../../content/pages'
import styles from '../../../ui/Field/Field.module.css'
import { ModalDialog } from '../../../ui/ModalDialog/ModalDialog'

export type ShareCopy = Pick<
  (typeof caseStudyPage)['en'],
  'share' | 'shareManualTitle' | 'shareManualText' | 'shareManualLabel' | 'shareClose'
>

export function ShareDialog({ url, copy, onClose }: { url: string; copy: ShareCopy; onClose: () => void }) {
  return (
    <ModalDialog title={copy.shareManualTitle} closeLabel={copy.shareClose} onClose={onClose}>
      <p>{copy.shareManualText}</p>
      <TextField value={url} isReadOnly autoFocus className={styles.field}>
        <Label className={styles.label}>{copy.shareManualLabel}</Label>
        <Input className={styles.input} onFocus={(event) => event.currentTarget.select()} />
      </TextField>
    </ModalDialog>
  )
}
