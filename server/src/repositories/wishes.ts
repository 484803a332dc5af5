// Wishes and blessings (SQL only). The author's view and the wall's view are separate column lists: the wall's
// never names the author (no uid, no nickname), whoever asks.
import type { Queryable } from '../plugins/db'
import type { WishCreateIn } from '../schemas/wishes'
import type { WishState } from '../routes/wish/states'

interface Page<T> {
  list: T[]
  total: number
  page: number
  size: number
}

/** The author's own view of a wish. */
export interface OwnWish {
  id: number
  text: string
  category: string
  look_back: string
  is_public: number
  state: WishState
  bless_count: number
  state_at: number | null
  created_at: number
  updated_at: number
}

/** A wish as the wall shows it to anyone: no author. */
export interface WallWish {
  id: number
  text: string
  category: string
  state: WishState
  bless_count: number
  /** Whether the caller has blessed it (false when logged out). */
  blessed: boolean
  created_at: number
}

const OWN_COLS = `id::float8 AS id, text, category, to_char(look_back, 'YYYY-MM-DD') AS look_back, is_public::int AS is_public, state,
  bless_count, state_at::float8 AS state_at, created_at::float8 AS created_at, updated_at::float8 AS updated_at`

const ownRow = (r: OwnWish): OwnWish => ({
  ...r,
  id: Number(r.id),
  is_public: Number(r.is_public),
  bless_count: Number(r.bless_count),
  state_at: r.state_at === null ? null : Number(r.state_at),
  created_at: Number(r.created_at),
  updated_at: Number(r.updated_at),
})

/** Wishes on the wall: public and not let go. */
const ON_WALL = `is_public = 1 AND state <> 'let_go'`

/** Wishes the user created since `since` (the creation limit). */
export async function createdSince(q: Queryable, uid: number, since: number): Promise<number> {
  const r = await q.query<{ n: number }>('SELECT count(*)::int AS n FROM wishes WHERE uid = $1 AND created_at > $2', [uid, since])
  return Number(r.rows[0]?.n ?? 0)
}

/** Serialises one user's creations (the limit's check-then-insert) until the transaction ends. */
export async function lockUserWishes(q: Queryable, uid: number): Promise<void> {
  await q.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 7007029))', [`wish\n${uid}`])
}

export async function insertWish(q: Queryable, uid: number, w: WishCreateIn, now: number): Promise<OwnWish> {
  const r = await q.query<OwnWish>(
    `INSERT INTO wishes (uid, text, category, look_back, is_public, created_at, updated_at)
     VALUES ($1, $2, $3, $4::date, $5, $6, $6) RETURNING ${OWN_COLS}`,
    [uid, w.text, w.category, w.look_back, w.is_public, now],
  )
  return ownRow(r.rows[0])
}

export async function myWishes(q: Queryable, uid: number, page: number, size: number): Promise<Page<OwnWish>> {
  const rows = await q.query<OwnWish>(`SELECT ${OWN_COLS} FROM wishes WHERE uid = $1 ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`, [
    uid,
    size,
    (page - 1) * size,
  ])
  const total = await q.query<{ n: number }>('SELECT count(*)::int AS n FROM wishes WHERE uid = $1', [uid])
  return { list: rows.rows.map(ownRow), total: Number(total.rows[0]?.n ?? 0), page, size }
}

/** The user's own wish, locked for a state move; null when it is missing or someone else's. */
export async function lockOwnWish(q: Queryable, uid: number, id: number): Promise<OwnWish | null> {
  const r = await q.query<OwnWish>(`SELECT ${OWN_COLS} FROM wishes WHERE id = $1 AND uid = $2 FOR UPDATE`, [id, uid])
  return r.rows[0] ? ownRow(r.rows[0]) : null
}

export async function setWishState(q: Queryable, id: number, from: WishState, to: WishState, now: number): Promise<OwnWish | null> {
  const r = await q.query<OwnWish>(
    `UPDATE wishes SET state = $3, state_at = $4, updated_at = $4 WHERE id = $1 AND state = $2 RETURNING ${OWN_COLS}`,
    [id, from, to, now],
  )
  return r.rows[0] ? ownRow(r.rows[0]) : null
}

/** Moves the user's own wish on or off the wall; null when it is missing or someone else's. */
export async function setOwnWishPublic(q: Queryable, uid: number, id: number, isPublic: 0 | 1, now: number): Promise<OwnWish | null> {
  const r = await q.query<OwnWish>(`UPDATE wishes SET is_public = $3, updated_at = $4 WHERE id = $1 AND uid = $2 RETURNING ${OWN_COLS}`, [
    id,
    uid,
    isPublic,
    now,
  ])
  return r.rows[0] ? ownRow(r.rows[0]) : null
}

/** Deletes the user's own wish (its blessings go with it); false when it is missing or someone else's. */
export async function deleteOwnWish(q: Queryable, uid: number, id: number): Promise<boolean> {
  const r = await q.query<{ id: number }>('DELETE FROM wishes WHERE id = $1 AND uid = $2 RETURNING id', [id, uid])
  return r.rows.length > 0
}

/** The wall, newest first. `viewer` (or null) only decides each wish's `blessed`. */
export async function wall(q: Queryable, viewer: number | null, page: number, size: number): Promise<Page<WallWish>> {
  const rows = await q.query<WallWish>(
    `SELECT w.id::float8 AS id, w.text, w.category, w.state, w.bless_count, w.created_at::float8 AS created_at,
            EXISTS (SELECT 1 FROM wish_blessings b WHERE b.wish_id = w.id AND b.uid = $1) AS blessed
     FROM wishes w WHERE ${ON_WALL} ORDER BY w.created_at DESC, w.id DESC LIMIT $2 OFFSET $3`,
    [viewer ?? 0, size, (page - 1) * size],
  )
  const total = await q.query<{ n: number }>(`SELECT count(*)::int AS n FROM wishes WHERE ${ON_WALL}`)
  const list = rows.rows.map((r) => ({
    id: Number(r.id),
    text: r.text,
    category: r.category,
    state: r.state,
    bless_count: Number(r.bless_count),
    blessed: !!r.blessed,
    created_at: Number(r.created_at),
  }))
  return { list, total: Number(total.rows[0]?.n ?? 0), page, size }
}

/**
 * One blessing from `uid` on a wish of the wall. The insert and the count's raise are one statement: a second
 * blessing by the same user inserts nothing and raises nothing, and concurrent blessings each raise the count
 * under the row lock. Answers null when the wish is not on the wall (missing, private, let go).
 */
export async function bless(q: Queryable, uid: number, id: number, now: number): Promise<{ bless_count: number; added: boolean } | null> {
  const r = await q.query<{ bless_count: number; added: boolean }>(
    `WITH target AS (SELECT id FROM wishes WHERE id = $1 AND ${ON_WALL}),
          ins AS (INSERT INTO wish_blessings (wish_id, uid, created_at) SELECT id, $2, $3 FROM target
                  ON CONFLICT (wish_id, uid) DO NOTHING RETURNING wish_id),
          raised AS (UPDATE wishes SET bless_count = bless_count + 1 WHERE id IN (SELECT wish_id FROM ins) RETURNING bless_count)
     SELECT coalesce((SELECT bless_count FROM raised), (SELECT bless_count FROM wishes WHERE id IN (SELECT id FROM target))) AS bless_count,
            EXISTS (SELECT 1 FROM ins) AS added
     FROM target`,
    [id, uid, now],
  )
  const row = r.rows[0]
  return row ? { bless_count: Number(row.bless_count), added: !!row.added } : null
}
