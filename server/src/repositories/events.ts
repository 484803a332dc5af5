// Book clubs and activities (one table, kind book_club | activity), their schedule and sign-ups (SQL only).
// A sign-up inserts the (event, user) row and raises signed_count in one transaction; the raise is a single
// UPDATE … WHERE signed_count < capacity, so concurrent sign-ups can never pass the capacity.
import type { Queryable } from '../plugins/db'
import { pagedQuery } from './content'

import type { EventKind, EventRowWire, EventSessionInput, EventSessionWire } from '../../../src/api/event-types'

export type { EventKind } from '../../../src/api/event-types'
/** Rows as the routes answer them (one declaration with the client: src/api/event-types.ts). */
export type EventRow = EventRowWire
export type SessionRow = EventSessionWire

const LIST_COLS = `e.id, e.kind, e.title, e.cover, e.host, e.book_title, e.book_author, e.location, e.excerpt, e.capacity,
  e.signed_count, e.signup_deadline, e.starts_at, e.ends_at, e.sort, e.status, e.published_at, e.updated_at`

/** Published events of a kind: upcoming and running first (by start), then finished ones (latest first). */
export const listEvents = (q: Queryable, kind: EventKind, statuses: string[], now: number, page: number, size: number) =>
  pagedQuery(
    q,
    {
      select: LIST_COLS,
      from: 'FROM events e WHERE e.kind = $1 AND e.status = ANY($2::text[])',
      order: '(e.ends_at < $3), e.sort DESC, CASE WHEN e.ends_at >= $3 THEN e.starts_at END ASC, e.starts_at DESC, e.id DESC',
      orderParams: [now],
    },
    [kind, statuses],
    page,
    size,
  )

export async function sessionsOf(q: Queryable, eventId: number): Promise<SessionRow[]> {
  const r = await q.query<SessionRow>(
    'SELECT id, event_id, title, starts_at, ends_at, location FROM event_sessions WHERE event_id = $1 ORDER BY starts_at, id',
    [eventId],
  )
  return r.rows
}

/**
 * Makes the event's sessions the given list: a session with an id is updated (it must belong to the event), one
 * without is added, and stored ones missing from the list are deleted. Answers the ids that were unknown, or
 * those deleted; the caller decides whether a deletion is allowed (docs/content.md, Sessions). Run in a transaction.
 */
export async function saveSessions(
  q: Queryable,
  eventId: number,
  sessions: readonly EventSessionInput[],
): Promise<{ unknown: number[]; deleted: number[] }> {
  const stored = new Set((await sessionsOf(q, eventId)).map((x) => x.id))
  const kept = new Set(sessions.flatMap((x) => (x.id === undefined ? [] : [x.id])))
  const unknown = [...kept].filter((x) => !stored.has(x))
  if (unknown.length) return { unknown, deleted: [] }
  const deleted = [...stored].filter((x) => !kept.has(x))
  if (deleted.length) await q.query('DELETE FROM event_sessions WHERE event_id = $1 AND id = ANY($2::bigint[])', [eventId, deleted])
  for (const x of sessions) {
    if (x.id === undefined)
      await q.query('INSERT INTO event_sessions (event_id, title, starts_at, ends_at, location) VALUES ($1, $2, $3, $4, $5)', [
        eventId,
        x.title,
        x.starts_at,
        x.ends_at,
        x.location,
      ])
    else
      await q.query('UPDATE event_sessions SET title = $3, starts_at = $4, ends_at = $5, location = $6 WHERE event_id = $1 AND id = $2', [
        eventId,
        x.id,
        x.title,
        x.starts_at,
        x.ends_at,
        x.location,
      ])
  }
  return { unknown: [], deleted }
}

export async function isSignedUp(q: Queryable, uid: number, eventId: number): Promise<boolean> {
  return (await q.query('SELECT 1 FROM event_signups WHERE uid = $1 AND event_id = $2', [uid, eventId])).rows.length > 0
}

export type JoinResult = 'joined' | 'already' | 'full' | 'closed'

