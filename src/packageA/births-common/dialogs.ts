/**
 * Confirm and toast for the birth pages through Taro's own showModal/showToast. The shared dialog kit
 * (src/components/ui) was not committed when these pages were written; swap these two calls for it then.
 */
import Taro from '@tarojs/taro'

export async function confirm(o: { title?: string; content: string; confirmText?: string; cancelText?: string; showCancel?: boolean }): Promise<boolean> {
  try {
    const r = await Taro.showModal({ title: o.title ?? '', content: o.content, confirmText: o.confirmText, cancelText: o.cancelText, showCancel: o.showCancel ?? true })
    return !!r.confirm
  } catch {
    return false
  }
}

export function toast(title: string, icon: 'none' | 'success' | 'error' = 'none'): void {
  void Taro.showToast({ title, icon, duration: 1500 }).catch(() => undefined)
}
