// Append-only coin ledger: a grant or spend is one row; the balance is the sum; (uid, idem_key) is unique.
import type { Queryable } from '../plugins/db'

export const COINS = {
  register: 500,
  daily: 50,
  share: 10,
  /** Share grants per China calendar day (coin_type 6). */
  sharePerDay: 3,
} as const

/** Inserts one ledger row unless the idempotency key was used; true when it was inserted. */
export async function grant(q: Queryable, uid: number, amount: number, reason: string, idemKey: string, now: number) {
  const r = await q.query(
    `INSERT INTO coin_ledger (uid, amount, reason, idem_key, created_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (uid, idem_key) DO NOTHING RETURNING id`,
    [uid, amount, reason, idemKey, now],
  )
  return r.rows.length > 0
}

export async function balance(q: Queryable, uid: number): Promise<number> {
  const r = await q.query<{ s: number }>('SELECT COALESCE(sum(amount), 0)::int AS s FROM coin_ledger WHERE uid = $1', [uid])
  return Number(r.rows[0]?.s ?? 0)
}
