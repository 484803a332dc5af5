// Order operations over the transition table: create (money orders), view, cancel/expire, fulfil, ship, confirm,
// refund. Each runs inside the caller's transaction with the order row locked.
import type { OrderWire } from '../../../src/api/commerce-types'
import type { Db, Queryable } from '../plugins/db'
import { ApiError, Codes } from '../util/errors'
import { nextCard, nextOrder, nextPayment, nextReport, type Actor, type OrderEvent } from './machines'
import { serialNo } from './money'
import { append, balance, lockAccount } from '../repositories/coins'
import { returnStock, takeStock, type ProductKind, type SaleSku } from '../repositories/shop'
import {
  dueUnpaid,
  findByRequest,
  findOrderById,
  insertOrder,
  orderItems,
  setOrderStatus,
  type OrderItem,
  type OrderRow,
} from '../repositories/orders'
import { orderPayments, setPaymentStatus } from '../repositories/payments'
import type { Payments } from '../payments/config'
import { refundPayments, type RefundDone } from './refunds'

const EVENT_NAMES: Record<OrderEvent, string> = {
  pay: '支付',
  cancel: '取消',
  expire: '过期关闭',
  ship: '发货',
  fulfil: '发放',
  confirm: '确认收货',
  refund: '退款',
}
const STATE_NAMES: Record<string, string> = {
  created: '待支付',
  paid: '已支付',
  shipped: '已发货',
  completed: '已完成',
  cancelled: '已取消',
  refunded: '已退款',
}

/** Applies one order event (refused with code 1105 when the table has no such transition); answers the new row. */
export async function transition(
  q: Queryable,
  order: OrderRow,
  event: OrderEvent,
  actor: Actor,
  now: number,
  extra: { cancel_reason?: string; tracking_no?: string } = {},
): Promise<OrderRow> {
  const to = nextOrder(order.status, event, actor)
  if (!to || !(await setOrderStatus(q, order.id, order.status, to, now, extra))) {
    throw new ApiError(Codes.BAD_TRANSITION, `订单${STATE_NAMES[order.status]}，不能${EVENT_NAMES[event]}`)
  }
  return (await findOrderById(q, order.id))!
}

export interface OrderLine {
  sku: SaleSku
  qty: number
}

const itemOf = (l: OrderLine): Omit<OrderItem, 'line'> => ({
  sku_id: l.sku.id,
  product_id: l.sku.product_id,
  name: l.sku.name,
  spec: l.sku.spec,
  qty: l.qty,
  price_fen: l.sku.price_fen,
  price_coins: l.sku.price_coins,
  coins: l.sku.coins,
  report_key: l.sku.report_key,
  card_type: l.sku.card_type,
})

/** A money order (physical goods or a coin pack), stock taken, waiting for payment until expiresAt. */
export async function createMoneyOrder(
  q: Queryable,
  o: { uid: number; kind: ProductKind; lines: OrderLine[]; address: object | null; requestId: string | null; now: number; ttlMs: number },
): Promise<OrderRow> {
  if (o.requestId) {
    const seen = await findByRequest(q, o.uid, o.requestId)
    if (seen) return seen
  }
  for (const l of o.lines) {
    if (!(await takeStock(q, l.sku.id, l.qty))) throw new ApiError(Codes.OUT_OF_STOCK, `${l.sku.name} 库存不足`)
  }
  const order = await insertOrder(q, {
    orderNo: serialNo('O', o.now),
    uid: o.uid,
    kind: o.kind,
    status: 'created',
    payMethod: 'money',
    totalFen: o.lines.reduce((s, l) => s + (l.sku.price_fen ?? 0) * l.qty, 0),
    totalCoins: 0,
    address: o.address,
    requestId: o.requestId,
    expiresAt: o.now + o.ttlMs,
    now: o.now,
    items: o.lines.map(itemOf),
  })
  if (!order) throw new ApiError(Codes.BAD_INPUT, '重复的请求')
  return order
}

/** What the client sees of an order. */
export async function orderView(q: Queryable, o: OrderRow): Promise<OrderWire> {
  const [items, payments] = await Promise.all([orderItems(q, o.id), orderPayments(q, o.id)])
  return {
    order_no: o.order_no,
    kind: o.kind,
    status: o.status,
    pay_method: o.pay_method,
    total_fen: o.total_fen,
    total_coins: o.total_coins,
    address: o.address,
    tracking_no: o.tracking_no,
    cancel_reason: o.cancel_reason,
    expires_at: o.expires_at,
    created_at: o.created_at,
    paid_at: o.paid_at,
    shipped_at: o.shipped_at,
    completed_at: o.completed_at,
    cancelled_at: o.cancelled_at,
    refunded_at: o.refunded_at,
    items: items.map(({ line: _line, ...it }) => it),
    payments: payments.map((p) => ({ payment_no: p.payment_no, channel: p.channel, status: p.status, amount_fen: p.amount_fen, paid_at: p.paid_at })),
  }
}

/** Closes the order's open payment attempts (pending or failed). */
export async function closeOpenPayments(q: Queryable, orderId: number, actor: Actor, now: number) {
  for (const p of await orderPayments(q, orderId)) {
    const to = nextPayment(p.status, 'close', actor)
    if (to && p.status !== 'succeeded') await setPaymentStatus(q, p.id, p.status, to, now)
  }
}

/** Cancels (user, admin) or expires (system) an unpaid order: payments closed, stock returned. */
export async function endUnpaid(q: Queryable, order: OrderRow, event: 'cancel' | 'expire', actor: Actor, now: number, reason: string) {
  const done = await transition(q, order, event, actor, now, { cancel_reason: reason })
  await closeOpenPayments(q, order.id, 'system', now)
  for (const it of await orderItems(q, order.id)) await returnStock(q, it.sku_id, it.qty)
  return done
}

