// Tree hole replies (SQL only; docs/wellness.md). Like posts, three column lists: the author's own view, the
// thread's view (never the author: no uid, whoever asks) and the moderators' view (with the uid). A post's
// reply_count counts its visible replies and moves in the statement that changes a reply's visibility.
import type { Queryable } from '../plugins/db'
import type { PostStatus } from '../schemas/tree-hole'

interface Page<T> {
  list: T[]
  total: number
  page: number
  size: number
}

/** A reply in a post's thread: anonymous; `mine` is the caller's own mark. */
export interface ThreadReply {
  id: number
  text: string
  mine: boolean
  created_at: number
}

/** The author's own reply, with the post it answers. */
export interface OwnReply {
  id: number
  post_id: number
  text: string
  status: PostStatus
  created_at: number
}

/** A reply as moderators see it. */
export interface ReviewReply extends OwnReply {
  uid: number
  hidden_by: string | null
  hold_category: string | null
  post_text: string
  updated_at: number
}

const OWN_COLS = `r.id::float8 AS id, r.post_id::float8 AS post_id, r.text, r.status, r.created_at::float8 AS created_at`
const num = <T extends object>(r: T, keys: (keyof T)[]): T => ({ ...r, ...Object.fromEntries(keys.map((k) => [k, Number(r[k])])) })
const ownRow = (r: OwnReply) => num(r, ['id', 'post_id', 'created_at'])
const count = async (q: Queryable, sql: string, params: unknown[]) => Number((await q.query<{ n: number }>(sql, params)).rows[0]?.n ?? 0)

/** Serialises one user's replying (the limits' check-then-insert) until the transaction ends. */
export async function lockUserReplies(q: Queryable, uid: number): Promise<void> {
  await q.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 7007029))', [`tree-hole-reply\n${uid}`])
}

/** How many replies the user wrote since `since`, and when the latest was written (0: none). */
export async function repliesSince(q: Queryable, uid: number, since: number): Promise<{ n: number; last: number }> {
  const r = await q.query<{ n: number; last: number }>(
    'SELECT count(*)::int AS n, coalesce(max(created_at), 0)::float8 AS last FROM tree_hole_replies WHERE uid = $1 AND created_at > $2',
    [uid, since],
  )
  return { n: Number(r.rows[0]?.n ?? 0), last: Number(r.rows[0]?.last ?? 0) }
}

/** Whether the post is in the feed (only those take replies and show threads). */
export async function postVisible(q: Queryable, postId: number): Promise<boolean> {
  return (await q.query(`SELECT 1 FROM tree_hole_posts WHERE id = $1 AND status = 'visible'`, [postId])).rows.length > 0
}

/** A reply to a visible post; null when the post is not in the feed. A visible reply raises the post's count. */
export async function insertReply(
  q: Queryable,
  a: { postId: number; uid: number; text: string; held: string | null; now: number },
): Promise<OwnReply | null> {
  const r = await q.query<OwnReply>(
    `WITH target AS (SELECT id FROM tree_hole_posts WHERE id = $1 AND status = 'visible' FOR UPDATE),
          r AS (INSERT INTO tree_hole_replies (post_id, uid, text, status, hidden_by, hold_category, created_at, updated_at)
                SELECT id, $2, $3, $4, $5, $6, $7, $7 FROM target RETURNING *),
          raised AS (UPDATE tree_hole_posts SET reply_count = reply_count + 1 WHERE id IN (SELECT post_id FROM r WHERE status = 'visible'))
     SELECT ${OWN_COLS} FROM r`,
    [a.postId, a.uid, a.text, a.held ? 'held' : 'visible', a.held ? 'filter' : null, a.held, a.now],
  )
  return r.rows[0] ? ownRow(r.rows[0]) : null
}

