import { View } from '@tarojs/components'
import type { ReactNode } from 'react'
import { roleAttributes } from '@/platform/a11y'
import { useT } from '../hooks'
import { Pressable } from './pressable'

export interface PopupProps {
  position: 'bottom' | 'center'
  closing: boolean
  /** Tap on the mask. */
  onMask?: () => void
  testId: string
  children: ReactNode
  className?: string
}

/** Mask + panel. Centred dialogs fade in and out (200 ms); bottom popups slide (in 200 ms, out 300 ms). */
export function Popup({ position, closing, onMask, testId, children, className }: PopupProps) {
  const t = useT()
  return (
    <View className={`ui-popup ui-popup--${position}${closing ? ' ui-popup--closing' : ''}`} data-testid={testId} data-closing={closing ? '1' : '0'}>
      <Pressable className="ui-popup__mask" data-testid="dialog-mask" label={t('common.cancel')} onPress={closing ? undefined : onMask} />
      <View className={`ui-popup__panel ui-popup__panel--${position} ${className ?? ''}`} catchMove {...roleAttributes('dialog')} aria-modal="true">
        {children}
      </View>
    </View>
  )
}

export interface SheetHeaderProps {
  title: string
  cancelText: string
  confirmText?: string
  confirmDisabled?: boolean
  onCancel(): void
  onConfirm?: () => void
}

/** Header row of bottom pickers: cancel · title · confirm. */
export function SheetHeader({ title, cancelText, confirmText, confirmDisabled, onCancel, onConfirm }: SheetHeaderProps) {
  return (
    <View className="ui-sheet-header">
      <Pressable className="ui-sheet-header__btn" onPress={onCancel} data-testid="dialog-cancel">
        {cancelText}
      </Pressable>
      <View className="ui-sheet-header__title">{title}</View>
      {onConfirm ? (
        <Pressable
          className={`ui-sheet-header__btn ui-sheet-header__btn--ok${confirmDisabled ? ' is-disabled' : ''}`}
          data-testid="dialog-ok"
          data-disabled={confirmDisabled ? '1' : '0'}
          onPress={confirmDisabled ? undefined : onConfirm}
        >
          {confirmText}
        </Pressable>
      ) : (
        <View className="ui-sheet-header__btn" />
      )}
    </View>
  )
}
