import Taro from '@tarojs/taro'

/**
 * Toast for the divination pages. The shared dialog components (src/components/ui) are not in the tree yet;
 * this wraps Taro's own until they land.
 */
export function toast(title: string, icon: 'none' | 'success' = 'none'): void {
  void Taro.showToast({ title, icon, duration: 1800 })
}
