import { View } from '@tarojs/components'
import { hiddenAttributes, roleAttributes } from '@/platform/a11y'
import { useT } from '../../hooks'
import type { ToastState } from '../dialog-store'

const ICON = { none: '', success: '✓', error: '!' } as const

export function ToastView({ toast }: { toast: ToastState }) {
  return (
    <View className="ui-toast" data-testid="toast" {...roleAttributes('status')}>
      {toast.icon !== 'none' ? (
        <View className="ui-toast__icon" {...hiddenAttributes()}>
          {ICON[toast.icon]}
        </View>
      ) : null}
      <View className="ui-toast__text">{toast.message}</View>
    </View>
  )
}

/** Stays until hideLoading(); a transparent mask blocks taps meanwhile. */
export function LoadingView({ text }: { text: string }) {
  const t = useT()
  return (
    <View className="ui-loading" data-testid="loading" {...roleAttributes('status')}>
      <View className="ui-loading__box">
        <View className="ui-loading__spinner" {...hiddenAttributes()} />
        <View className="ui-loading__text">{text || t('ui.loading')}</View>
      </View>
    </View>
  )
}