/** Signs up while the event is published, before the deadline and below capacity. Run inside a transaction. */
export async function join(q: Queryable, uid: number, eventId: number, kind: EventKind, remark: string, now: number): Promise<JoinResult> {
  const ins = await q.query(
    `INSERT INTO event_signups (event_id, uid, remark, created_at) VALUES ($1, $2, $3, $4) ON CONFLICT (event_id, uid) DO NOTHING RETURNING uid`,
    [eventId, uid, remark, now],
  )
  if (!ins.rows.length) return 'already'
  const up = await q.query<{ ok: boolean }>(
    `UPDATE events SET signed_count = signed_count + 1
     WHERE id = $1 AND kind = $2 AND status = 'published' AND signup_deadline > $3 AND signed_count < capacity RETURNING true AS ok`,
    [eventId, kind, now],
  )
  if (up.rows.length) return 'joined'
  const ev = await q.query<{ status: string; signup_deadline: number }>('SELECT status, signup_deadline FROM events WHERE id = $1', [eventId])
  const e = ev.rows[0]
  return e && e.status === 'published' && Number(e.signup_deadline) > now ? 'full' : 'closed'
}

/** Withdraws a sign-up before the deadline; answers false when there was none or the deadline has passed. */
export async function quit(q: Queryable, uid: number, eventId: number, kind: EventKind, now: number): Promise<'quit' | 'none' | 'closed'> {
  const ev = await q.query<{ signup_deadline: number }>('SELECT signup_deadline FROM events WHERE id = $1 AND kind = $2 FOR UPDATE', [eventId, kind])
  if (!ev.rows.length) return 'none'
  if (Number(ev.rows[0].signup_deadline) <= now) return 'closed'
  const del = await q.query('DELETE FROM event_signups WHERE event_id = $1 AND uid = $2 RETURNING uid', [eventId, uid])
  if (!del.rows.length) return 'none'
  await q.query('UPDATE events SET signed_count = signed_count - 1 WHERE id = $1', [eventId])
  return 'quit'
}

/** Events of a kind the caller signed up for (cancelled ones too, so the user sees the change). */
export const myEvents = (q: Queryable, uid: number, kind: EventKind, page: number, size: number) =>
  pagedQuery(
    q,
    {
      select: `${LIST_COLS}, s.created_at AS signed_at`,
      from: `FROM event_signups s JOIN events e ON e.id = s.event_id WHERE s.uid = $1 AND e.kind = $2 AND e.status IN ('published', 'cancelled', 'archived')`,
      order: 'e.starts_at DESC, e.id DESC',
    },
    [uid, kind],
    page,
    size,
  )

/** Sessions of the caller's published events of a kind within [from, to), in time order (an event with no
 *  sessions counts as one session spanning the event). */
export async function mySchedule(q: Queryable, uid: number, kind: EventKind, from: number, to: number) {
  const r = await q.query<{ event_id: number; event_title: string; title: string; starts_at: number; ends_at: number; location: string }>(
    `SELECT * FROM (
       SELECT e.id AS event_id, e.title AS event_title, x.title, x.starts_at, x.ends_at, CASE WHEN x.location = '' THEN e.location ELSE x.location END AS location
       FROM event_signups s JOIN events e ON e.id = s.event_id JOIN event_sessions x ON x.event_id = e.id
       WHERE s.uid = $1 AND e.kind = $2 AND e.status = 'published'
       UNION ALL
       SELECT e.id, e.title, e.title, e.starts_at, e.ends_at, e.location
       FROM event_signups s JOIN events e ON e.id = s.event_id
       WHERE s.uid = $1 AND e.kind = $2 AND e.status = 'published' AND NOT EXISTS (SELECT 1 FROM event_sessions x WHERE x.event_id = e.id)
     ) t WHERE t.ends_at >= $3 AND t.starts_at < $4 ORDER BY t.starts_at, t.event_id LIMIT 500`,
    [uid, kind, from, to],
  )
  return r.rows
}

export async function signupsOf(q: Queryable, eventId: number) {
  const r = await q.query<{ uid: number; nickname: string; remark: string; created_at: number }>(
    `SELECT s.uid, u.nickname, s.remark, s.created_at FROM event_signups s JOIN users u ON u.uid = s.uid WHERE s.event_id = $1 ORDER BY s.created_at, s.uid`,
    [eventId],
  )
  return r.rows
}

export async function signupUids(q: Queryable, eventId: number): Promise<number[]> {
  return (await q.query<{ uid: number }>('SELECT uid FROM event_signups WHERE event_id = $1', [eventId])).rows.map((x) => Number(x.uid))
}
