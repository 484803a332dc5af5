// JWT (HS256, jose): uid, token version, roles, permissions, exp. The admin role passes every permission check
// (SPEC §6). Roles and permissions in a token are informative only: each request reads them from the account.
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose'
import { ApiError, Codes } from '../util/errors'

export interface AuthUser {
  uid: number
  /** The account's token version when the token was signed (tv claim). */
  tokenVersion: number
  /** Current roles and permissions of the account (read from the database, not from the token). */
  roles: string[]
  permissions: string[]
  /** Roles and permissions written in the token (a token is renewed when they differ from the account's). */
  claimed: { roles: string[]; permissions: string[] }
  /** Expiry, epoch seconds. */
  exp: number
  token: string
}

export const TOKEN_TTL_S = 30 * 24 * 3600

export const hasPermission = (u: Pick<AuthUser, 'roles' | 'permissions'>, permission: string): boolean =>
  u.roles.includes('admin') || u.permissions.includes(permission)

export interface Jwt {
  sign(claims: { uid: number; tokenVersion: number; roles: string[]; permissions: string[] }, nowMs: number): Promise<{ token: string; exp: number }>
  verify(token: string, nowMs: number): Promise<AuthUser>
}

const CACHE_MAX = 10_000

export function createJwt(secret: string): Jwt {
  const key = new TextEncoder().encode(secret)
  // Verified tokens (signature checked once); expiry is still checked on every use.
  const verified = new Map<string, AuthUser>()
  const remember = (u: AuthUser) => {
    if (verified.size >= CACHE_MAX) verified.delete(verified.keys().next().value as string)
    verified.set(u.token, u)
    return u
  }
  return {
    async sign(claims, nowMs) {
      const iat = Math.floor(nowMs / 1000)
      const exp = iat + TOKEN_TTL_S
      const token = await new SignJWT({ uid: claims.uid, tv: claims.tokenVersion, roles: claims.roles, permissions: claims.permissions })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(claims.uid))
        .setIssuedAt(iat)
        .setExpirationTime(exp)
        .sign(key)
      return { token, exp }
    },
    async verify(token, nowMs) {
      const hit = verified.get(token)
      if (hit) {
        if (hit.exp * 1000 > nowMs) return hit
        verified.delete(token)
      }
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          currentDate: new Date(nowMs),
        })
        const uid = payload.uid
        const tv = payload.tv ?? 0
        if (typeof uid !== 'number' || !Number.isSafeInteger(uid) || typeof payload.exp !== 'number' || !Number.isSafeInteger(tv)) {
          throw new ApiError(Codes.TOKEN_INVALID, '登录失效，请重新登录')
        }
        const strings = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [])
        const claimed = { roles: strings(payload.roles), permissions: strings(payload.permissions) }
        return remember({ uid, tokenVersion: tv as number, ...claimed, claimed, exp: payload.exp, token })
      } catch (e) {
        if (e instanceof ApiError) throw e
        if (e instanceof joseErrors.JWTExpired) throw new ApiError(Codes.TOKEN_INVALID, '登录已过期，请重新登录')
        throw new ApiError(Codes.TOKEN_INVALID, '登录失效，请重新登录')
      }
    },
  }
}

/** Reads 'Authorization: Bearer <token>' (a bare token is accepted too). */
export function bearerOf(header: string | string[] | undefined): string | null {
  const h = Array.isArray(header) ? header[0] : header
  if (!h) return null
  const m = /^\s*(?:Bearer\s+)?([A-Za-z0-9_\-.]{10,4096})\s*$/i.exec(h)
  return m ? m[1] : null
}
