// CMS columns and articles (SQL only). Readers see published articles whose column (if any) is published.
import type { Queryable } from '../plugins/db'
import { pagedQuery } from './content'

const COLUMN_COLS = `c.id, c.title, c.intro, c.cover, c.sort, c.status, c.published_at, c.created_at, c.updated_at,
  (SELECT count(*)::int FROM cms_articles a WHERE a.column_id = c.id AND a.status = 'published') AS article_count`

const ARTICLE_COLS = `a.id, a.column_id, c.title AS column_title, a.title, a.author, a.cover, a.excerpt, a.sort, a.status,
  a.published_at, a.created_at, a.updated_at`

/** Published, or in any state (admin) when status is null. */
export const listColumns = (q: Queryable, status: string | null, page: number, size: number) =>
  pagedQuery(
    q,
    { select: COLUMN_COLS, from: `FROM cms_columns c${status ? ' WHERE c.status = $1' : ''}`, order: 'c.sort DESC, c.id DESC' },
    status ? [status] : [],
    page,
    size,
  )

export async function columnById(q: Queryable, id: number) {
  return (
    (await q.query<Record<string, unknown> & { status: string }>(`SELECT ${COLUMN_COLS} FROM cms_columns c WHERE c.id = $1`, [id])).rows[0] ?? null
  )
}

/** Reader list: published articles outside any column or in a published column. */
export function listPublishedArticles(q: Queryable, columnId: number | undefined, page: number, size: number) {
  const params: unknown[] = []
  let where = `a.status = 'published' AND (a.column_id IS NULL OR c.status = 'published')`
  if (columnId !== undefined) {
    params.push(columnId)
    where += ` AND a.column_id = $1`
  }
  return pagedQuery(
    q,
    {
      select: ARTICLE_COLS,
      from: `FROM cms_articles a LEFT JOIN cms_columns c ON c.id = a.column_id WHERE ${where}`,
      order: 'a.sort DESC, a.published_at DESC, a.id DESC',
    },
    params,
    page,
    size,
  )
}

export function listAllArticles(q: Queryable, status: string | undefined, columnId: number | undefined, page: number, size: number) {
  const params: unknown[] = []
  const where: string[] = []
  if (status) where.push(`a.status = $${params.push(status)}`)
  if (columnId !== undefined) where.push(`a.column_id = $${params.push(columnId)}`)
  return pagedQuery(
    q,
    {
      select: ARTICLE_COLS,
      from: `FROM cms_articles a LEFT JOIN cms_columns c ON c.id = a.column_id${where.length ? ' WHERE ' + where.join(' AND ') : ''}`,
      order: 'a.updated_at DESC, a.id DESC',
    },
    params,
    page,
    size,
  )
}

/** One article with its column's title and state. */
export async function articleById(q: Queryable, id: number) {
  const r = await q.query<Record<string, unknown> & { status: string; column_status: string | null }>(
    `SELECT a.*, c.title AS column_title, c.status AS column_status FROM cms_articles a LEFT JOIN cms_columns c ON c.id = a.column_id WHERE a.id = $1`,
    [id],
  )
  return r.rows[0] ?? null
}
