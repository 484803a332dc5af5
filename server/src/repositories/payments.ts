// Payments, provider callbacks, and the income figures built from them and the coin ledger (SQL only).
import type { IncomeRowWire } from '../../../src/api/commerce-types'
import type { Queryable } from '../plugins/db'
import type { PaymentState } from '../commerce/machines'
import type { Channel, ProviderName } from '../payments/types'

export interface PaymentRow {
  id: number
  payment_no: string
  order_id: number
  uid: number
  provider: ProviderName
  channel: Channel
  amount_fen: number
  status: PaymentState
  provider_txn: string | null
  created_at: number
  paid_at: number | null
}

const toPayment = (r: Record<string, unknown>): PaymentRow => ({
  id: Number(r.id),
  payment_no: String(r.payment_no),
  order_id: Number(r.order_id),
  uid: Number(r.uid),
  provider: r.provider as ProviderName,
  channel: r.channel as Channel,
  amount_fen: Number(r.amount_fen),
  status: r.status as PaymentState,
  provider_txn: (r.provider_txn as string | null) ?? null,
  created_at: Number(r.created_at),
  paid_at: r.paid_at === null || r.paid_at === undefined ? null : Number(r.paid_at),
})

export async function insertPayment(
  q: Queryable,
  p: { paymentNo: string; orderId: number; uid: number; provider: ProviderName; channel: Channel; amountFen: number; now: number },
): Promise<PaymentRow> {
  const r = await q.query<Record<string, unknown>>(
    `INSERT INTO payments (payment_no, order_id, uid, provider, channel, amount_fen, status, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, 'pending', $7, $7) RETURNING *`,
    [p.paymentNo, p.orderId, p.uid, p.provider, p.channel, p.amountFen, p.now],
  )
  return toPayment(r.rows[0])
}

export async function findPayment(q: Queryable, paymentNo: string, forUpdate = false): Promise<PaymentRow | null> {
  const r = await q.query<Record<string, unknown>>(`SELECT * FROM payments WHERE payment_no = $1 ${forUpdate ? 'FOR UPDATE' : ''}`, [paymentNo])
  return r.rows[0] ? toPayment(r.rows[0]) : null
}

export async function orderPayments(q: Queryable, orderId: number): Promise<PaymentRow[]> {
  const r = await q.query<Record<string, unknown>>('SELECT * FROM payments WHERE order_id = $1 ORDER BY id', [orderId])
  return r.rows.map(toPayment)
}

/** Guarded status change (false when the payment was no longer in `from`). */
export async function setPaymentStatus(q: Queryable, id: number, from: PaymentState, to: PaymentState, now: number, txn?: string): Promise<boolean> {
  const r = await q.query(
    `UPDATE payments SET status = $3, updated_at = $4 ${to === 'succeeded' ? ', paid_at = $4, provider_txn = $5' : ''}
     WHERE id = $1 AND status = $2 RETURNING id`,
    to === 'succeeded' ? [id, from, to, now, txn ?? null] : [id, from, to, now],
  )
  return r.rows.length > 0
}

/** Records a verified callback once per (provider, event id); false when it was seen before (a replay). */
export async function recordEvent(
  q: Queryable,
  e: { provider: string; eventId: string; paymentNo: string; outcome: string; body: string; now: number },
) {
  const r = await q.query(
    `INSERT INTO payment_events (provider, event_id, payment_no, outcome, body, created_at) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (provider, event_id) DO NOTHING RETURNING id`,
    [e.provider, e.eventId, e.paymentNo, e.outcome, e.body.slice(0, 20_000), e.now],
  )
  return r.rows.length > 0
}

/** One period (src/api/commerce-types.ts, shared with the client). */
export type IncomeRow = IncomeRowWire

/**
 * Income per China day ('day', yyyy-MM-dd) or month ('month', yyyy-MM) in [from, to) epoch ms: money from
 * payments, coins from the ledger (by idempotency-key prefix: pay:/clawback: sold, deposit: deposited; spends are the
 * users' own negative rows, less refund: rows).
 */
export async function income(q: Queryable, unit: 'day' | 'month', from: number, to: number): Promise<IncomeRow[]> {
  const fmt = unit === 'day' ? 'YYYY-MM-DD' : 'YYYY-MM'
  const period = (col: string) => `to_char(to_timestamp((${col} + 28800000) / 1000.0) AT TIME ZONE 'UTC', '${fmt}')`
  const r = await q.query<Record<string, unknown>>(
    `WITH money AS (
       SELECT ${period('paid_at')} AS period, sum(amount_fen)::bigint AS income_fen,
              coalesce(sum(amount_fen) FILTER (WHERE status = 'refunded'), 0)::bigint AS refunded_fen, count(*)::int AS payments
       FROM payments WHERE status IN ('succeeded', 'refunded') AND paid_at >= $1 AND paid_at < $2 GROUP BY 1
     ), coins AS (
       SELECT ${period('created_at')} AS period,
              coalesce(sum(amount) FILTER (WHERE idem_key LIKE 'pay:%' OR idem_key LIKE 'clawback:%'), 0)::bigint AS coins_sold,
              coalesce(sum(amount) FILTER (WHERE idem_key LIKE 'deposit:%'), 0)::bigint AS coins_deposited,
              (coalesce(-sum(amount) FILTER (WHERE amount < 0 AND actor IS NULL), 0)
                - coalesce(sum(amount) FILTER (WHERE idem_key LIKE 'refund:%'), 0))::bigint AS coins_spent
       FROM coin_ledger WHERE created_at >= $1 AND created_at < $2 GROUP BY 1
     )
     SELECT coalesce(m.period, c.period) AS period, coalesce(m.income_fen, 0) AS income_fen, coalesce(m.refunded_fen, 0) AS refunded_fen,
            coalesce(m.payments, 0) AS payments, coalesce(c.coins_sold, 0) AS coins_sold,
            coalesce(c.coins_deposited, 0) AS coins_deposited, coalesce(c.coins_spent, 0) AS coins_spent
     FROM money m FULL JOIN coins c ON c.period = m.period ORDER BY 1`,
    [from, to],
  )
  return r.rows.map((x) => ({
    period: String(x.period),
    income_fen: Number(x.income_fen),
    refunded_fen: Number(x.refunded_fen),
    payments: Number(x.payments),
    coins_sold: Number(x.coins_sold),
    coins_deposited: Number(x.coins_deposited),
    coins_spent: Number(x.coins_spent),
  }))
}

export async function audit(q: Queryable, a: { actor: number; action: string; target: string; reason?: string; detail?: object; now: number }) {
  await q.query('INSERT INTO admin_audit (actor, action, target, reason, detail, created_at) VALUES ($1, $2, $3, $4, $5, $6)', [
    a.actor,
    a.action,
    a.target,
    a.reason ?? '',
    JSON.stringify(a.detail ?? {}),
    a.now,
  ])
}

export async function auditLog(q: Queryable, page: number, size: number) {
  const r = await q.query<Record<string, unknown>>(
    'SELECT id, actor, action, target, reason, detail, created_at FROM admin_audit ORDER BY id DESC LIMIT $1 OFFSET $2',
    [size, (page - 1) * size],
  )
  return r.rows.map((x) => ({ ...x, id: Number(x.id), actor: Number(x.actor), created_at: Number(x.created_at) }))
}
