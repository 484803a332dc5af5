// The end of a refund the provider left processing (docs/commerce.md Refunds): its refund notify or the poll
// below moves it to succeeded or failed exactly once. A failed refund puts the payment back to succeeded and the
// order back to the status it had before the refund, with what the refund took away given back.
import type { Db, Queryable } from '../plugins/db'
import type { Payments } from '../payments/config'
import type { RefundOutcome } from '../payments/types'
import { append, lockAccount } from '../repositories/coins'
import { findOrderById, orderItems } from '../repositories/orders'
import { setPaymentStatus } from '../repositories/payments'

/** Refunds still processing after this long are asked about (the notify may never come). */
export const REFUND_POLL_AFTER_MS = 5 * 60_000
export const REFUND_POLL_EVERY_MS = 5 * 60_000

export type RefundSettled = 'succeeded' | 'failed' | 'already' | 'unknown' | 'processing'

/** Applies a provider's final word on a refund; a repeated or late word changes nothing ('already'). */
export async function settleRefund(db: Db, o: RefundOutcome, now: number): Promise<RefundSettled> {
  if (o.status === 'processing') return 'processing'
  return db.tx(async (q) => {
    const head = await q.query<{ order_id: number }>('SELECT order_id FROM refunds WHERE refund_no = $1', [o.refundNo])
    if (!head.rows[0]) return 'unknown'
    // Order row first, then the refund row: the same lock order as the admin refund.
    const order = await findOrderById(q, Number(head.rows[0].order_id), true)
    const r = await q.query<{ id: number; payment_id: number; status: string; order_status_before: string | null }>(
      'SELECT id, payment_id, status, order_status_before FROM refunds WHERE refund_no = $1 FOR UPDATE',
      [o.refundNo],
    )
    const row = r.rows[0]
    if (!order || !row || row.status !== 'processing') return 'already'
    await q.query('UPDATE refunds SET status = $2, settled_at = $3 WHERE id = $1', [row.id, o.status, now])
    if (o.status === 'succeeded') return 'succeeded'
    // Not in the payment table (no actor causes it): the provider gave the money to nobody, so it is still paid.
    await setPaymentStatus(q, Number(row.payment_id), 'refunded', 'succeeded', now)
    const before = row.order_status_before ?? 'paid'
    const back = await q.query(
      `UPDATE orders SET status = $2, refunded_at = NULL, updated_at = $3 WHERE id = $1 AND status = 'refunded' RETURNING id`,
      [order.id, before, now],
    )
    if (back.rows.length) await restoreGoods(q, order.id, order.order_no, order.uid, order.kind, before, now)
    return 'failed'
  })
}

/** Gives back what the refund took: a coin pack's coins, a paid physical order's stock. */
async function restoreGoods(q: Queryable, orderId: number, orderNo: string, uid: number, kind: string, before: string, now: number) {
  const items = await orderItems(q, orderId)
  if (kind === 'coin_pack' && before === 'completed') {
    const coins = items.reduce((s, it) => s + (it.coins ?? 0) * it.qty, 0)
    await lockAccount(q, uid)
    await append(q, { uid, amount: coins, reason: `退款未成功，退回 ${coins} 星币`, idemKey: `refund-failed:${orderNo}`, now })
  }
  if (kind === 'physical' && before === 'paid')
    for (const it of items)
      await q.query('UPDATE product_skus SET stock = GREATEST(stock - $2, 0) WHERE id = $1 AND stock IS NOT NULL', [it.sku_id, it.qty])
}

/** Asks the providers about refunds processing for longer than REFUND_POLL_AFTER_MS; returns how many ended. */
export async function pollRefunds(db: Db, payments: Payments, now: number): Promise<number> {
  const due = await db.query<{ refund_no: string; provider: string; payment_no: string }>(
    `SELECT r.refund_no, r.provider, p.payment_no FROM refunds r JOIN payments p ON p.id = r.payment_id
     WHERE r.status = 'processing' AND r.created_at <= $1 ORDER BY r.created_at LIMIT 50`,
    [now - REFUND_POLL_AFTER_MS],
  )
  let ended = 0
  for (const r of due.rows) {
    const provider = payments.providers.get(r.provider as 'wechat')
    if (!provider) continue
    const outcome = await provider.queryRefund({ refundNo: r.refund_no, paymentNo: r.payment_no, now }).catch(() => null)
    if (outcome && ['succeeded', 'failed'].includes(await settleRefund(db, outcome, now))) ended++
  }
  return ended
}
