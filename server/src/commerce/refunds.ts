// Refunds through the payment provider. Runs inside the admin refund's transaction with the order row locked, so
// two racing refunds of one order run one after the other and the second finds it refunded (1105). The provider
// is asked last, after every other check passed; our refund number is fixed per payment, so a retry after a
// failure or a lost answer is the same refund to the provider and money goes back once.
import type { Queryable } from '../plugins/db'
import type { Payments } from '../payments/config'
import { ProviderError } from '../payments/types'
import { ApiError, Codes } from '../util/errors'
import { nextPayment } from './machines'
import { orderPayments, setPaymentStatus } from '../repositories/payments'
import type { OrderRow } from '../repositories/orders'

export interface RefundDone {
  refund_no: string
  payment_no: string
  amount_fen: number
  status: 'succeeded' | 'processing'
}

/** Our out_refund_no for a payment (one full refund per payment). */
export const refundNoFor = (paymentNo: string) => `R${paymentNo}`

/** Gives back every settled payment of the order through its provider and marks it refunded. */
export async function refundPayments(q: Queryable, payments: Payments, order: OrderRow, admin: number, reason: string, now: number) {
  const done: RefundDone[] = []
  for (const p of await orderPayments(q, order.id)) {
    const to = nextPayment(p.status, 'refund', 'admin')
    if (!to) continue
    const provider = payments.providers.get(p.provider)
    if (!provider) throw new ApiError(Codes.PAY_PROVIDER, '退款失败：这笔支付的渠道已关闭，请到商户平台退款')
    const refundNo = refundNoFor(p.payment_no)
    const r = await provider
      .refund({
        refundNo,
        paymentNo: p.payment_no,
        providerTxn: p.provider_txn,
        totalFen: p.amount_fen,
        refundFen: p.amount_fen,
        reason,
        notifyUrl: `${payments.notifyBase}/api/Pay/RefundNotify/${p.provider}`,
        now,
      })
      .catch((e: Error) => {
        if (e instanceof ProviderError) throw new ApiError(Codes.PAY_PROVIDER, `退款失败：${e.message}`)
        throw e
      })
    await q.query(
      `INSERT INTO refunds (refund_no, payment_id, order_id, provider, amount_fen, status, provider_refund_id, reason, actor, created_at,
         order_status_before, settled_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) ON CONFLICT (payment_id) DO NOTHING`,
      [
        refundNo,
        p.id,
        order.id,
        p.provider,
        p.amount_fen,
        r.status,
        r.providerRefundId,
        reason,
        admin,
        now,
        order.status,
        r.status === 'processing' ? null : now,
      ],
    )
    if (!(await setPaymentStatus(q, p.id, p.status, to, now))) throw new ApiError(Codes.BAD_TRANSITION, '支付状态已变化，请刷新后重试')
    done.push({ refund_no: refundNo, payment_no: p.payment_no, amount_fen: p.amount_fen, status: r.status })
  }
  return done
}

/** The refunds recorded for an order (admin view). */
export async function orderRefunds(q: Queryable, orderId: number) {
  const r = await q.query<{ refund_no: string; amount_fen: number; status: 'succeeded' | 'processing' | 'failed'; created_at: number }>(
    'SELECT refund_no, amount_fen, status, created_at FROM refunds WHERE order_id = $1 ORDER BY id',
    [orderId],
  )
  return r.rows.map((x) => ({ ...x, amount_fen: Number(x.amount_fen), created_at: Number(x.created_at) }))
}
