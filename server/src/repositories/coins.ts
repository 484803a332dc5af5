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

/** Locks the account row: every spend, deposit and clawback of one user runs one at a time (no overdraft). */
export async function lockAccount(q: Queryable, uid: number): Promise<boolean> {
  const r = await q.query('SELECT uid FROM users WHERE uid = $1 FOR UPDATE', [uid])
  return r.rows.length > 0
}

export interface LedgerEntry {
  uid: number
  /** Positive: coins in; negative: coins out. */
  amount: number
  reason: string
  idemKey: string
  now: number
  /** The admin behind a deposit or refund (NULL for the user's own grants and spends). */
  actor?: number | null
}

/** Appends a row unless its idempotency key was used; true when it was appended. */
export async function append(q: Queryable, e: LedgerEntry): Promise<boolean> {
  const r = await q.query(
    `INSERT INTO coin_ledger (uid, amount, reason, idem_key, created_at, actor) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (uid, idem_key) DO NOTHING RETURNING id`,
    [e.uid, e.amount, e.reason, e.idemKey, e.now, e.actor ?? null],
  )
  return r.rows.length > 0
}

/**
 * Takes coins out (amount > 0) inside a transaction: locks the account, checks the balance, appends the spend.
 * 'short' when the balance is too small; the balance never goes negative, however many spends run at once.
 */
export async function spend(q: Queryable, e: LedgerEntry): Promise<'spent' | 'short' | 'repeat'> {
  if (!(e.amount > 0)) throw new Error('spend amount must be positive')
  await lockAccount(q, e.uid)
  if ((await balance(q, e.uid)) < e.amount) return 'short'
  return (await append(q, { ...e, amount: -e.amount })) ? 'spent' : 'repeat'
}
