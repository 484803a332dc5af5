// Merit counts (SQL only). Rows are (uid, device, day) → count; a push keeps the greater count, so a repeated or
// reordered push changes nothing it should not, and concurrent pushes settle in the database (GREATEST on conflict).
import type { Queryable } from '../plugins/db'

export interface MeritDayRow {
  date: string
  /** Knocks of every device of the user on that day. */
  count: number
  /** Knocks of the pushing device on that day (0 when it has none). */
  mine: number
}

export interface MeritWord {
  word_type: number
  word: string
  update_time: number
}

/** Within one push, one count per day: the greatest (the device's counts only grow). */
export function maxPerDay(list: { date: string; count: number }[]): { date: string; count: number }[] {
  const byDay = new Map<string, number>()
  for (const d of list) byDay.set(d.date, Math.max(byDay.get(d.date) ?? 0, d.count))
  return [...byDay].map(([date, count]) => ({ date, count }))
}

export async function pushCounts(q: Queryable, uid: number, device: string, list: { date: string; count: number }[], now: number): Promise<void> {
  const rows = maxPerDay(list).filter((d) => d.count > 0)
  if (!rows.length) return
  await q.query(
    `INSERT INTO merit_counts (uid, device, day, count, updated_at)
     SELECT $1, $2, (x->>'date')::date, (x->>'count')::integer, $3 FROM jsonb_array_elements($4::jsonb) AS x
     ON CONFLICT (uid, device, day) DO UPDATE
       SET count = GREATEST(merit_counts.count, EXCLUDED.count), updated_at = EXCLUDED.updated_at
       WHERE merit_counts.count < EXCLUDED.count`,
    [uid, device, now, JSON.stringify(rows)],
  )
}

/** Every day with knocks, newest first: the sum over the user's devices and this device's own count. */
export async function listDays(q: Queryable, uid: number, device: string): Promise<MeritDayRow[]> {
  const r = await q.query<{ date: string; count: string | number | bigint; mine: string | number | bigint }>(
    `SELECT to_char(day, 'YYYY-MM-DD') AS date, sum(count)::bigint AS count,
            coalesce(sum(count) FILTER (WHERE device = $2), 0)::bigint AS mine
     FROM merit_counts WHERE uid = $1 GROUP BY day ORDER BY day DESC`,
    [uid, device],
  )
  return r.rows.map((x) => ({ date: x.date, count: Number(x.count), mine: Number(x.mine) }))
}

/** Stores the word when it is newer than the stored one (a tie keeps the server copy); answers the stored word. */
export async function settleWord(q: Queryable, uid: number, word: MeritWord | null): Promise<MeritWord | null> {
  if (word) {
    await q.query(
      `INSERT INTO merit_words (uid, word_type, word, update_time) VALUES ($1, $2, $3, $4)
       ON CONFLICT (uid) DO UPDATE SET word_type = EXCLUDED.word_type, word = EXCLUDED.word, update_time = EXCLUDED.update_time
         WHERE merit_words.update_time < EXCLUDED.update_time`,
      [uid, word.word_type, word.word, word.update_time],
    )
  }
  const r = await q.query<{ word_type: number; word: string; update_time: string | number | bigint }>(
    'SELECT word_type, word, update_time FROM merit_words WHERE uid = $1',
    [uid],
  )
  const w = r.rows[0]
  return w ? { word_type: Number(w.word_type), word: w.word, update_time: Number(w.update_time) } : null
}
