import { useState } from 'react'
import { useT } from '../../hooks'
import { Columns } from '../columns'
import { normalizeIndexes } from '../logic/picker-rules'
import { Popup, SheetHeader } from '../popup'
import type { PickerOptions } from '../ui'
import type { DialogProps } from './types'

const labelOf = (item: string | { label: string }) => (typeof item === 'string' ? item : item.label)

/** Multi-column picker; out-of-range initial indexes fall back to 0 (SPEC §5). */
export function PickerDialog({ options: o, closing, close }: DialogProps<PickerOptions>) {
  const t = useT()
  const columns = o.columns.map((c) => c.map(labelOf))
  const [selected, setSelected] = useState(() =>
    normalizeIndexes(
      columns.map((c) => c.length),
      o.value,
    ),
  )
  const cancel = () => close({ ok: false })
  const confirm = () => close({ ok: true, indexes: selected, labels: selected.map((i, c) => columns[c][i] ?? '') })
  return (
    <Popup position="bottom" closing={closing} onMask={cancel} testId="dialog-picker">
      <SheetHeader
        title={o.title ?? t('ui.pickerTitle')}
        cancelText={t('ui.cancel')}
        confirmText={t('ui.confirm')}
        onCancel={cancel}
        onConfirm={confirm}
      />
      <Columns testId="picker" columns={columns} selected={selected} onSelect={(c, i) => setSelected((s) => s.map((v, k) => (k === c ? i : v)))} />
    </Popup>
  )
}
