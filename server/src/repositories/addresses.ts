// Postal addresses (SQL only). Every query names the owner: another user's address id finds nothing.
import type { AddressWire } from '../../../src/api/commerce-types'
import type { Queryable } from '../plugins/db'

/** What a client sends: the wire address without its id and stamp. */
export type AddressIn = Omit<AddressWire, 'id' | 'updated_at'>

export interface Address extends AddressIn {
  id: number
  updated_at: number
}

export const MAX_ADDRESSES = 20

const COLS = 'id, name, phone, province, city, district, detail, postcode, is_default, updated_at'
const toAddress = (r: Record<string, unknown>): Address => ({
  id: Number(r.id),
  name: String(r.name),
  phone: String(r.phone),
  province: String(r.province),
  city: String(r.city),
  district: String(r.district),
  detail: String(r.detail),
  postcode: String(r.postcode),
  is_default: Boolean(r.is_default),
  updated_at: Number(r.updated_at),
})

export async function listAddresses(q: Queryable, uid: number): Promise<Address[]> {
  const r = await q.query<Record<string, unknown>>(
    `SELECT ${COLS} FROM addresses WHERE uid = $1 ORDER BY is_default DESC, updated_at DESC, id DESC`,
    [uid],
  )
  return r.rows.map(toAddress)
}

export async function findAddress(q: Queryable, uid: number, id: number): Promise<Address | null> {
  const r = await q.query<Record<string, unknown>>(`SELECT ${COLS} FROM addresses WHERE uid = $1 AND id = $2`, [uid, id])
  return r.rows[0] ? toAddress(r.rows[0]) : null
}

/** Inserts (no id) or updates the owner's address; null when the id is not the owner's or the list is full. */
export async function saveAddress(q: Queryable, uid: number, id: number | undefined, a: AddressIn, now: number): Promise<Address | null> {
  await q.query('SELECT uid FROM users WHERE uid = $1 FOR UPDATE', [uid])
  const count = await q.query<{ n: number }>('SELECT count(*)::int AS n FROM addresses WHERE uid = $1', [uid])
  const n = Number(count.rows[0]?.n ?? 0)
  if (id === undefined && n >= MAX_ADDRESSES) return null
  if (id !== undefined && !(await findAddress(q, uid, id))) return null
  const makeDefault = a.is_default || n === 0
  if (makeDefault)
    await q.query('UPDATE addresses SET is_default = false WHERE uid = $1 AND is_default AND id IS DISTINCT FROM $2', [uid, id ?? null])
  const vals = [a.name, a.phone, a.province, a.city, a.district, a.detail, a.postcode, makeDefault, now]
  const r =
    id === undefined
      ? await q.query<Record<string, unknown>>(
          `INSERT INTO addresses (uid, name, phone, province, city, district, detail, postcode, is_default, updated_at, created_at)
           VALUES ($10, $1, $2, $3, $4, $5, $6, $7, $8, $9, $9) RETURNING ${COLS}`,
          [...vals, uid],
        )
      : await q.query<Record<string, unknown>>(
          `UPDATE addresses SET name = $1, phone = $2, province = $3, city = $4, district = $5, detail = $6, postcode = $7,
             is_default = $8 OR is_default, updated_at = $9 WHERE uid = $10 AND id = $11 RETURNING ${COLS}`,
          [...vals, uid, id],
        )
  return r.rows[0] ? toAddress(r.rows[0]) : null
}

export async function deleteAddress(q: Queryable, uid: number, id: number): Promise<boolean> {
  const r = await q.query<{ is_default: boolean }>('DELETE FROM addresses WHERE uid = $1 AND id = $2 RETURNING is_default', [uid, id])
  if (!r.rows.length) return false
  if (r.rows[0].is_default) {
    await q.query(
      `UPDATE addresses SET is_default = true WHERE id = (SELECT id FROM addresses WHERE uid = $1 ORDER BY updated_at DESC, id DESC LIMIT 1)`,
      [uid],
    )
  }
  return true
}
