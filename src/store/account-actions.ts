/**
 * What the account pages ask of the server, as store actions: pages call these and never src/api. One place
 * for the rules every call shares: input checks with their toast, the request layer's loading indicator and
 * error toast (SPEC §8), the session update from the answer, and logout. Actions answer `true`/a value on
 * success and `false`/`null` when the user has already been told why not.
 */
import { ApiRequestError, apiBaseUrl } from '@/api/request'
import {
  bandByCode,
  bandByEmailCode,
  getAvatarDefaults,
  getBandCode,
  getBandEmailCode,
  getLoginCode,
  getLoginEmailCode,
  loginByEmailCode,
  loginByPassword,
  loginMiniAppCode,
  setPassword,
  unRegister,
  updateInfo,
} from '@/api/user'
import type { ApiLoginInfo, ApiUser } from '@/api/types'
import { feedback } from '@/platform/feedback'
import { miniProgramLoginCode } from '@/platform/weixin'
import { avatarSrc, isEmail, isPhone, loginSucceeded, logout, MIN_PASSWORD, t, toLoginInfo } from './account'
import { useSession } from './session'
import { syncAfterLogin } from './sync'

const toast = (key: string) => feedback().toast(t(key))

/** Runs one server call. Server and network failures were toasted by the request layer: logged here, answered as null. */
async function call<T>(what: string, run: () => Promise<T>): Promise<T | null> {
  try {
    return await run()
  } catch (e) {
    if (!(e instanceof ApiRequestError)) feedback().toast(t('account.request.requestFailed'))
    console.warn(`${what} failed`, e)
    return null
  }
}

/** A code request for CodeButton: resolves with the resend wait, rejects (no countdown) when nothing was sent. */
async function codeSent(what: string, run: () => Promise<{ resend_in: number }>): Promise<number> {
  const r = await call(what, run)
  if (!r) throw new Error(`${what}: no code sent`)
  toast('account.login.codeSent')
  return r.resend_in
}

function checkEmail(email: string): boolean {
  if (isEmail(email)) return true
  toast('account.login.badEmail')
  return false
}

function checkPhone(phone: string): boolean {
  if (isPhone(phone)) return true
  toast('account.login.badPhone')
  return false
}

function userChanged(user: ApiUser | undefined, doneKey: string): boolean {
  if (!user) return false
  useSession.getState().userUpdated(user)
  toast(doneKey)
  return true
}

// ---- login ------------------------------------------------------------------------------------------

export function requestLoginCode(email: string): Promise<number> {
  if (!checkEmail(email)) return Promise.reject(new Error('bad email'))
  return codeSent('login code', () => getLoginEmailCode(email.trim()))
}

async function loggedInWith(what: string, run: () => Promise<ApiLoginInfo>): Promise<boolean> {
  const info = await call(what, run)
  if (!info) return false
  await loginSucceeded(info)
  toast('account.login.success')
  void syncAfterLogin()
  return true
}

export function loginWithEmailCode(email: string, code: string): Promise<boolean> {
  if (!checkEmail(email)) return Promise.resolve(false)
  if (!code.trim()) return (toast('account.login.noCode'), Promise.resolve(false))
  return loggedInWith('login by code', () => loginByEmailCode(email.trim(), code.trim()))
}

export function loginWithPassword(account: string, password: string): Promise<boolean> {
  if (!account.trim()) return (toast('account.login.noAccount'), Promise.resolve(false))
  if (!isEmail(account) && !isPhone(account)) return (toast('account.login.badEmail'), Promise.resolve(false))
  if (!password) return (toast('account.login.noPassword'), Promise.resolve(false))
  return loggedInWith('login by password', () => loginByPassword(account.trim(), password))
}

/** Mini-program WeChat login: wx.login's code, exchanged by the server for the openid's account. */
export async function loginWithWeixin(): Promise<boolean> {
  const code = await miniProgramLoginCode()
  if (!code) return (toast('account.login.weixinFailed'), false)
  return loggedInWith('login by WeChat', () => loginMiniAppCode(code))
}

// ---- bindings and password --------------------------------------------------------------------------

export function requestBindEmailCode(email: string): Promise<number> {
  if (!checkEmail(email)) return Promise.reject(new Error('bad email'))
  return codeSent('bind e-mail code', () => getBandEmailCode(email))
}

export async function bindEmail(email: string, code: string): Promise<boolean> {
  if (!checkEmail(email)) return false
  if (!code) return (toast('account.login.noCode'), false)
  return userChanged((await call('bind e-mail', () => bandByEmailCode(email, code)))?.user, 'account.band.done')
}

export function requestBindPhoneCode(phone: string): Promise<number> {
  if (!checkPhone(phone)) return Promise.reject(new Error('bad phone'))
  return codeSent('bind phone code', () => getBandCode(phone))
}

export async function bindPhone(phone: string, code: string): Promise<boolean> {
  if (!checkPhone(phone)) return false
  if (!code) return (toast('account.login.noCode'), false)
  return userChanged((await call('bind phone', () => bandByCode(phone, code)))?.user, 'account.band.done')
}

/** Sets (or, with the old one, changes) the password after the SPEC §5 checks. */
export async function changePassword(input: { old?: string; password: string; again: string; hasPassword: boolean }): Promise<boolean> {
  if (input.hasPassword && !input.old) return (toast('account.pwd.oldPlaceholder'), false)
  if (input.password.length < MIN_PASSWORD) return (toast('account.pwd.tooShort'), false)
  if (input.password !== input.again) return (toast('account.pwd.mismatch'), false)
  const r = await call('set password', () => setPassword(input.password, input.hasPassword ? input.old : undefined))
  if (!r?.user) return false
  // The server ended every earlier token (token version): this device goes on with the answer's token.
  if (r.token) useSession.getState().loginInfoRefreshed(toLoginInfo(r))
  else useSession.getState().userUpdated(r.user)
  toast('account.pwd.done')
  return true
}

// ---- profile ----------------------------------------------------------------------------------------

export async function updateProfile(patch: { nickname?: string; avatar?: string; sex?: number }): Promise<boolean> {
  return userChanged((await call('update profile', () => updateInfo(patch)))?.user, 'account.user.saved')
}

export interface AvatarChoice {
  id: number
  name: string
  url: string
}

/** The server's default avatars ([] when they cannot be fetched; the request layer said why). */
export async function loadAvatarChoices(): Promise<AvatarChoice[]> {
  return (await call('avatar list', () => getAvatarDefaults()))?.list ?? []
}

/** An avatar address ready for an Image (the server's relative avatars resolve against the API origin). */
export function avatarUrl(url: string | undefined | null): string {
  return avatarSrc(url, apiBaseUrl())
}

// ---- account ----------------------------------------------------------------------------------------

/** A one-time login code for another device, with its lifetime in minutes. */
export async function requestOnceLoginCode(): Promise<{ code: string; minutes: number } | null> {
  const r = await call('one-time login code', () => getLoginCode())
  return r ? { code: r.code, minutes: Math.round(r.expired_in / 60) } : null
}

/** Deletes the account on the server, then logs out here. */
export async function unregisterAccount(): Promise<boolean> {
  if (!(await call('unregister', async () => (await unRegister(), true)))) return false
  logout()
  toast('account.acct.unregistered')
  return true
}

/** The user logs out (local: the token is dropped; the next sync starts from the server). */
export function logoutNow(): void {
  logout()
  toast('account.user.loggedOut')
}
