import { beforeEach, describe, expect, it, vi } from 'vitest'
import { fake } from '../../doubles/taro'
import { canBuyCoins, chinaDay, dailyCoinsDue, DEFAULT_PAYABILITY, hasPermission, useSession } from '@/store/session'
import { claimDailyCoins, fetchPayability, installApi, refreshUserInfo, setAccountClock } from '@/store/account'
import { ensureCoins, promptLogin, setPromptWait } from '@/store/login-prompt'
import { request } from '@/api/request'
import { fakeServer, info } from './fake-server'

// 2026-11-21 10:00 in China (02:00 UTC).
const T0 = Date.UTC(2026, 10, 21, 2, 0, 0)
let now = T0
let srv: ReturnType<typeof fakeServer>['s']

beforeEach(() => {
  fake.reset()
  fake.pages = [{ route: 'pages/mine/mine', options: {} }]
  useSession.getState().hydrate()
  now = T0
  setAccountClock(() => now)
  srv = fakeServer().s
  installApi()
  // installApi replaced the clock and text; keep the fake transport from fakeServer.
})

describe('daily coins (SPEC §1, §9: 50 once per China calendar day)', () => {
  it('the China day turns at 16:00 UTC', () => {
    expect(chinaDay(Date.UTC(2026, 10, 21, 15, 59))).toBe('2026-11-21')
    expect(chinaDay(Date.UTC(2026, 10, 21, 16, 0))).toBe('2026-11-22')
  })
  it('is due only when logged in', () => {
    expect(dailyCoinsDue(null, null, T0)).toBe(false)
    expect(dailyCoinsDue(info(), null, T0)).toBe(true)
  })
  it('is not due again the same China day for the same account, due for another account', () => {
    const mark = { day: '2026-11-21', uid: '7' }
    expect(dailyCoinsDue(info(), mark, T0)).toBe(false)
    expect(dailyCoinsDue({ ...info(), user: { ...info().user, uid: 8 } }, mark, T0)).toBe(true)
    expect(dailyCoinsDue(info(), mark, Date.UTC(2026, 10, 21, 16, 0))).toBe(true)
  })
  it('claims once: the answer updates the coins, the day is stored, a second open does not call again', async () => {
    useSession.getState().loggedIn(info(500))
    srv.routes.set('/User/CoinDaily', (b) => {
      expect(b).toEqual({ coin_type: 2 })
      return { code: 0, data: { ...info(550), coin_add: 50 } }
    })
    expect(await claimDailyCoins()).toBe(50)
    expect(useSession.getState().loginInfo?.user.coin_num).toBe(550)
    expect(fake.storage.get('coinDaily')).toEqual({ day: '2026-11-21', uid: '7' })
    expect(srv.toasts).toEqual(['每日登录 +50 星币'])
    expect(await claimDailyCoins()).toBe(0)
    expect(srv.paths().filter((p) => p === '/User/CoinDaily')).toHaveLength(1)
  })
  it('two opens at once make one call', async () => {
    useSession.getState().loggedIn(info(500))
    srv.routes.set('/User/CoinDaily', () => ({ code: 0, data: { ...info(550), coin_add: 50 } }))
    await Promise.all([claimDailyCoins(), claimDailyCoins()])
    expect(srv.paths()).toEqual(['/User/CoinDaily'])
  })
  it('a failed claim is retried on the next open', async () => {
    useSession.getState().loggedIn(info(500))
    srv.routes.set('/User/CoinDaily', () => ({ code: 500, msg: 'x' }))
    expect(await claimDailyCoins()).toBe(0)
    srv.routes.set('/User/CoinDaily', () => ({ code: 0, data: { ...info(550), coin_add: 50 } }))
    expect(await claimDailyCoins()).toBe(50)
  })
  it('logged out: no call', async () => {
    expect(await claimDailyCoins()).toBe(0)
    expect(srv.calls).toHaveLength(0)
  })
})

describe('user info and logout codes (SPEC §4, §8)', () => {
  it('user info refresh updates the coins', async () => {
    useSession.getState().loggedIn(info(500))
    srv.routes.set('/User/Info', () => ({ code: 0, data: info(620) }))
    await refreshUserInfo()
    expect(useSession.getState().loginInfo?.user.coin_num).toBe(620)
    expect(srv.calls[0].method).toBe('GET')
    expect(srv.calls[0].header.Authorization).toBe('Bearer tok')
  })
  it('code 101 on user info clears the login info', async () => {
    useSession.getState().loggedIn(info())
    srv.routes.set('/User/Info', () => ({ code: 101, msg: '账号不存在或已注销' }))
    await refreshUserInfo()
    expect(useSession.getState().loginInfo).toBeNull()
    expect(fake.storage.get('loginInfo')).toBeNull()
  })
  it('code 100001 on any call logs out and a login-required page goes to login', async () => {
    fake.pages = [{ route: 'packageA/user-info/index', options: {} }]
    useSession.getState().loggedIn(info())
    srv.routes.set('/X', () => ({ code: 100001, msg: '登录已过期，请重新登录' }))
    await request('/X').catch(() => undefined)
    expect(useSession.getState().loginInfo).toBeNull()
    await new Promise((r) => setTimeout(r, 0))
    expect(fake.calls.find((c) => c.api === 'redirectTo')?.arg).toBe('/packageA/login/index?toPage=%2FpackageA%2Fuser-info%2Findex')
  })
  it('a token-expiry code opens login with the current page as toPage', async () => {
    useSession.getState().loggedIn(info())
    srv.routes.set('/X', () => ({ code: 'uni-id-token-expired' }))
    await request('/X').catch(() => undefined)
    await new Promise((r) => setTimeout(r, 0))
    expect(useSession.getState().loginInfo).toBeNull()
    expect(fake.calls.find((c) => c.api === 'navigateTo')?.arg).toBe('/packageA/login/index?toPage=%2Fpages%2Fmine%2Fmine')
  })
})

