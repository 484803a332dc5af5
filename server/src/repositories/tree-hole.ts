// Tree hole posts, hugs and reports (SQL only; docs/wellness.md). Three column lists: the author's own view, the
// feed's view (never the author: no uid, no nickname, whoever asks) and the moderators' view (with the uid).
import type { Queryable } from '../plugins/db'
import type { PostStatus, ReportReason } from '../schemas/tree-hole'

interface Page<T> {
  list: T[]
  total: number
  page: number
  size: number
}

/** The author's own post. */
export interface OwnPost {
  id: number
  text: string
  status: PostStatus
  hug_count: number
  created_at: number
}

/** A post of the feed: anonymous; `hugged`, `reported` and `mine` are the caller's own marks. */
export interface FeedPost {
  id: number
  text: string
  hug_count: number
  /** Visible replies. */
  reply_count: number
  hugged: boolean
  reported: boolean
  mine: boolean
  created_at: number
}

/** A post as moderators see it. */
export interface ReviewPost {
  id: number
  uid: number
  text: string
  status: PostStatus
  hidden_by: string | null
  hold_category: string | null
  hug_count: number
  report_count: number
  /** Reports since the last restore. */
  new_reports: number
  reasons: Partial<Record<ReportReason, number>>
  created_at: number
  updated_at: number
}

const OWN_COLS = `id::float8 AS id, text, status, hug_count, created_at::float8 AS created_at`
const ownRow = (r: OwnPost): OwnPost => ({ ...r, id: Number(r.id), hug_count: Number(r.hug_count), created_at: Number(r.created_at) })
const count = async (q: Queryable, sql: string, params: unknown[]) => Number((await q.query<{ n: number }>(sql, params)).rows[0]?.n ?? 0)

/** Serialises one user's posting (the limits' check-then-insert) until the transaction ends. */
export async function lockUserPosts(q: Queryable, uid: number): Promise<void> {
  await q.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 7007029))', [`tree-hole\n${uid}`])
}

/** How many posts the user wrote since `since`, and when the latest was written (0: none). */
export async function postsSince(q: Queryable, uid: number, since: number): Promise<{ n: number; last: number }> {
  const r = await q.query<{ n: number; last: number }>(
    'SELECT count(*)::int AS n, coalesce(max(created_at), 0)::float8 AS last FROM tree_hole_posts WHERE uid = $1 AND created_at > $2',
    [uid, since],
  )
  return { n: Number(r.rows[0]?.n ?? 0), last: Number(r.rows[0]?.last ?? 0) }
}

export async function insertPost(q: Queryable, uid: number, text: string, held: string | null, now: number): Promise<OwnPost> {
  const r = await q.query<OwnPost>(
    `INSERT INTO tree_hole_posts (uid, text, status, hidden_by, hold_category, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $6) RETURNING ${OWN_COLS}`,
    [uid, text, held ? 'held' : 'visible', held ? 'filter' : null, held, now],
  )
  return ownRow(r.rows[0])
}

export async function myPosts(q: Queryable, uid: number, page: number, size: number): Promise<Page<OwnPost>> {
  const rows = await q.query<OwnPost>(`SELECT ${OWN_COLS} FROM tree_hole_posts WHERE uid = $1 ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`, [
    uid,
    size,
    (page - 1) * size,
  ])
  const total = await count(q, 'SELECT count(*)::int AS n FROM tree_hole_posts WHERE uid = $1', [uid])
  return { list: rows.rows.map(ownRow), total, page, size }
}

/** Deletes the user's own post (hugs and reports go with it); false when it is missing or someone else's. */
export async function deleteOwnPost(q: Queryable, uid: number, id: number): Promise<boolean> {
  return (await q.query('DELETE FROM tree_hole_posts WHERE id = $1 AND uid = $2 RETURNING id', [id, uid])).rows.length > 0
}

/** The feed: visible posts, newest first. `viewer` (or null) only decides the caller's marks. */
export async function feed(q: Queryable, viewer: number | null, page: number, size: number): Promise<Page<FeedPost>> {
  const rows = await q.query<FeedPost>(
    `SELECT p.id::float8 AS id, p.text, p.hug_count, p.reply_count, p.created_at::float8 AS created_at, p.uid = $1 AS mine,
            EXISTS (SELECT 1 FROM tree_hole_hugs h WHERE h.post_id = p.id AND h.uid = $1) AS hugged,
            EXISTS (SELECT 1 FROM tree_hole_reports r WHERE r.post_id = p.id AND r.uid = $1) AS reported
     FROM tree_hole_posts p WHERE p.status = 'visible' ORDER BY p.created_at DESC, p.id DESC LIMIT $2 OFFSET $3`,
    [viewer ?? 0, size, (page - 1) * size],
  )
  const total = await count(q, `SELECT count(*)::int AS n FROM tree_hole_posts WHERE status = 'visible'`, [])
  const list = rows.rows.map((r) => ({
    id: Number(r.id),
    text: r.text,
    hug_count: Number(r.hug_count),
    reply_count: Number(r.reply_count),
    hugged: !!r.hugged,
    reported: !!r.reported,
    mine: !!r.mine,
    created_at: Number(r.created_at),
  }))
  return { list, total, page, size }
}

