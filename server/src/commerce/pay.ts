// Starting a payment for an order, and settling a verified provider callback. A callback settles its payment at
// most once: replays find their event row, a settled payment answers "already done", and the coin-pack credit
// carries the idempotency key pay:<payment_no> in the ledger.
import type { PaymentStarted } from '../../../src/api/commerce-types'
import type { Db } from '../plugins/db'
import type { Services } from '../services'
import { ApiError, Codes } from '../util/errors'
import { nextOrder, nextPayment } from './machines'
import { serialNo } from './money'
import { closeOpenPayments, fulfil, transition } from './orders'
import { findOrder, findOrderById, orderItems } from '../repositories/orders'
import { findPayment, insertPayment, recordEvent, setPaymentStatus } from '../repositories/payments'
import { ProviderError, type Channel, type ProviderName, type VerifiedNotify } from '../payments/types'

export interface StartPayment {
  uid: number
  orderNo: string
  channel: Channel
  openid?: string
  app?: 'mini' | 'official'
  clientIp: string
  returnUrl?: string
  now: number
}

/** What /Pay/Get… answers before the order is added (src/api/commerce-types.ts PaymentStarted). */
export type Started = Omit<PaymentStarted, 'order'>

export async function startPayment(svc: Services, s: StartPayment): Promise<Started> {
  const provider = svc.payments.channelProvider(s.channel)
  if (!provider) throw new ApiError(Codes.NOT_PAYABLE, '当前不支持这种支付方式')
  const { order, payment, description } = await svc.db.tx(async (q) => {
    const o = await findOrder(q, s.orderNo, s.uid, true)
    if (!o) throw new ApiError(Codes.RECORD_NOT_FOUND, '订单不存在')
    if (o.pay_method !== 'money' || !nextOrder(o.status, 'pay', 'system')) throw new ApiError(Codes.BAD_TRANSITION, '订单不是待支付状态')
    if (o.expires_at !== null && o.expires_at <= s.now) throw new ApiError(Codes.BAD_TRANSITION, '订单已超时，请重新下单')
    // One open attempt per order: paying again closes the earlier ones.
    await closeOpenPayments(q, o.id, 'user', s.now)
    const p = await insertPayment(q, {
      paymentNo: serialNo('P', s.now),
      orderId: o.id,
      uid: s.uid,
      provider: provider.name,
      channel: s.channel,
      amountFen: o.total_fen,
      now: s.now,
    })
    const items = await orderItems(q, o.id)
    const desc = items.length === 1 ? items[0].name : `${items[0]?.name ?? '商品'} 等 ${items.length} 件`
    return { order: o, payment: p, description: desc }
  })
  try {
    const params = await provider.create({
      paymentNo: payment.payment_no,
      amountFen: payment.amount_fen,
      description,
      channel: s.channel,
      openid: s.openid,
      app: s.app,
      clientIp: s.clientIp,
      notifyUrl: `${svc.payments.notifyBase}/api/Pay/Notify/${provider.name}`,
      returnUrl: s.returnUrl,
      expiresAt: order.expires_at ?? s.now + svc.payments.orderTtlMs,
      now: s.now,
    })
    return {
      order_no: order.order_no,
      payment_no: payment.payment_no,
      provider: provider.name,
      channel: s.channel,
      amount_fen: payment.amount_fen,
      params,
    }
  } catch (e) {
    await svc.db.tx(async (q) => {
      const p = await findPayment(q, payment.payment_no, true)
      const to = p && nextPayment(p.status, 'fail', 'system')
      if (p && to) await setPaymentStatus(q, p.id, p.status, to, s.now)
    })
    if (e instanceof ProviderError || e instanceof ApiError) throw new ApiError(Codes.PAY_PROVIDER, `支付下单失败：${e.message}`)
    throw e
  }
}

export type SettleOutcome = 'settled' | 'replay' | 'already_settled' | 'ignored' | 'failed' | 'late' | 'amount_mismatch' | 'unknown_payment'

/** Applies a verified callback. `ack` tells whether to answer the provider "received" (it stops resending). */
export async function settle(
  db: Db,
  provider: ProviderName,
  v: VerifiedNotify | null,
  body: string,
  now: number,
): Promise<{ outcome: SettleOutcome; ack: boolean }> {
  if (!v) return { outcome: 'ignored', ack: true }
  const found = await findPayment(db, v.paymentNo)
  if (!found || found.provider !== provider) return { outcome: 'unknown_payment', ack: false }
  return db.tx(async (q) => {
    // Lock order: order, then payment (cancellation takes them in the same order).
    const order = (await findOrderById(q, found.order_id, true))!
    const p = (await findPayment(q, v.paymentNo, true))!
    const record = (outcome: SettleOutcome) => recordEvent(q, { provider, eventId: v.eventId, paymentNo: v.paymentNo, outcome, body, now })
    const seen = await q.query('SELECT 1 FROM payment_events WHERE provider = $1 AND event_id = $2', [provider, v.eventId])
    if (seen.rows.length) return { outcome: 'replay' as const, ack: true }
    if (v.amountFen !== p.amount_fen) {
      await record('amount_mismatch')
      return { outcome: 'amount_mismatch' as const, ack: false }
    }
    if (!v.success) {
      const to = nextPayment(p.status, 'fail', 'system')
      if (to) await setPaymentStatus(q, p.id, p.status, to, now)
      await record('failed')
      return { outcome: 'failed' as const, ack: true }
    }
    if (p.status === 'succeeded' || p.status === 'refunded') {
      await record('already_settled')
      return { outcome: 'already_settled' as const, ack: true }
    }
    // Money arrived for an attempt we closed or an order that ended: kept on record for a manual refund.
    if (!nextPayment(p.status, 'succeed', 'system') || !nextOrder(order.status, 'pay', 'system')) {
      await record('late')
      return { outcome: 'late' as const, ack: true }
    }
    await setPaymentStatus(q, p.id, p.status, 'succeeded', now, v.providerTxn)
    const paid = await transition(q, order, 'pay', 'system', now)
    await closeOpenPayments(q, order.id, 'system', now)
    await fulfil(q, paid, now, p.payment_no)
    await record('settled')
    return { outcome: 'settled' as const, ack: true }
  })
}
