// Report types, unlocks and saved readings (SQL only; migration 008). Unlocks live in user_reports (004).
import type { Queryable } from '../plugins/db'

export interface ReportType {
  report_key: string
  name: string
  description: string
  price_coins: number
  sort: number
}

export interface SavedReport {
  id: number
  report_key: string
  subject: string
  input: unknown
  created_at: number
  updated_at: number
}

export async function reportTypes(q: Queryable): Promise<ReportType[]> {
  const r = await q.query<ReportType>(
    'SELECT report_key, name, description, price_coins, sort FROM report_types WHERE on_sale ORDER BY sort, report_key',
  )
  return r.rows.map((x) => ({ ...x, price_coins: Number(x.price_coins), sort: Number(x.sort) }))
}

export async function reportType(q: Queryable, key: string): Promise<ReportType | null> {
  return (await reportTypes(q)).find((t) => t.report_key === key) ?? null
}

export async function isUnlocked(q: Queryable, uid: number, key: string): Promise<boolean> {
  const r = await q.query(`SELECT 1 FROM user_reports WHERE uid = $1 AND report_key = $2 AND status = 'unlocked'`, [uid, key])
  return r.rows.length > 0
}

export async function markUnlocked(q: Queryable, uid: number, key: string, now: number): Promise<void> {
  await q.query(
    `INSERT INTO user_reports (uid, report_key, status, order_id, updated_at) VALUES ($1, $2, 'unlocked', NULL, $3)
     ON CONFLICT (uid, report_key) DO UPDATE SET status = 'unlocked', updated_at = EXCLUDED.updated_at`,
    [uid, key, now],
  )
}

const toSaved = (x: Record<string, unknown>): SavedReport => ({
  id: Number(x.id),
  report_key: String(x.report_key),
  subject: String(x.subject),
  input: x.input,
  created_at: Number(x.created_at),
  updated_at: Number(x.updated_at),
})

/** Saves a reading (the same input again only refreshes its time). */
export async function saveReport(
  q: Queryable,
  s: { uid: number; key: string; subject: string; input: unknown; inputKey: string; now: number },
): Promise<SavedReport> {
  const r = await q.query<Record<string, unknown>>(
    `INSERT INTO saved_reports (uid, report_key, subject, input, input_key, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $6)
     ON CONFLICT (uid, report_key, input_key) DO UPDATE SET subject = EXCLUDED.subject, updated_at = EXCLUDED.updated_at
     RETURNING id, report_key, subject, input, created_at, updated_at`,
    [s.uid, s.key, s.subject, JSON.stringify(s.input), s.inputKey, s.now],
  )
  return toSaved(r.rows[0]!)
}

export async function savedReports(q: Queryable, uid: number): Promise<SavedReport[]> {
  const r = await q.query<Record<string, unknown>>(
    `SELECT id, report_key, subject, input, created_at, updated_at FROM saved_reports WHERE uid = $1 ORDER BY updated_at DESC, id DESC LIMIT 500`,
    [uid],
  )
  return r.rows.map(toSaved)
}

export async function savedReport(q: Queryable, uid: number, id: number): Promise<SavedReport | null> {
  const r = await q.query<Record<string, unknown>>(
    'SELECT id, report_key, subject, input, created_at, updated_at FROM saved_reports WHERE uid = $1 AND id = $2',
    [uid, id],
  )
  return r.rows[0] ? toSaved(r.rows[0]) : null
}
