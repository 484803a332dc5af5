import { hostFeedback, type Feedback } from '@/platform/feedback'
import { hideLoading, showLoading, showToast } from './dialog-store'

/**
 * The UI kit's toast and loading indicator for the layers below it (api, store), installed at launch with
 * setFeedback(). They are independent: hiding the loading never hides a toast (SPEC §4). Confirms stay the host's.
 */
export const inAppFeedback: Feedback = {
  toast(message, options = {}) {
    void showToast({ message, duration: options.durationMs, icon: options.icon })
  },
  showLoading,
  hideLoading,
  confirm: (o) => hostFeedback.confirm(o),
}
