// The per-user inbox (SQL only). notify() is how any area leaves a system notice: a filled birth invite, a
// shipped order, a feedback reply, a cancelled event. Every read and write is scoped to one uid.
import type { Queryable } from '../plugins/db'
import { pagedQuery } from './content'

export type MessageKind = 'system' | 'birth_invite' | 'order' | 'feedback' | 'event' | 'course'

export interface Notice {
  kind: MessageKind
  title: string
  content?: string
  /** App path the message opens (e.g. /pagesC/question-list/index?id=3), or ''. */
  link?: string
}

const COLS = 'id, kind, title, content, link, read_at, created_at, (read_at IS NOT NULL) AS is_read'

export async function notify(q: Queryable, uid: number, n: Notice, now: number): Promise<number> {
  const r = await q.query<{ id: number }>(
    'INSERT INTO messages (uid, kind, title, content, link, created_at) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id',
    [uid, n.kind, n.title.slice(0, 100), (n.content ?? '').slice(0, 2000), (n.link ?? '').slice(0, 300), now],
  )
  return Number(r.rows[0].id)
}

/** The same notice to many users in one statement (unknown uids are skipped). */
export async function notifyMany(q: Queryable, uids: number[], n: Notice, now: number): Promise<number> {
  const r = await q.query<{ id: number }>(
    `INSERT INTO messages (uid, kind, title, content, link, created_at)
     SELECT u.uid, $2, $3, $4, $5, $6 FROM users u WHERE u.uid = ANY($1::bigint[]) RETURNING id`,
    [uids, n.kind, n.title.slice(0, 100), (n.content ?? '').slice(0, 2000), (n.link ?? '').slice(0, 300), now],
  )
  return r.rows.length
}

export const listMessages = (q: Queryable, uid: number, unreadOnly: boolean, page: number, size: number) =>
  pagedQuery(
    q,
    { select: COLS, from: `FROM messages WHERE uid = $1${unreadOnly ? ' AND read_at IS NULL' : ''}`, order: 'id DESC' },
    [uid],
    page,
    size,
  )

export async function unreadCount(q: Queryable, uid: number): Promise<number> {
  const r = await q.query<{ n: number }>('SELECT count(*)::int AS n FROM messages WHERE uid = $1 AND read_at IS NULL', [uid])
  return Number(r.rows[0]?.n ?? 0)
}

/** Marks the caller's own messages read (ids of other users' messages change nothing); answers how many. */
export async function markRead(q: Queryable, uid: number, ids: number[] | 'all', now: number): Promise<number> {
  const r =
    ids === 'all'
      ? await q.query('UPDATE messages SET read_at = $2 WHERE uid = $1 AND read_at IS NULL RETURNING id', [uid, now])
      : await q.query('UPDATE messages SET read_at = $2 WHERE uid = $1 AND read_at IS NULL AND id = ANY($3::bigint[]) RETURNING id', [uid, now, ids])
  return r.rows.length
}

export async function deleteMessages(q: Queryable, uid: number, ids: number[]): Promise<number> {
  const r = await q.query('DELETE FROM messages WHERE uid = $1 AND id = ANY($2::bigint[]) RETURNING id', [uid, ids])
  return r.rows.length
}
