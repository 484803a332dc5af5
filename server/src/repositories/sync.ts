// Last-writer-wins records with tombstones (DESIGN.md §4). For each (uid, kind, id) the copy with the greater
// update_time wins; on a tie the server copy stays. Deleted records are kept with is_del 1.
import type { Queryable } from '../plugins/db'

export type Kind = 'birth' | 'group' | 'arabic' | 'style' | 'psych' | 'divination' | 'meditation'

export interface SyncRecord {
  id: number | string
  update_time: number
  is_del?: number | null
  [k: string]: unknown
}

/** How far ahead of the server clock a pushed update_time may be; later stamps are clamped to the server time. */
export const MAX_AHEAD_MS = 5 * 60_000

/**
 * A stamp far in the future would win over every later edit (last writer wins), so stamps more than
 * MAX_AHEAD_MS ahead of the server clock are replaced by the server time.
 */
export const clampStamps = <R extends { update_time: number }>(list: R[], now: number): R[] =>
  list.map((r) => (r.update_time > now + MAX_AHEAD_MS ? { ...r, update_time: now } : r))

/** Drops null/undefined fields, marks the copy as stored on the server, settles is_del. */
export function normalise(kind: Kind, r: SyncRecord): SyncRecord {
  const out: SyncRecord = { id: r.id, update_time: r.update_time }
  for (const [k, v] of Object.entries(r)) if (v !== null && v !== undefined && k !== 'modified') out[k] = v
  out.is_local = 0
  out.is_del = r.is_del ? 1 : 0
  if (kind === 'group' && out.is_del) out.ids = []
  return out
}

/** Within one push, keeps one copy per id: the greatest update_time (first one on a tie). */
export function dedupe(list: SyncRecord[]): SyncRecord[] {
  const byId = new Map<string, SyncRecord>()
  for (const r of list) {
    const k = String(r.id)
    const seen = byId.get(k)
    if (!seen || r.update_time > seen.update_time) byId.set(k, r)
  }
  return [...byId.values()]
}

/**
 * Settles the pushed lists of several kinds in one multi-row INSERT … ON CONFLICT (one statement per batch).
 * Records not newer than the stored copy are filtered out before the insert, so a push of unchanged records
 * writes and locks nothing; the ON CONFLICT condition still settles concurrent pushes.
 */
export async function upsertKinds(q: Queryable, uid: number, pushes: { kind: Kind; list: SyncRecord[] }[]): Promise<void> {
  const rows = pushes.flatMap((p) => dedupe(p.list.map((r) => normalise(p.kind, r))).map((r) => ({ k: p.kind, r })))
  if (!rows.length) return
  await q.query(
    `INSERT INTO sync_records (uid, kind, id, update_time, is_del, data)
     SELECT $1, x->>'k', x->'r'->>'id', (x->'r'->>'update_time')::bigint, (x->'r'->>'is_del')::smallint, x->'r'
     FROM jsonb_array_elements($2::jsonb) AS x
     LEFT JOIN sync_records s ON s.uid = $1 AND s.kind = x->>'k' AND s.id = x->'r'->>'id'
     WHERE s.id IS NULL OR s.update_time < (x->'r'->>'update_time')::bigint
     ON CONFLICT (uid, kind, id) DO UPDATE
       SET update_time = EXCLUDED.update_time, is_del = EXCLUDED.is_del, data = EXCLUDED.data
       WHERE sync_records.update_time < EXCLUDED.update_time`,
    [uid, JSON.stringify(rows)],
  )
}

/** Every record of this kind, tombstones included, newest first. */
export async function listRecords(q: Queryable, uid: number, kind: Kind, ids?: string[]): Promise<SyncRecord[]> {
  const r = ids
    ? await q.query<{ data: SyncRecord }>(
        'SELECT data FROM sync_records WHERE uid = $1 AND kind = $2 AND id = ANY($3::text[]) ORDER BY update_time DESC, id',
        [uid, kind, ids],
      )
    : await q.query<{ data: SyncRecord }>('SELECT data FROM sync_records WHERE uid = $1 AND kind = $2 ORDER BY update_time DESC, id', [uid, kind])
  return r.rows.map((x) => x.data)
}

/**
 * Sync of several kinds: answers each kind's full list as JSON text. Reads the stored lists and their
 * (id → update_time) first; only pushed records newer than the stored copy (or new) are written, so a
 * push of unchanged records costs one read. Stored update_times never decrease (rows are only replaced by
 * newer ones), so skipping by an earlier read is safe; the upsert's own condition settles races.
 */
export async function syncKinds(q: Queryable, uid: number, pushes: { kind: Kind; list: SyncRecord[] }[]): Promise<string[]> {
  const kinds = pushes.map((p) => p.kind)
  const cols = kinds
    .map((_, i) => {
      const where = `FROM sync_records WHERE uid = $1 AND kind = $${i + 2}`
      return `coalesce((SELECT json_agg(data ORDER BY update_time DESC, id) ${where}), '[]')::text AS l${i},
        coalesce((SELECT json_object_agg(id, update_time) ${where}), '{}')::text AS t${i}`
    })
    .join(', ')
  const read = async () => (await q.query<Record<string, string>>(`SELECT ${cols}`, [uid, ...kinds])).rows[0]
  const first = await read()
  const newer = pushes.map((p, i) => {
    if (!p.list.length) return { kind: p.kind, list: [] }
    const times = JSON.parse(first[`t${i}`]) as Record<string, number>
    return {
      kind: p.kind,
      list: p.list.filter((r) => {
        const stored = times[String(r.id)]
        return stored === undefined || r.update_time > Number(stored)
      }),
    }
  })
  const wrote = newer.some((p) => p.list.length > 0)
  if (wrote) await upsertKinds(q, uid, newer)
  const final = wrote ? await read() : first
  return kinds.map((_, i) => final[`l${i}`])
}

export async function getRecord(q: Queryable, uid: number, kind: Kind, id: string): Promise<SyncRecord | null> {
  const r = await q.query<{ data: SyncRecord }>('SELECT data FROM sync_records WHERE uid = $1 AND kind = $2 AND id = $3', [uid, kind, id])
  return r.rows[0]?.data ?? null
}

/** Inserts a new record under a fresh id derived from `now`; returns it. */
export async function insertNew(q: Queryable, uid: number, kind: Kind, rec: Omit<SyncRecord, 'id'>, now: number) {
  for (let id = now; id < now + 1000; id++) {
    const data = normalise(kind, { ...rec, id, update_time: now } as SyncRecord)
    const r = await q.query(
      `INSERT INTO sync_records (uid, kind, id, update_time, is_del, data) VALUES ($1, $2, $3, $4, 0, $5::jsonb)
       ON CONFLICT DO NOTHING RETURNING id`,
      [uid, kind, String(id), now, JSON.stringify(data)],
    )
    if (r.rows.length) return data
  }
  throw new Error('no free id')
}
