// Shared SQL of the content tables (docs/content.md): insert and update by field map, compare-and-set state
// moves, and paged lists. Table and column names come from the code (checked against a pattern), values are
// always parameters.
import type { Queryable } from '../plugins/db'

export type ContentTable = 'cms_columns' | 'cms_articles' | 'courses' | 'course_lessons' | 'events'

const NAME = /^[a-z_]{1,40}$/
const names = (fields: Record<string, unknown>) => {
  const keys = Object.keys(fields)
  for (const k of keys) if (!NAME.test(k)) throw new Error(`bad column ${k}`)
  return keys
}

export async function insertRow<T>(q: Queryable, table: ContentTable, fields: Record<string, unknown>, now: number): Promise<T> {
  const all = { ...fields, created_at: now, updated_at: now }
  const keys = names(all)
  const r = await q.query<T>(
    `INSERT INTO ${table} (${keys.join(', ')}) VALUES (${keys.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING *`,
    keys.map((k) => all[k as keyof typeof all]),
  )
  return r.rows[0]
}

/** Updates the given fields; answers the row, or null when no row has this id. */
export async function updateRow<T>(q: Queryable, table: ContentTable, id: number, fields: Record<string, unknown>, now: number): Promise<T | null> {
  const all = { ...fields, updated_at: now }
  const keys = names(all)
  const r = await q.query<T>(`UPDATE ${table} SET ${keys.map((k, i) => `${k} = $${i + 2}`).join(', ')} WHERE id = $1 RETURNING *`, [
    id,
    ...keys.map((k) => all[k as keyof typeof all]),
  ])
  return r.rows[0] ?? null
}

export async function getRow<T>(q: Queryable, table: ContentTable, id: number): Promise<T | null> {
  const r = await q.query<T>(`SELECT * FROM ${table} WHERE id = $1`, [id])
  return r.rows[0] ?? null
}

/**
 * Moves a record from one state to the next only if it is still in `from` (two admins acting at once: one
 * wins, the other gets null). The first publish stamps published_at.
 */
export async function moveState<T>(q: Queryable, table: ContentTable, id: number, from: string, to: string, now: number): Promise<T | null> {
  const r = await q.query<T>(
    `UPDATE ${table} SET status = $3, updated_at = $4,
       published_at = CASE WHEN $3 = 'published' THEN COALESCE(published_at, $4) ELSE published_at END
     WHERE id = $1 AND status = $2 RETURNING *`,
    [id, from, to, now],
  )
  return r.rows[0] ?? null
}

export interface Page<T> {
  list: T[]
  total: number
  page: number
  size: number
}

/**
 * `select` is the column list, `from` the FROM … WHERE … part (its parameters in `params`), `order` the ORDER BY
 * list, whose own parameters (`orderParams`) are numbered after `params`.
 */
export async function pagedQuery<T>(
  q: Queryable,
  parts: { select: string; from: string; order: string; orderParams?: unknown[] },
  params: unknown[],
  page: number,
  size: number,
): Promise<Page<T>> {
  const all = [...params, ...(parts.orderParams ?? [])]
  const n = all.length
  const rows = await q.query<T>(`SELECT ${parts.select} ${parts.from} ORDER BY ${parts.order} LIMIT $${n + 1} OFFSET $${n + 2}`, [
    ...all,
    size,
    (page - 1) * size,
  ])
  const total = await q.query<{ n: number }>(`SELECT count(*)::int AS n ${parts.from}`, params)
  return { list: rows.rows, total: Number(total.rows[0]?.n ?? 0), page, size }
}
