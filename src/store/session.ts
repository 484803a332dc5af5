import { create } from 'zustand'
import { z } from 'zod'
import { persisted } from './persist'

/** SPEC §3 login info: token (null when logged out), token expiry, user with coin_num. */
export const loginUserSchema = z
  .object({
    uid: z.union([z.number(), z.string()]),
    nickname: z.string().optional().default(''),
    avatar: z.string().optional().default(''),
    email: z.string().nullable().optional(),
    mobile: z.string().nullable().optional(),
    coin_num: z.number().default(0),
    roles: z.array(z.string()).optional().default([]),
  })
  .passthrough()

export const loginInfoSchema = z
  .object({
    token: z.string().nullable(),
    /** Expiry as unix time; seconds or milliseconds are both accepted. */
    token_expired: z.number(),
    user: loginUserSchema,
  })
  .nullable()

export type LoginInfo = z.output<typeof loginInfoSchema>

export const loginInfoStore = persisted({ key: 'loginInfo', schema: loginInfoSchema, defaults: (): LoginInfo => null })

export function expiryMs(tokenExpired: number): number {
  return tokenExpired > 1e12 ? tokenExpired : tokenExpired * 1000
}

/** A token that is present and not expired at nowMs. */
export function isLoggedIn(info: LoginInfo, nowMs: number): boolean {
  return !!info && !!info.token && expiryMs(info.token_expired) > nowMs
}

export interface SessionState {
  loginInfo: LoginInfo
  loggedIn(info: NonNullable<LoginInfo>): void
  loggedOut(): void
  userUpdated(user: NonNullable<LoginInfo>['user']): void
  hydrate(): void
}

export const useSession = create<SessionState>()((set, get) => ({
  loginInfo: loginInfoStore.load(),
  loggedIn(info) {
    loginInfoStore.save(info)
    set({ loginInfo: info })
  },
  loggedOut() {
    loginInfoStore.save(null)
    set({ loginInfo: null })
  },
  userUpdated(user) {
    const cur = get().loginInfo
    if (!cur) return
    const next = { ...cur, user }
    loginInfoStore.save(next)
    set({ loginInfo: next })
  },
  hydrate() {
    set({ loginInfo: loginInfoStore.load() })
  },
}))
