// Orders and their items (SQL only). Status changes are guarded by the expected current status, so two racing
// changes cannot both apply; the allowed changes come from commerce/machines.ts.
import type { OrderWire } from '../../../src/api/commerce-types'
import type { Queryable } from '../plugins/db'
import type { OrderState } from '../commerce/machines'
import type { ProductKind } from './shop'

export interface OrderItem {
  line: number
  sku_id: number
  product_id: number
  name: string
  spec: string
  qty: number
  price_fen: number | null
  price_coins: number | null
  coins: number | null
  report_key: string | null
  card_type: string | null
}

export interface OrderRow {
  id: number
  order_no: string
  uid: number
  kind: ProductKind
  status: OrderState
  pay_method: 'money' | 'coins' | 'voucher'
  total_fen: number
  total_coins: number
  /** The address as it was when ordered (the wire shape, src/api/commerce-types.ts). */
  address: OrderWire['address']
  cancel_reason: string | null
  tracking_no: string | null
  expires_at: number | null
  paid_at: number | null
  shipped_at: number | null
  completed_at: number | null
  cancelled_at: number | null
  refunded_at: number | null
  created_at: number
  updated_at: number
}

const n = (v: unknown) => (v === null || v === undefined ? null : Number(v))

const toOrder = (r: Record<string, unknown>): OrderRow => ({
  id: Number(r.id),
  order_no: String(r.order_no),
  uid: Number(r.uid),
  kind: r.kind as ProductKind,
  status: r.status as OrderState,
  pay_method: r.pay_method as OrderRow['pay_method'],
  total_fen: Number(r.total_fen),
  total_coins: Number(r.total_coins),
  address: (r.address as OrderWire['address']) ?? null,
  cancel_reason: (r.cancel_reason as string | null) ?? null,
  tracking_no: (r.tracking_no as string | null) ?? null,
  expires_at: n(r.expires_at),
  paid_at: n(r.paid_at),
  shipped_at: n(r.shipped_at),
  completed_at: n(r.completed_at),
  cancelled_at: n(r.cancelled_at),
  refunded_at: n(r.refunded_at),
  created_at: Number(r.created_at),
  updated_at: Number(r.updated_at),
})

export interface NewOrder {
  orderNo: string
  uid: number
  kind: ProductKind
  status: OrderState
  payMethod: OrderRow['pay_method']
  totalFen: number
  totalCoins: number
  address: object | null
  requestId: string | null
  expiresAt: number | null
  now: number
  items: Omit<OrderItem, 'line'>[]
}

/** Inserts an order and its items; null when the user already sent this request id (the earlier order stands). */
export async function insertOrder(q: Queryable, o: NewOrder): Promise<OrderRow | null> {
  const paid = o.status === 'created' ? null : o.now
  const r = await q.query<Record<string, unknown>>(
    `INSERT INTO orders (order_no, uid, kind, status, pay_method, total_fen, total_coins, address, request_id, expires_at,
       paid_at, completed_at, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $13)
     ON CONFLICT (uid, request_id) DO NOTHING RETURNING *`,
    [
      o.orderNo,
      o.uid,
      o.kind,
      o.status,
      o.payMethod,
      o.totalFen,
      o.totalCoins,
      o.address ? JSON.stringify(o.address) : null,
      o.requestId,
      o.expiresAt,
      paid,
      o.status === 'completed' ? o.now : null,
      o.now,
    ],
  )
  const row = r.rows[0]
  if (!row) return null
  const order = toOrder(row)
  await q.query(
    `INSERT INTO order_items (order_id, line, sku_id, product_id, name, spec, qty, price_fen, price_coins, coins, report_key, card_type)
     SELECT $1, (x->>'line')::int, (x->>'sku_id')::bigint, (x->>'product_id')::bigint, x->>'name', x->>'spec', (x->>'qty')::int,
       (x->>'price_fen')::int, (x->>'price_coins')::int, (x->>'coins')::int, x->>'report_key', x->>'card_type'
     FROM jsonb_array_elements($2::jsonb) AS x`,
    [order.id, JSON.stringify(o.items.map((it, i) => ({ ...it, line: i + 1 })))],
  )
  return order
}

