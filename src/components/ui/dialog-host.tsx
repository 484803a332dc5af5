import { View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { lazy, Suspense, useEffect, useMemo, type ComponentType } from 'react'
import { closeDialog, entriesOf, hostRemoved, hostShown, useDialogStore, type DialogKind } from './dialog-store'
import { AddressDialog } from './dialogs/address-dialog'
import { ConfirmDialog } from './dialogs/confirm-dialog'
import { InputDialog } from './dialogs/input-dialog'
import { PickerDialog } from './dialogs/picker-dialog'
import { ActionBoard, ActionSheet, ChartStyleChooser, ShareConfirm } from './dialogs/sheet-dialogs'
import { LoadingView, ToastView } from './dialogs/toast-view'
import type { DialogProps } from './dialogs/types'
import './ui-kit.css'

// The date-time dialog shows lunar dates: it loads with the lunar calendar (~80 KB compressed) when first opened, not
// with every page.
const DateTimeDialog = lazy(() => import('./dialogs/date-time-dialog').then((m) => ({ default: m.DateTimeDialog })))

// Each kind's options type is checked where the promise API opens it (./ui).
const VIEWS: Record<DialogKind, ComponentType<DialogProps<never>>> = {
  confirm: ConfirmDialog,
  actionSheet: ActionSheet,
  actionBoard: ActionBoard,
  address: AddressDialog,
  chartStyle: ChartStyleChooser,
  shareConfirm: ShareConfirm,
  input: InputDialog,
  picker: PickerDialog,
  dateTime: DateTimeDialog as ComponentType<DialogProps<never>>,
}

let hostSeq = 0

/** Draws this page's dialogs, and the toast / loading indicator while this page is the visible one. */
export function DialogHost() {
  const hostId = useMemo(() => `host-${++hostSeq}`, [])
  const entries = useDialogStore((s) => s.entries)
  const activeHost = useDialogStore((s) => s.activeHost)
  const toast = useDialogStore((s) => s.toast)
  const loading = useDialogStore((s) => s.loading)

  useEffect(() => {
    hostShown(hostId)
    return () => hostRemoved(hostId)
  }, [hostId])
  useDidShow(() => hostShown(hostId))

  const mine = entriesOf(entries, hostId, activeHost)
  const active = activeHost === hostId
  return (
    <View className="ui-host" data-host={hostId}>
      {mine.map((e) => {
        const View_ = VIEWS[e.kind]
        return (
          <Suspense key={e.id} fallback={null}>
            <View_ entry={e} options={e.options as never} closing={e.closing} close={(r: unknown) => closeDialog(e.id, r)} />
          </Suspense>
        )
      })}
      {active && loading ? <LoadingView text={loading.text} /> : null}
      {active && toast ? <ToastView key={toast.id} toast={toast} /> : null}
    </View>
  )
}
