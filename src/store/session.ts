import { create } from 'zustand'
import { z } from 'zod'
import type { Payability } from '@/api/types'
import { lazy } from '@/core/lazy'
import { persisted } from './persist'

/** SPEC §3 login info: token (null when logged out), token expiry, user with coin_num. */
const loginInfoSchema = lazy(() =>
  z
    .object({
      token: z.string().nullable(),
      /** Expiry as unix time; seconds or milliseconds are both accepted. */
      token_expired: z.number(),
      user: z
        .object({
          uid: z.union([z.number(), z.string()]),
          nickname: z.string().optional().default(''),
          avatar: z.string().optional().default(''),
          sex: z.number().optional(),
          email: z.string().nullable().optional(),
          phone: z.string().nullable().optional(),
          mobile: z.string().nullable().optional(),
          has_password: z.boolean().optional(),
          coin_num: z.number().default(0),
          roles: z.array(z.string()).optional().default([]),
          permissions: z.array(z.string()).optional(),
        })
        .passthrough(),
    })
    .nullable(),
)

export type LoginInfo = z.output<ReturnType<typeof loginInfoSchema>>
export type LoginUser = NonNullable<LoginInfo>['user']

export const loginInfoStore = persisted({ key: 'loginInfo', schema: loginInfoSchema, defaults: (): LoginInfo => null })

/** SPEC §3 payability (the API's shape). Default: local and not payable. */
export type PayabilityInfo = Payability
export const DEFAULT_PAYABILITY: PayabilityInfo = {
  is_local: true,
  payable: false,
  ios_payable: false,
  report_voucher: 0,
  dice_voucher: 0,
  card_voucher: 0,
  show_btn: false,
  msg: '',
  channels: [],
}
const d = DEFAULT_PAYABILITY
const payabilitySchema = lazy((): z.ZodType<PayabilityInfo, Partial<PayabilityInfo>> =>
  z.object({
    is_local: z.boolean().default(d.is_local),
    payable: z.boolean().default(d.payable),
    ios_payable: z.boolean().default(d.ios_payable),
    report_voucher: z.number().default(d.report_voucher),
    dice_voucher: z.number().default(d.dice_voucher),
    card_voucher: z.number().default(d.card_voucher),
    show_btn: z.boolean().default(d.show_btn),
    msg: z.string().default(d.msg),
    channels: z.array(z.string()).default(() => [...d.channels]),
  }),
)
export const payabilityStore = persisted({ key: 'payable', schema: payabilitySchema, defaults: () => ({ ...DEFAULT_PAYABILITY, channels: [] }) })

/** The last successful daily coin claim: China calendar day (yyyy-MM-dd, UTC+8) and the account. */
const coinDailySchema = lazy(() => z.object({ day: z.string(), uid: z.string() }).nullable())
export type CoinDailyMark = z.output<ReturnType<typeof coinDailySchema>>
export const coinDailyStore = persisted({ key: 'coinDaily', schema: coinDailySchema, defaults: (): CoinDailyMark => null })

export function expiryMs(tokenExpired: number): number {
  return tokenExpired > 1e12 ? tokenExpired : tokenExpired * 1000
}

/** A token that is present and not expired at nowMs. */
export function isLoggedIn(info: LoginInfo, nowMs: number): boolean {
  return !!info && !!info.token && expiryMs(info.token_expired) > nowMs
}

/** yyyy-MM-dd of an instant in China time (UTC+8, no summer time since 1991): the daily coin day. */
export function chinaDay(nowMs: number): string {
  return new Date(nowMs + 8 * 3600_000).toISOString().slice(0, 10)
}

/** Daily coins are due: logged in and no claim yet for this account on this China day. */
export function dailyCoinsDue(info: LoginInfo, mark: CoinDailyMark, nowMs: number): boolean {
  if (!isLoggedIn(info, nowMs)) return false
  return !mark || mark.day !== chinaDay(nowMs) || mark.uid !== String(info!.user.uid)
}

/** Coins shown in 我的: the balance when logged in, null when logged out. */
export function coinsOf(info: LoginInfo): number | null {
  return info?.token ? (info.user.coin_num ?? 0) : null
}

/** Whether the user has the role or permission (SPEC §6: admin passes every check). */
export function hasPermission(info: LoginInfo, permission: string): boolean {
  const u = info?.user
  if (!u) return false
  return !!u.roles?.includes('admin') || !!u.permissions?.includes(permission)
}

/**
 * SPEC §5 coin spending: can the app send the user to buy coins? Only when payable, and on iOS only when
 * ios_payable.
 */
export function canBuyCoins(p: PayabilityInfo, ios: boolean): boolean {
  return p.payable && (!ios || p.ios_payable)
}

export interface SessionState {
  loginInfo: LoginInfo
  payability: PayabilityInfo
  /** The last daily coin claim (null never). */
  coinDaily: CoinDailyMark
  loggedIn(info: NonNullable<LoginInfo>): void
  loggedOut(): void
  /** Profile fields answered by the server (UpdateInfo, bind, password). */
  userUpdated(user: Partial<LoginUser>): void
  /** A fresh login info from the server for the same account (user info, coin calls). */
  loginInfoRefreshed(info: NonNullable<LoginInfo>): void
  dailyCoinsClaimed(day: string, info: NonNullable<LoginInfo>): void
  payabilityFetched(p: Partial<PayabilityInfo>): void
  hydrate(): void
}

export const useSession = create<SessionState>()((set, get) => ({
  loginInfo: loginInfoStore.load(),
  payability: payabilityStore.load(),
  coinDaily: coinDailyStore.load(),
  loggedIn(info) {
    loginInfoStore.save(info)
    set({ loginInfo: info })
  },
  loggedOut() {
    if (get().loginInfo === null) return
    loginInfoStore.save(null)
    set({ loginInfo: null })
  },
  userUpdated(user) {
    const cur = get().loginInfo
    if (!cur) return
    const next = { ...cur, user: { ...cur.user, ...user } as LoginUser }
    loginInfoStore.save(next)
    set({ loginInfo: next })
  },
  loginInfoRefreshed(info) {
    const cur = get().loginInfo
    // A late answer for an account that logged out meanwhile (or another account) is dropped.
    if (!cur || String(cur.user.uid) !== String(info.user.uid)) return
    const next = { ...info, token: info.token ?? cur.token }
    loginInfoStore.save(next)
    set({ loginInfo: next })
  },
  dailyCoinsClaimed(day, info) {
    const coinDaily = { day, uid: String(info.user.uid) }
    coinDailyStore.save(coinDaily)
    set({ coinDaily })
    get().loginInfoRefreshed(info)
  },
  payabilityFetched(p) {
    const payability = payabilitySchema().parse({ ...get().payability, ...p })
    payabilityStore.save(payability)
    set({ payability })
  },
  hydrate() {
    set({ loginInfo: loginInfoStore.load(), payability: payabilityStore.load(), coinDaily: coinDailyStore.load() })
  },
}))