/** One hug from `uid` on a visible post, insert and count raise in one statement; null when not in the feed. */
export async function hug(q: Queryable, uid: number, id: number, now: number): Promise<{ hug_count: number; added: boolean } | null> {
  const r = await q.query<{ hug_count: number; added: boolean }>(
    `WITH target AS (SELECT id FROM tree_hole_posts WHERE id = $1 AND status = 'visible'),
          ins AS (INSERT INTO tree_hole_hugs (post_id, uid, created_at) SELECT id, $2, $3 FROM target
                  ON CONFLICT (post_id, uid) DO NOTHING RETURNING post_id),
          raised AS (UPDATE tree_hole_posts SET hug_count = hug_count + 1 WHERE id IN (SELECT post_id FROM ins) RETURNING hug_count)
     SELECT coalesce((SELECT hug_count FROM raised), (SELECT hug_count FROM tree_hole_posts WHERE id IN (SELECT id FROM target))) AS hug_count,
            EXISTS (SELECT 1 FROM ins) AS added
     FROM target`,
    [id, uid, now],
  )
  const row = r.rows[0]
  return row ? { hug_count: Number(row.hug_count), added: !!row.added } : null
}

/** The post's author and moderation state, locked until the transaction ends; null when missing. */
export async function lockPost(q: Queryable, id: number): Promise<{ uid: number; status: PostStatus; hidden_by: string | null } | null> {
  const r = await q.query<{ uid: number; status: PostStatus; hidden_by: string | null }>(
    'SELECT uid::float8 AS uid, status, hidden_by FROM tree_hole_posts WHERE id = $1 FOR UPDATE',
    [id],
  )
  return r.rows[0] ? { ...r.rows[0], uid: Number(r.rows[0].uid) } : null
}

/**
 * One report from `uid` (under the post's row lock): a repeat inserts and raises nothing. The post hides itself
 * once `hideAt` reports have come in since its last restore.
 */
export async function addReport(
  q: Queryable,
  a: { id: number; uid: number; reason: ReportReason; now: number; hideAt: number },
): Promise<{ added: boolean; hidden: boolean }> {
  const ins = await q.query(
    'INSERT INTO tree_hole_reports (post_id, uid, reason, created_at) VALUES ($1, $2, $3, $4) ON CONFLICT (post_id, uid) DO NOTHING RETURNING post_id',
    [a.id, a.uid, a.reason, a.now],
  )
  const added = ins.rows.length > 0
  const r = await q.query<{ status: PostStatus }>(
    `UPDATE tree_hole_posts SET report_count = report_count + $2::int,
       status = CASE WHEN status = 'visible' AND report_count + $2::int - reports_cleared >= $3 THEN 'hidden' ELSE status END,
       hidden_by = CASE WHEN status = 'visible' AND report_count + $2::int - reports_cleared >= $3 THEN 'reports' ELSE hidden_by END,
       updated_at = CASE WHEN $2::int > 0 THEN $4 ELSE updated_at END
     WHERE id = $1 RETURNING status`,
    [a.id, added ? 1 : 0, a.hideAt, a.now],
  )
  return { added, hidden: r.rows[0]?.status === 'hidden' }
}

const REVIEW_FILTERS = {
  reported: 'report_count > reports_cleared',
  held: `status = 'held'`,
  hidden: `status = 'hidden'`,
} as const

export async function reviewList(q: Queryable, filter: keyof typeof REVIEW_FILTERS, page: number, size: number): Promise<Page<ReviewPost>> {
  const where = REVIEW_FILTERS[filter]
  const rows = await q.query<ReviewPost>(
    `SELECT p.id::float8 AS id, p.uid::float8 AS uid, p.text, p.status, p.hidden_by, p.hold_category, p.hug_count, p.report_count,
            p.report_count - p.reports_cleared AS new_reports, p.created_at::float8 AS created_at, p.updated_at::float8 AS updated_at,
            coalesce((SELECT jsonb_object_agg(reason, n) FROM (SELECT reason, count(*)::int AS n FROM tree_hole_reports r
                      WHERE r.post_id = p.id GROUP BY reason) x), '{}'::jsonb) AS reasons
     FROM tree_hole_posts p WHERE ${where} ORDER BY p.updated_at DESC, p.id DESC LIMIT $1 OFFSET $2`,
    [size, (page - 1) * size],
  )
  const total = await count(q, `SELECT count(*)::int AS n FROM tree_hole_posts WHERE ${where}`, [])
  const list = rows.rows.map((r) => ({
    ...r,
    id: Number(r.id),
    uid: Number(r.uid),
    hug_count: Number(r.hug_count),
    report_count: Number(r.report_count),
    new_reports: Number(r.new_reports),
    created_at: Number(r.created_at),
    updated_at: Number(r.updated_at),
  }))
  return { list, total, page, size }
}

/** A moderator hides the post, or restores it to the feed (its reports so far count as reviewed). */
export async function moderatePost(q: Queryable, id: number, to: 'hidden' | 'visible', now: number): Promise<boolean> {
  const r = await q.query(
    to === 'hidden'
      ? `UPDATE tree_hole_posts SET status = 'hidden', hidden_by = 'admin', updated_at = $2 WHERE id = $1 RETURNING id`
      : `UPDATE tree_hole_posts SET status = 'visible', hidden_by = NULL, hold_category = NULL, reports_cleared = report_count, updated_at = $2
         WHERE id = $1 RETURNING id`,
    [id, now],
  )
  return r.rows.length > 0
}

export async function deletePost(q: Queryable, id: number): Promise<boolean> {
  return (await q.query('DELETE FROM tree_hole_posts WHERE id = $1 RETURNING id', [id])).rows.length > 0
}
