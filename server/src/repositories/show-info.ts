// The one show-info row (migration 009). SQL only.
import type { Queryable } from '../plugins/db'
import { SHOW_INFO_DEFAULTS, showInfoBody, type ShowInfo } from '../schemas/show-info'

export async function readShowInfo(q: Queryable): Promise<ShowInfo> {
  const r = await q.query<{ info: string; updated_at: number }>('SELECT info, updated_at FROM show_info WHERE id = 1')
  const row = r.rows[0]
  if (!row) return SHOW_INFO_DEFAULTS
  const parsed = showInfoBody.safeParse(JSON.parse(row.info))
  return parsed.success ? { ...parsed.data, updated: Number(row.updated_at) } : SHOW_INFO_DEFAULTS
}

export async function saveShowInfo(q: Queryable, info: Omit<ShowInfo, 'updated'>, now: number): Promise<void> {
  await q.query(
    `INSERT INTO show_info (id, info, updated_at) VALUES (1, $1, $2)
     ON CONFLICT (id) DO UPDATE SET info = EXCLUDED.info, updated_at = EXCLUDED.updated_at`,
    [JSON.stringify(info), now],
  )
}
