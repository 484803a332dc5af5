import type { OrderWire } from '@/store/shop-model'
import { feedback } from '@/platform/feedback'
import type { OrderAction } from '@/store/order-model'
import { cancelOrder, confirmOrder, payOrder } from '@/store/shop-actions'

/** SPEC §8: 支付失败了 shows for 4 s. */
const PAY_FAILED_TOAST_MS = 4000

/** Runs an order action (asking first for cancel and confirm); answers the order as it is now, or null if unchanged. */
export async function runOrderAction(order: OrderWire, action: OrderAction, t: (k: string) => string): Promise<OrderWire | null> {
  if (action === 'pay') {
    const r = await payOrder(order.order_no)
    if (r.kind === 'paid') return r.order
    if (r.kind === 'failed') feedback().toast(r.error || t('shop.failed'), { durationMs: PAY_FAILED_TOAST_MS })
    return null
  }
  const ok = await feedback().confirm({
    content: t(action === 'cancel' ? 'shop.cancelAsk' : 'shop.confirmAsk'),
    confirmText: t(`shop.action.${action}`),
  })
  if (!ok) return null
  return (action === 'cancel' ? cancelOrder : confirmOrder)(order.order_no).catch(() => null)
}
