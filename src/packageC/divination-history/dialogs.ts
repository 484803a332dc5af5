import Taro from '@tarojs/taro'

/**
 * Confirm and toast for this page. The shared dialog components (src/components/ui) are not in the tree yet;
 * these wrap Taro's own until they land.
 */
export async function confirm(title: string, content: string, confirmText: string, cancelText: string): Promise<boolean> {
  const r = await Taro.showModal({ title, content, confirmText, cancelText, confirmColor: '#e5484d' })
  return !!r.confirm
}

export function toast(title: string): void {
  void Taro.showToast({ title, icon: 'none', duration: 1500 })
}
