/**
 * Account side effects around the session slice (kept out of its reducers): the API wiring (token, logout,
 * login redirect), user-info refresh (code 101 clears login), the daily coins and payability.
 */
import Taro from '@tarojs/taro'
import { ApiRequestError, configureApi, type RequestTextKey } from '@/api/request'
import { COIN_TYPE, coinDaily, userInfo } from '@/api/user'
import { payable } from '@/api/pay'
import type { ApiLoginInfo } from '@/api/types'
import { tFor } from '@/i18n'
import { feedback } from '@/platform/feedback'
import { guardCurrentPage, loginUrl } from '@/platform/navigation'
import { LOGIN_ROUTE_ID, pagePathOf, routeById } from '@/routes'
import { useSettings } from './settings'
import { chinaDay, dailyCoinsDue, isLoggedIn, useSession, type LoginInfo } from './session'

let clock: () => number = () => Date.now()
/** Tests fix the clock. */
export function setAccountClock(next: (() => number) | null): void {
  clock = next ?? (() => Date.now())
}

export function t(key: string, options?: Record<string, unknown>): string {
  return tFor(useSettings.getState().language)(key, options) as string
}

/** The URL of the page on top of the stack, with its query (the toPage of a login redirect). */
export function currentPageUrl(): string {
  const pages = Taro.getCurrentPages()
  const cur = pages[pages.length - 1]
  if (!cur) return ''
  const q = Object.entries((cur.options ?? {}) as Record<string, string>)
    .filter(([, v]) => v !== undefined && v !== null)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`)
    .join('&')
  return `/${String(cur.route).replace(/^\//, '')}${q ? `?${q}` : ''}`
}

function onLoginPage(): boolean {
  const login = routeById(LOGIN_ROUTE_ID)
  return !!login && currentPageUrl().split('?')[0] === '/' + pagePathOf(login)
}

/** Opens the login page returning to toPage, by default the current page (nothing when already there). */
export async function openLoginPage(toPage?: string): Promise<void> {
  if (onLoginPage()) return
  // A full page stack or a navigation already under way refuses it: the user can still open login from 我的.
  await Taro.navigateTo({ url: loginUrl(toPage || currentPageUrl() || '/pages/mine/mine') }).catch((e) => console.warn('login page not opened', e))
}

/** Wires src/api to the session: called once at launch (and by tests). */
export function installApi(): void {
  configureApi({
    getToken: () => useSession.getState().loginInfo?.token ?? null,
    onLogout: () => {
      useSession.getState().loggedOut()
      void guardCurrentPage().catch((e) => console.warn('login redirect after logout failed', e))
    },
    onLoginRequired: () => void openLoginPage(),
    text: (key: RequestTextKey) => t(`account.request.${key}`),
    now: () => clock(),
  })
}

export function toLoginInfo(info: ApiLoginInfo): NonNullable<LoginInfo> {
  return { token: info.token, token_expired: info.token_expired, user: { ...info.user } } as NonNullable<LoginInfo>
}

/** SPEC §4: refresh the user (coins, profile); code 101 clears login. */
export async function refreshUserInfo(): Promise<void> {
  const s = useSession.getState()
  if (!s.loginInfo?.token) return
  try {
    const info = await userInfo()
    useSession.getState().loginInfoRefreshed(toLoginInfo(info))
  } catch (e) {
    if (e instanceof ApiRequestError && e.code === 101) useSession.getState().loggedOut()
  }
}

let claiming: Promise<number> | null = null
/**
 * SPEC §1/§9: 50 coins once per China calendar day, claimed on the first open of the day while logged in.
 * Answers the coins granted (0 when not due or already granted by the server).
 */
export function claimDailyCoins(): Promise<number> {
  if (claiming) return claiming
  const now = clock()
  const s = useSession.getState()
  if (!dailyCoinsDue(s.loginInfo, s.coinDaily, now)) return Promise.resolve(0)
  claiming = (async () => {
    try {
      const info = await coinDaily(COIN_TYPE.daily)
      useSession.getState().dailyCoinsClaimed(chinaDay(now), toLoginInfo(info))
      const add = info.coin_add ?? 0
      if (add > 0) feedback().toast(t('account.coins.dailyToast', { n: add }), { durationMs: 2000 })
      return add
    } catch {
      return 0
    } finally {
      claiming = null
    }
  })()
  return claiming
}

/** SPEC §4: payability, fetched at launch and when the network comes back. */
export async function fetchPayability(): Promise<void> {
  try {
    useSession.getState().payabilityFetched(await payable())
  } catch (e) {
    // Keep the stored answer (default: local, not payable).
    console.warn('payability not fetched', e)
  }
}

/** Logged in right now (token present and unexpired). */
export function loggedInNow(): boolean {
  return isLoggedIn(useSession.getState().loginInfo, clock())
}

/** After a successful login. The day's coins come with the next open of the app (claimDailyCoins). */
export async function loginSucceeded(info: ApiLoginInfo): Promise<void> {
  useSession.getState().loggedIn(toLoginInfo(info))
}

/** The user asked to log out. */
export function logout(): void {
  useSession.getState().loggedOut()
}

/** Same rules as the server's (server/src/schemas/common.ts), checked before sending. */
export const isEmail = (s: string) => /^[^\s@]{1,64}@[^\s@]{1,190}\.[^\s@]{2,63}$/.test(s.trim())
export const isPhone = (s: string) => /^(?:\+?86)?1[3-9]\d{9}$/.test(s.trim())
export const MIN_PASSWORD = 6

/** Avatar address ready for an Image: the server's relative avatars resolve against the API origin. */
export function avatarSrc(url: string | undefined | null, apiBase: string): string {
  if (!url) return ''
  if (url.startsWith('/api/')) return apiBase.replace(/\/api\/?$/, '') + url
  return url
}
