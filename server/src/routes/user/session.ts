import type { Services } from '../../services'
import type { AuthUser } from '../../plugins/auth'
import { TOKEN_TTL_S } from '../../plugins/auth'
import { findUser, toPublicUser, updateUser, type PublicUser, type UserRow } from '../../repositories/users'
import { grant, COINS } from '../../repositories/coins'
import type { Queryable } from '../../plugins/db'

/** SPEC §3 login info. token_expired is epoch milliseconds. */
export interface LoginInfo {
  token: string
  token_expired: number
  user: PublicUser
}

const sameSet = (a: string[], b: string[]) => a.length === b.length && a.every((x) => b.includes(x))

/**
 * Login info for this user. Reuses the caller's token unless it is missing, past half its life, or carries
 * roles/permissions that no longer match the account.
 */
export async function loginInfo(svc: Services, u: UserRow, now: number, current?: AuthUser | null): Promise<LoginInfo> {
  const fresh =
    current &&
    current.uid === Number(u.uid) &&
    current.exp * 1000 - now > (TOKEN_TTL_S * 1000) / 2 &&
    current.tokenVersion === Number(u.token_version) &&
    sameSet(current.claimed.roles, u.roles) &&
    sameSet(current.claimed.permissions, u.permissions)
  if (fresh) return { token: current.token, token_expired: current.exp * 1000, user: toPublicUser(u) }
  const { token, exp } = await svc.jwt.sign(
    { uid: Number(u.uid), tokenVersion: Number(u.token_version), roles: u.roles, permissions: u.permissions },
    now,
  )
  return { token, token_expired: exp * 1000, user: toPublicUser(u) }
}

/** First login: the registration grant (once per account). Admin e-mails get the admin role. */
export async function afterLogin(svc: Services, q: Queryable, u: UserRow, created: boolean, now: number): Promise<UserRow> {
  let changed = false
  if (created && (await grant(q, Number(u.uid), COINS.register, '注册赠送', 'register', now))) changed = true
  if (u.email && svc.adminEmails.has(u.email) && !u.roles.includes('admin')) {
    await updateUser(q, Number(u.uid), { roles: [...u.roles, 'admin'] }, now)
    svc.tokens.forget(Number(u.uid))
    changed = true
  }
  if (!changed) return u
  return (await findUser(q, 'uid', Number(u.uid))) ?? u
}
