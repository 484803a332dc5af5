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

// The host draws toast and loading in one slot: a toast replaces the loading, and hideLoading() would hide
// whichever is shown. So the loading counts as shown only until a toast replaces it.
let hostLoadingShown = false
let hostToastSeq = 0

export const hostFeedback: Feedback = {
  toast(message, options = {}) {
    hostLoadingShown = false
    hostToastSeq++
    void Taro.showToast({ title: message, icon: options.icon ?? 'none', duration: options.durationMs ?? 1500 }).catch((e) =>
      console.warn('showToast failed', e),
    )
  },
  showLoading(text) {
    hostLoadingShown = true
    void Taro.showLoading({ title: text, mask: true }).catch((e) => console.warn('showLoading failed', e))
  },
  hideLoading() {
    if (!hostLoadingShown) {
      console.warn('hideLoading: no loading indicator is shown')
      return
    }
    hostLoadingShown = false
    const toastSeq = hostToastSeq
    // Deferred a tick; a toast shown meanwhile (an error right after the request) keeps the slot.
    void Promise.resolve()
      .then(() => (toastSeq === hostToastSeq ? Taro.hideLoading() : undefined))
      .catch((e) => console.warn('hideLoading failed', e))
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
