import Taro from '@tarojs/taro'

/**
 * Toast, loading indicator and confirm dialog for layers below the UI kit (api, store). The host's own
 * dialogs by default; the UI kit may install its in-app versions with setFeedback().
 */
export interface ConfirmOptions {
  title?: string
  content: string
  confirmText?: string
  cancelText?: string
  showCancel?: boolean
}

export interface Feedback {
  toast(message: string, options?: { durationMs?: number; icon?: 'none' | 'success' | 'error' }): void
  showLoading(text: string): void
  hideLoading(): void
  /** Resolves true on confirm, false on cancel. */
  confirm(options: ConfirmOptions): Promise<boolean>
}

export const hostFeedback: Feedback = {
  toast(message, options = {}) {
    void Taro.showToast({ title: message, icon: options.icon ?? 'none', duration: options.durationMs ?? 1500 }).catch(() => undefined)
  },
  showLoading(text) {
    void Taro.showLoading({ title: text, mask: true }).catch(() => undefined)
  },
  hideLoading() {
    void Promise.resolve()
      .then(() => Taro.hideLoading())
      .catch(() => undefined)
  },
  async confirm(o) {
    try {
      const r = await Taro.showModal({
        title: o.title ?? '',
        content: o.content,
        showCancel: o.showCancel ?? true,
        ...(o.confirmText ? { confirmText: o.confirmText } : {}),
        ...(o.cancelText ? { cancelText: o.cancelText } : {}),
      })
      return !!r.confirm
    } catch {
      return false
    }
  },
}

let current: Feedback = hostFeedback

export function setFeedback(next: Feedback | null): void {
  current = next ?? hostFeedback
}

export function feedback(): Feedback {
  return current
}
