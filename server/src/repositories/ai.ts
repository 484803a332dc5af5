// Readings (SQL only; migration 012): pending provider readings reserve coins, done rows are the history.
import type { Queryable } from '../plugins/db'

export interface ReadingRow {
  id: number
  source: 'local' | 'provider'
  kind: string
  topic: string
  question: string
  facts: string
  answer: string
  model: string
  spent_coins: number
  created_at: number
}

export interface NewReading {
  uid: number
  requestId: string
  source: 'local' | 'provider'
  status: 'pending' | 'done'
  kind: string
  topic: string
  question: string
  facts: string
  answer?: string
  model?: string
  now: number
}

const COLUMNS = 'id, source, kind, topic, question, facts, answer, model, spent_coins, created_at'

const toRow = (x: Record<string, unknown>): ReadingRow => ({
  id: Number(x.id),
  source: x.source as ReadingRow['source'],
  kind: String(x.kind),
  topic: String(x.topic),
  question: String(x.question),
  facts: String(x.facts),
  answer: String(x.answer),
  model: String(x.model),
  spent_coins: Number(x.spent_coins),
  created_at: Number(x.created_at),
})

/** Inserts a reading; null when the request id was used before by this user. */
export async function insertReading(q: Queryable, r: NewReading): Promise<number | null> {
  const res = await q.query<{ id: number }>(
    `INSERT INTO ai_readings (uid, request_id, source, status, kind, topic, question, facts, answer, model, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11) ON CONFLICT (uid, request_id) DO NOTHING RETURNING id`,
    [r.uid, r.requestId, r.source, r.status, r.kind, r.topic, r.question, r.facts, r.answer ?? '', r.model ?? '', r.now],
  )
  return res.rows[0] ? Number(res.rows[0].id) : null
}

/** Provider readings still streaming (started after `since`): each holds its price until it settles. */
export async function pendingCount(q: Queryable, uid: number, since: number): Promise<number> {
  const r = await q.query<{ n: number }>(`SELECT count(*)::int AS n FROM ai_readings WHERE uid = $1 AND status = 'pending' AND created_at > $2`, [
    uid,
    since,
  ])
  return Number(r.rows[0]?.n ?? 0)
}

export async function settleReading(q: Queryable, id: number, answer: string, spentCoins: number, now: number): Promise<void> {
  await q.query(`UPDATE ai_readings SET status = 'done', answer = $2, spent_coins = $3, updated_at = $4 WHERE id = $1`, [id, answer, spentCoins, now])
}

export async function dropPending(q: Queryable, id: number): Promise<void> {
  await q.query(`DELETE FROM ai_readings WHERE id = $1 AND status = 'pending'`, [id])
}

export async function readingPage(q: Queryable, uid: number, page: number, size: number): Promise<{ list: ReadingRow[]; total: number }> {
  const [rows, total] = await Promise.all([
    q.query<Record<string, unknown>>(
      `SELECT ${COLUMNS} FROM ai_readings WHERE uid = $1 AND status = 'done' ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`,
      [uid, size, (page - 1) * size],
    ),
    q.query<{ n: number }>(`SELECT count(*)::int AS n FROM ai_readings WHERE uid = $1 AND status = 'done'`, [uid]),
  ])
  return { list: rows.rows.map(toRow), total: Number(total.rows[0]?.n ?? 0) }
}

export async function readingOf(q: Queryable, uid: number, id: number): Promise<ReadingRow | null> {
  const r = await q.query<Record<string, unknown>>(`SELECT ${COLUMNS} FROM ai_readings WHERE uid = $1 AND id = $2 AND status = 'done'`, [uid, id])
  return r.rows[0] ? toRow(r.rows[0]) : null
}

export async function deleteReading(q: Queryable, uid: number, id: number): Promise<boolean> {
  const r = await q.query(`DELETE FROM ai_readings WHERE uid = $1 AND id = $2 AND status = 'done' RETURNING id`, [uid, id])
  return r.rows.length > 0
}