describe('payability (SPEC §3, §5)', () => {
  it('defaults to local and not payable', () => {
    expect(useSession.getState().payability).toMatchObject({ is_local: true, payable: false })
  })
  it('a fetch stores the answer', async () => {
    srv.routes.set('/Pay/Payable', () => ({ code: 0, data: { ...DEFAULT_PAYABILITY, payable: true, msg: 'm' } }))
    await fetchPayability()
    expect(useSession.getState().payability.payable).toBe(true)
    expect(fake.storage.get('payable')).toMatchObject({ payable: true })
  })
  it('iOS buys coins only when ios_payable', () => {
    expect(canBuyCoins({ ...DEFAULT_PAYABILITY, payable: true }, false)).toBe(true)
    expect(canBuyCoins({ ...DEFAULT_PAYABILITY, payable: true }, true)).toBe(false)
    expect(canBuyCoins({ ...DEFAULT_PAYABILITY, payable: true, ios_payable: true }, true)).toBe(true)
    expect(canBuyCoins(DEFAULT_PAYABILITY, false)).toBe(false)
  })
})

describe('roles (SPEC §6)', () => {
  it('admin passes any permission check; others need the permission', () => {
    expect(hasPermission({ ...info(), user: { ...info().user, roles: ['admin'] } }, 'coin:reset')).toBe(true)
    expect(hasPermission({ ...info(), user: { ...info().user, permissions: ['coin:reset'] } }, 'coin:reset')).toBe(true)
    expect(hasPermission(info(), 'coin:reset')).toBe(false)
    expect(hasPermission(null, 'x')).toBe(false)
  })
})

describe('login prompts (SPEC §6) and coin dialogs (SPEC §5, §8)', () => {
  it('direct mode opens login at once', async () => {
    await promptLogin('direct')
    expect(fake.calls.map((c) => c.api)).toContain('navigateTo')
  })
  it('toast mode toasts, then opens login after 500 ms', async () => {
    const waits: number[] = []
    setPromptWait(async (ms) => void waits.push(ms))
    await promptLogin('toast')
    expect(srv.toasts).toEqual(['该功能需要先登录'])
    expect(waits).toEqual([500])
    expect(fake.calls.some((c) => c.api === 'navigateTo')).toBe(true)
    setPromptWait(null)
  })
  it('confirm mode asks 该功能需要先进行登录，是否登录？ and goes only on confirm', async () => {
    srv.confirmAnswer = false
    expect(await promptLogin('confirm')).toBe(false)
    expect(srv.dialogs[0].content).toBe('该功能需要先进行登录，是否登录？')
    expect(fake.calls.some((c) => c.api === 'navigateTo')).toBe(false)
  })
  it('spending while logged out prompts login', async () => {
    expect(await ensureCoins(10)).toBe('login')
  })
  it('enough coins: ok', async () => {
    useSession.getState().loggedIn(info(500))
    expect(await ensureCoins(100)).toBe('ok')
  })
  it('too few coins and payment unavailable: 星币不足 with the default text, or the server message', async () => {
    useSession.getState().loggedIn(info(5))
    expect(await ensureCoins(100)).toBe('short')
    expect(srv.dialogs[0].title).toBe('星币不足')
    expect(srv.dialogs[0].content).toContain('500')
    await ensureCoins(100, { serverMsg: '余额不足' })
    expect(srv.dialogs[1].content).toBe('余额不足')
  })
  it('too few coins and payable: the coin purchase page, no 星币不足 dialog', async () => {
    useSession.getState().loggedIn(info(5))
    useSession.getState().payabilityFetched({ payable: true, ios_payable: true })
    expect(await ensureCoins(100)).toBe('buy')
    expect(fake.calls.filter((c) => c.api === 'navigateTo').map((c) => String(c.arg))).toEqual([expect.stringMatching(/coin-buy/)])
    expect(srv.dialogs).toEqual([])
  })
})

vi.useRealTimers()