/** The order with this number, only when it is the given user's (uid null: any user, for admins and callbacks). */
export async function findOrder(q: Queryable, orderNo: string, uid: number | null, forUpdate = false): Promise<OrderRow | null> {
  const r = await q.query<Record<string, unknown>>(
    `SELECT * FROM orders WHERE order_no = $1 ${uid === null ? '' : 'AND uid = $2'} ${forUpdate ? 'FOR UPDATE' : ''}`,
    uid === null ? [orderNo] : [orderNo, uid],
  )
  return r.rows[0] ? toOrder(r.rows[0]) : null
}

export async function findOrderById(q: Queryable, id: number, forUpdate = false): Promise<OrderRow | null> {
  const r = await q.query<Record<string, unknown>>(`SELECT * FROM orders WHERE id = $1 ${forUpdate ? 'FOR UPDATE' : ''}`, [id])
  return r.rows[0] ? toOrder(r.rows[0]) : null
}

export async function findByRequest(q: Queryable, uid: number, requestId: string): Promise<OrderRow | null> {
  const r = await q.query<Record<string, unknown>>('SELECT * FROM orders WHERE uid = $1 AND request_id = $2', [uid, requestId])
  return r.rows[0] ? toOrder(r.rows[0]) : null
}

export async function orderItems(q: Queryable, orderId: number): Promise<OrderItem[]> {
  const r = await q.query<Record<string, unknown>>('SELECT * FROM order_items WHERE order_id = $1 ORDER BY line', [orderId])
  return r.rows.map((x) => ({
    line: Number(x.line),
    sku_id: Number(x.sku_id),
    product_id: Number(x.product_id),
    name: String(x.name),
    spec: String(x.spec),
    qty: Number(x.qty),
    price_fen: n(x.price_fen),
    price_coins: n(x.price_coins),
    coins: n(x.coins),
    report_key: (x.report_key as string | null) ?? null,
    card_type: (x.card_type as string | null) ?? null,
  }))
}

export async function listOrders(q: Queryable, f: { uid: number | null; status?: OrderState; page: number; size: number }): Promise<OrderRow[]> {
  const where: string[] = []
  const args: unknown[] = []
  if (f.uid !== null) where.push(`uid = $${args.push(f.uid)}`)
  if (f.status) where.push(`status = $${args.push(f.status)}`)
  args.push(f.size, (f.page - 1) * f.size)
  const r = await q.query<Record<string, unknown>>(
    `SELECT * FROM orders ${where.length ? 'WHERE ' + where.join(' AND ') : ''} ORDER BY created_at DESC, id DESC
     LIMIT $${args.length - 1} OFFSET $${args.length}`,
    args,
  )
  return r.rows.map(toOrder)
}

const STAMP: Partial<Record<OrderState, string>> = {
  paid: 'paid_at',
  shipped: 'shipped_at',
  completed: 'completed_at',
  cancelled: 'cancelled_at',
  refunded: 'refunded_at',
}

/** Moves an order from `from` to `to` (stamping the matching time); false when it was no longer in `from`. */
export async function setOrderStatus(
  q: Queryable,
  id: number,
  from: OrderState,
  to: OrderState,
  now: number,
  extra: { cancel_reason?: string; tracking_no?: string } = {},
): Promise<boolean> {
  const sets = ['status = $3', 'updated_at = $4']
  const args: unknown[] = [id, from, to, now]
  if (STAMP[to]) sets.push(`${STAMP[to]} = $4`)
  if (extra.cancel_reason !== undefined) sets.push(`cancel_reason = $${args.push(extra.cancel_reason)}`)
  if (extra.tracking_no !== undefined) sets.push(`tracking_no = $${args.push(extra.tracking_no)}`)
  const r = await q.query(`UPDATE orders SET ${sets.join(', ')} WHERE id = $1 AND status = $2 RETURNING id`, args)
  return r.rows.length > 0
}

/** Unpaid orders whose time is up. */
export async function dueUnpaid(q: Queryable, now: number, limit = 500): Promise<number[]> {
  const r = await q.query<{ id: number }>(
    `SELECT id FROM orders WHERE status = 'created' AND expires_at IS NOT NULL AND expires_at <= $1 ORDER BY expires_at LIMIT $2`,
    [now, limit],
  )
  return r.rows.map((x) => Number(x.id))
}