/** Cancels every unpaid order whose time is up; answers how many. */
export async function expireDue(db: Db, now: number): Promise<number> {
  let n = 0
  for (const id of await dueUnpaid(db, now)) {
    n += await db.tx(async (q) => {
      const o = await findOrderById(q, id, true)
      if (!o || o.status !== 'created' || o.expires_at === null || o.expires_at > now) return 0
      await endUnpaid(q, o, 'expire', 'system', now, '超时未支付')
      return 1
    })
  }
  return n
}

/**
 * Hands out what a paid order bought (coin packs credited once per payment, reports unlocked, vouchers issued)
 * and completes it; physical goods stay paid until shipped.
 */
export async function fulfil(q: Queryable, order: OrderRow, now: number, paymentNo: string | null): Promise<OrderRow> {
  const items = await orderItems(q, order.id)
  if (order.kind === 'physical') return order
  for (const it of items) {
    if (order.kind === 'coin_pack' && it.coins) {
      await append(q, {
        uid: order.uid,
        amount: it.coins * it.qty,
        reason: `充值 ${it.coins * it.qty} 星币`,
        idemKey: `pay:${paymentNo ?? order.order_no}`,
        now,
      })
    }
    if (order.kind === 'report' && it.report_key) {
      const cur = await q.query<{ status: 'locked' | 'unlocked' }>('SELECT status FROM user_reports WHERE uid = $1 AND report_key = $2 FOR UPDATE', [
        order.uid,
        it.report_key,
      ])
      const to = nextReport(cur.rows[0]?.status ?? 'locked', order.pay_method === 'voucher' ? 'redeem' : 'buy', 'user')
      if (!to) throw new ApiError(Codes.ALREADY_OWNED, '已经解锁过这份报告')
      await q.query(
        `INSERT INTO user_reports (uid, report_key, status, order_id, updated_at) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (uid, report_key) DO UPDATE SET status = EXCLUDED.status, order_id = EXCLUDED.order_id, updated_at = EXCLUDED.updated_at`,
        [order.uid, it.report_key, to, order.id, now],
      )
    }
    if (order.kind === 'card' && it.card_type) {
      await q.query(
        `INSERT INTO user_cards (uid, card_type, status, order_id, created_at) SELECT $1, $2, 'active', $3, $4 FROM generate_series(1, $5::int)`,
        [order.uid, it.card_type, order.id, now, it.qty],
      )
    }
  }
  return transition(q, order, 'fulfil', 'system', now)
}

/**
 * Admin refund: coins returned or clawed back, unlocks and vouchers revoked, then money payments given back
 * through their provider (last, once every other check passed).
 */
export async function refundOrder(
  q: Queryable,
  payments: Payments,
  order: OrderRow,
  admin: number,
  now: number,
  reason: string,
): Promise<{ order: OrderRow; refunds: RefundDone[] }> {
  if (!nextOrder(order.status, 'refund', 'admin')) return { order: await transition(q, order, 'refund', 'admin', now), refunds: [] }
  const items = await orderItems(q, order.id)
  if (order.kind === 'coin_pack' && order.status === 'completed') {
    const coins = items.reduce((s, it) => s + (it.coins ?? 0) * it.qty, 0)
    await lockAccount(q, order.uid)
    if ((await balance(q, order.uid)) < coins) throw new ApiError(Codes.COINS_SHORT, '用户的星币已不足以收回这次充值，不能退款')
    await append(q, { uid: order.uid, amount: -coins, reason: `退款收回 ${coins} 星币`, idemKey: `clawback:${order.order_no}`, now, actor: admin })
  }
  if (order.pay_method === 'coins' && order.total_coins > 0) {
    await lockAccount(q, order.uid)
    await append(q, {
      uid: order.uid,
      amount: order.total_coins,
      reason: `退款退回 ${order.total_coins} 星币`,
      idemKey: `refund:${order.order_no}`,
      now,
      actor: admin,
    })
  }
  if (order.pay_method === 'voucher') {
    await q.query(
      `UPDATE user_cards SET status = 'active', used_for = NULL, used_at = NULL WHERE uid = $1 AND card_type = 'report' AND status = 'used' AND used_for = $2`,
      [order.uid, `order:${order.order_no}`],
    )
  }
  if (order.kind === 'report') {
    for (const it of items) {
      if (it.report_key && nextReport('unlocked', 'revoke', 'admin')) {
        await q.query(`UPDATE user_reports SET status = 'locked', updated_at = $3 WHERE uid = $1 AND report_key = $2 AND order_id = $4`, [
          order.uid,
          it.report_key,
          now,
          order.id,
        ])
      }
    }
  }
  if (order.kind === 'card') {
    const cards = await q.query<{ id: number; status: 'active' | 'used' | 'revoked' }>(
      'SELECT id, status FROM user_cards WHERE order_id = $1 FOR UPDATE',
      [order.id],
    )
    if (cards.rows.some((c) => !nextCard(c.status, 'revoke', 'admin'))) throw new ApiError(Codes.BAD_TRANSITION, '卡券已使用，不能退款')
    await q.query(`UPDATE user_cards SET status = 'revoked' WHERE order_id = $1`, [order.id])
  }
  if (order.kind === 'physical' && order.status === 'paid') for (const it of items) await returnStock(q, it.sku_id, it.qty)
  const refunds = order.pay_method === 'money' ? await refundPayments(q, payments, order, admin, reason, now) : []
  return { order: await transition(q, order, 'refund', 'admin', now, { cancel_reason: reason }), refunds }
}
