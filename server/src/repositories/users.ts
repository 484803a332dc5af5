import type { Queryable } from '../plugins/db'

export interface UserRow {
  uid: number
  nickname: string
  avatar: string
  sex: number
  email: string | null
  phone: string | null
  password_hash: string | null
  mini_openid: string | null
  roles: string[]
  permissions: string[]
  token_version: number
  created_at: number
  coin_num: number
}

/** What the client sees (SPEC §3 login info: user with coin_num). */
export interface PublicUser {
  uid: number
  nickname: string
  avatar: string
  sex: number
  email: string
  phone: string
  has_password: boolean
  bound_weixin: boolean
  roles: string[]
  permissions: string[]
  coin_num: number
  created_at: number
}

export const toPublicUser = (u: UserRow): PublicUser => ({
  uid: Number(u.uid),
  nickname: u.nickname,
  avatar: u.avatar,
  sex: u.sex,
  email: u.email ?? '',
  phone: u.phone ?? '',
  has_password: !!u.password_hash,
  bound_weixin: !!u.mini_openid,
  roles: u.roles,
  permissions: u.permissions,
  coin_num: Number(u.coin_num),
  created_at: Number(u.created_at),
})

const SELECT_USER = `SELECT u.uid, u.nickname, u.avatar, u.sex, u.email, u.phone, u.password_hash, u.mini_openid,
  u.roles, u.permissions, u.token_version, u.created_at,
  COALESCE((SELECT sum(amount) FROM coin_ledger c WHERE c.uid = u.uid), 0)::int AS coin_num
  FROM users u`

export async function findUser(q: Queryable, by: 'uid' | 'email' | 'phone' | 'mini_openid', value: string | number) {
  const r = await q.query<UserRow>(`${SELECT_USER} WHERE u.${by} = $1`, [value])
  return r.rows[0] ?? null
}

/** Finds the account holding this unique key, or creates it; `created` tells which. Safe under races. */
export async function findOrCreateUser(
  q: Queryable,
  by: 'email' | 'phone' | 'mini_openid',
  value: string,
  now: number,
  profile: { nickname?: string; avatar?: string } = {},
): Promise<{ user: UserRow; created: boolean }> {
  const found = await findUser(q, by, value)
  if (found) return { user: found, created: false }
  const nickname = profile.nickname ?? defaultNickname(by, value)
  const ins = await q.query<{ uid: number }>(
    `INSERT INTO users (${by}, nickname, avatar, created_at, updated_at) VALUES ($1, $2, $3, $4, $4)
     ON CONFLICT (${by}) DO NOTHING RETURNING uid`,
    [value, nickname, profile.avatar ?? '', now],
  )
  const user = await findUser(q, by, value)
  if (!user) throw new Error('user vanished after insert')
  return { user, created: ins.rows.length > 0 }
}

function defaultNickname(by: string, value: string): string {
  if (by === 'email') return value.split('@')[0].slice(0, 20)
  if (by === 'phone') return `星友${value.slice(-4)}`
  return `星友${value.slice(-4)}`
}

export async function updateUser(
  q: Queryable,
  uid: number,
  fields: Partial<Pick<UserRow, 'nickname' | 'avatar' | 'sex' | 'email' | 'phone' | 'password_hash' | 'roles'>>,
  now: number,
): Promise<void> {
  const keys = Object.keys(fields) as (keyof typeof fields)[]
  if (!keys.length) return
  const sets = keys.map((k, i) => `${k} = $${i + 2}`).join(', ')
  await q.query(`UPDATE users SET ${sets}, updated_at = $${keys.length + 2} WHERE uid = $1`, [uid, ...keys.map((k) => fields[k]), now])
}

/** Removes the account; every table references users with ON DELETE CASCADE, so its data goes too. */
export async function deleteUser(q: Queryable, uid: number): Promise<boolean> {
  const r = await q.query('DELETE FROM users WHERE uid = $1 RETURNING uid', [uid])
  return r.rows.length > 0
}