/** A post's visible replies, oldest first (a thread reads down). `viewer` (or null) only decides `mine`. */
export async function thread(q: Queryable, postId: number, viewer: number | null, page: number, size: number): Promise<Page<ThreadReply>> {
  const rows = await q.query<ThreadReply>(
    `SELECT r.id::float8 AS id, r.text, r.uid = $2 AS mine, r.created_at::float8 AS created_at
     FROM tree_hole_replies r WHERE r.post_id = $1 AND r.status = 'visible' ORDER BY r.created_at, r.id LIMIT $3 OFFSET $4`,
    [postId, viewer ?? 0, size, (page - 1) * size],
  )
  const total = await count(q, `SELECT count(*)::int AS n FROM tree_hole_replies WHERE post_id = $1 AND status = 'visible'`, [postId])
  const list = rows.rows.map((r) => ({ id: Number(r.id), text: r.text, mine: !!r.mine, created_at: Number(r.created_at) }))
  return { list, total, page, size }
}

export async function myReplies(q: Queryable, uid: number, page: number, size: number): Promise<Page<OwnReply>> {
  const rows = await q.query<OwnReply>(
    `SELECT ${OWN_COLS} FROM tree_hole_replies r WHERE r.uid = $1 ORDER BY r.created_at DESC, r.id DESC LIMIT $2 OFFSET $3`,
    [uid, size, (page - 1) * size],
  )
  const total = await count(q, 'SELECT count(*)::int AS n FROM tree_hole_replies WHERE uid = $1', [uid])
  return { list: rows.rows.map(ownRow), total, page, size }
}

/** Deletes a reply (the user's own when `uid` is given); a visible one lowers its post's count. */
export async function deleteReply(q: Queryable, id: number, uid: number | null): Promise<boolean> {
  const r = await q.query(
    `WITH d AS (DELETE FROM tree_hole_replies WHERE id = $1 AND ($2::bigint IS NULL OR uid = $2) RETURNING post_id, status),
          lowered AS (UPDATE tree_hole_posts SET reply_count = reply_count - 1 WHERE id IN (SELECT post_id FROM d WHERE status = 'visible'))
     SELECT 1 FROM d`,
    [id, uid],
  )
  return r.rows.length > 0
}

/** A moderator hides a reply or lets it into its thread; the post's count follows. */
export async function moderateReply(q: Queryable, id: number, to: 'hidden' | 'visible', now: number): Promise<boolean> {
  const r = await q.query(
    `WITH old AS (SELECT id, post_id, status FROM tree_hole_replies WHERE id = $1 FOR UPDATE),
          moved AS (UPDATE tree_hole_replies SET status = $2, hidden_by = CASE WHEN $2 = 'hidden' THEN 'admin' END,
                      hold_category = CASE WHEN $2 = 'hidden' THEN hold_category END, updated_at = $3
                    WHERE id IN (SELECT id FROM old) RETURNING id),
          counted AS (UPDATE tree_hole_posts p SET reply_count = reply_count + CASE WHEN $2 = 'visible' THEN 1 ELSE -1 END
                      FROM old WHERE p.id = old.post_id AND (old.status = 'visible') <> ($2 = 'visible'))
     SELECT 1 FROM moved`,
    [id, to, now],
  )
  return r.rows.length > 0
}

const REVIEW_FILTERS = { held: `r.status = 'held'`, hidden: `r.status = 'hidden'` } as const
export type ReplyReviewFilter = keyof typeof REVIEW_FILTERS

export async function replyReviewList(q: Queryable, filter: ReplyReviewFilter, page: number, size: number): Promise<Page<ReviewReply>> {
  const where = REVIEW_FILTERS[filter]
  const rows = await q.query<ReviewReply>(
    `SELECT ${OWN_COLS}, r.uid::float8 AS uid, r.hidden_by, r.hold_category, r.updated_at::float8 AS updated_at, p.text AS post_text
     FROM tree_hole_replies r JOIN tree_hole_posts p ON p.id = r.post_id WHERE ${where}
     ORDER BY r.updated_at DESC, r.id DESC LIMIT $1 OFFSET $2`,
    [size, (page - 1) * size],
  )
  const total = await count(q, `SELECT count(*)::int AS n FROM tree_hole_replies r WHERE ${where}`, [])
  return { list: rows.rows.map((r) => num(r, ['id', 'post_id', 'uid', 'created_at', 'updated_at'])), total, page, size }
}
