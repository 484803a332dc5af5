// Feedback threads and their posts (SQL only). A user sees only their own threads; admins see all.
import type { Queryable } from '../plugins/db'
import { pagedQuery } from './content'

export interface ThreadRow {
  id: number
  uid: number
  title: string
  contact: string
  status: 'open' | 'answered' | 'closed'
  created_at: number
  updated_at: number
}

const LIST_COLS = `t.id, t.uid, t.title, t.status, t.created_at, t.updated_at,
  (SELECT count(*)::int FROM feedback_posts p WHERE p.thread_id = t.id) AS post_count,
  (SELECT left(p.content, 60) FROM feedback_posts p WHERE p.thread_id = t.id ORDER BY p.id DESC LIMIT 1) AS last_post`

export async function createThread(q: Queryable, uid: number, t: { title: string; contact: string; content: string; images: string[] }, now: number) {
  const r = await q.query<ThreadRow>(
    `INSERT INTO feedback_threads (uid, title, contact, status, created_at, updated_at) VALUES ($1, $2, $3, 'open', $4, $4) RETURNING *`,
    [uid, t.title, t.contact, now],
  )
  await addPost(q, r.rows[0].id, uid, false, t.content, t.images, now)
  return r.rows[0]
}

export async function addPost(q: Queryable, threadId: number, uid: number, fromAdmin: boolean, content: string, images: string[], now: number) {
  await q.query('INSERT INTO feedback_posts (thread_id, uid, from_admin, content, images, created_at) VALUES ($1, $2, $3, $4, $5::jsonb, $6)', [
    threadId,
    uid,
    fromAdmin ? 1 : 0,
    content,
    JSON.stringify(images),
    now,
  ])
}

/** The thread locked for a state move (FOR UPDATE), or null. */
export async function lockThread(q: Queryable, id: number): Promise<ThreadRow | null> {
  return (await q.query<ThreadRow>('SELECT * FROM feedback_threads WHERE id = $1 FOR UPDATE', [id])).rows[0] ?? null
}

export async function getThread(q: Queryable, id: number): Promise<ThreadRow | null> {
  return (await q.query<ThreadRow>('SELECT * FROM feedback_threads WHERE id = $1', [id])).rows[0] ?? null
}

export async function setThreadState(q: Queryable, id: number, status: string, now: number) {
  await q.query('UPDATE feedback_threads SET status = $2, updated_at = $3 WHERE id = $1', [id, status, now])
}

export async function postsOf(q: Queryable, threadId: number) {
  const r = await q.query<{ id: number; from_admin: number; content: string; images: string[]; created_at: number }>(
    'SELECT id, from_admin, content, images, created_at FROM feedback_posts WHERE thread_id = $1 ORDER BY id',
    [threadId],
  )
  return r.rows.map((p) => ({ ...p, from_admin: Number(p.from_admin) }))
}

export const myThreads = (q: Queryable, uid: number, page: number, size: number) =>
  pagedQuery(q, { select: LIST_COLS, from: 'FROM feedback_threads t WHERE t.uid = $1', order: 't.updated_at DESC, t.id DESC' }, [uid], page, size)

export const allThreads = (q: Queryable, status: string | undefined, page: number, size: number) =>
  pagedQuery(
    q,
    {
      select: `${LIST_COLS}, t.contact, (SELECT u.nickname FROM users u WHERE u.uid = t.uid) AS nickname`,
      from: `FROM feedback_threads t${status ? ' WHERE t.status = $1' : ''}`,
      order: 't.updated_at DESC, t.id DESC',
    },
    status ? [status] : [],
    page,
    size,
  )
