// Token state of an account (token version, roles, permissions), read on every authenticated request. Cached per
// process for a short while so the check costs no query on a hot path; changes made through this process clear
// the entry at once, changes made by another instance are seen within TTL_MS.
import type { Queryable } from '../plugins/db'

export interface TokenState {
  tokenVersion: number
  roles: string[]
  permissions: string[]
}

export interface TokenStates {
  /** null when the account does not exist. */
  get(uid: number): Promise<TokenState | null>
  /** Raises the token version (earlier tokens stop working); answers the new version. */
  revoke(uid: number): Promise<number>
  forget(uid: number): void
}

const TTL_MS = 2000
const MAX_ENTRIES = 50_000

export function createTokenStates(q: Queryable, monotonicMs: () => number = () => performance.now()): TokenStates {
  const cache = new Map<number, { state: TokenState | null; at: number }>()
  return {
    async get(uid) {
      const hit = cache.get(uid)
      const now = monotonicMs()
      if (hit && now - hit.at < TTL_MS) return hit.state
      const r = await q.query<TokenState>('SELECT token_version AS "tokenVersion", roles, permissions FROM users WHERE uid = $1', [uid])
      const state = r.rows[0] ? { ...r.rows[0], tokenVersion: Number(r.rows[0].tokenVersion) } : null
      if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value as number)
      cache.set(uid, { state, at: now })
      return state
    },
    async revoke(uid) {
      const r = await q.query<{ v: number }>('UPDATE users SET token_version = token_version + 1 WHERE uid = $1 RETURNING token_version AS v', [uid])
      cache.delete(uid)
      return Number(r.rows[0]?.v ?? 0)
    },
    forget(uid) {
      cache.delete(uid)
    },
  }
}
