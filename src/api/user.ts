/** /User/* calls (SPEC §7). */
import { get, post, type RequestOptions } from './request'
import type { ApiLoginInfo, ApiUser, CodeSent } from './types'

/** SPEC §8: coin calls and user info toast 请求失败 when no answer comes. */
const failedText: RequestOptions = { networkErrorText: 'requestFailed' }

export const getLoginEmailCode = (email: string) => post<CodeSent>('/User/GetLoginEmailCode', { email }, { loading: true })
export const loginByEmailCode = (email: string, code: string) => post<ApiLoginInfo>('/User/LoginByEmailCode', { email, code }, { loading: true })
export const loginByPassword = (account: string, password: string) =>
  post<ApiLoginInfo>('/User/LoginByPassword', { account, password }, { loading: true })
/** One-time code for logging in another device (needs login). */
export const getLoginCode = () => get<{ code: string; expired_in: number }>('/User/GetLoginCode', undefined, { loading: true })
export const loginByOnceCode = (code: string) => get<ApiLoginInfo>('/User/Login', { code }, { loading: true })
export const loginMiniAppCode = (code: string, profile: { nickname?: string; avatar?: string } = {}) =>
  post<ApiLoginInfo>('/User/LoginMiniAppCode', { code, ...profile }, { loading: true })
export const loginAppCode4Mini = (code: string) => post<ApiLoginInfo>('/User/LoginAppCode4Mini', { code }, { loading: true })
export const loginUniVerify = (payload: Record<string, unknown> = {}) => post<ApiLoginInfo>('/User/LoginUniVerify', payload)

/** SPEC §7: optional bearer reset token header; code 101 clears login (handled by the session). */
export const userInfo = (options: { resetToken?: string; toast?: boolean } = {}) =>
  get<ApiLoginInfo>('/User/Info', undefined, {
    ...failedText,
    toast: options.toast ?? false,
    headers: options.resetToken ? { Authorization: `Bearer ${options.resetToken}` } : undefined,
  })

export const updateInfo = (patch: { nickname?: string; avatar?: string; sex?: number }) =>
  post<{ user: ApiUser }>('/User/UpdateInfo', patch, { loading: true })
export const getAvatarDefaults = () => post<{ list: { id: number; name: string; url: string }[] }>('/User/GetAvatarDefaults', {})
export const about = () => post<{ name: string; version: string; version_code: number; server_time: number }>('/User/About', {})
export const unRegister = () => get<null>('/User/UnRegister', undefined, { loading: true })
export const getInfos = (uids?: number[]) => post<{ list: ApiUser[] }>('/User/GetInfos', uids ? { uids } : {})
/** Answers fresh login info: a change ends every earlier token, so the answer's token replaces the stored one. */
export const setPassword = (password: string, oldPassword?: string) =>
  post<ApiLoginInfo>('/User/SetPassword', oldPassword ? { password, old_password: oldPassword } : { password }, { loading: true })
export const getBandEmailCode = (email: string) => post<CodeSent>('/User/GetBandEmailCode', { email }, { loading: true })
export const bandByEmailCode = (email: string, code: string) => post<{ user: ApiUser }>('/User/BandByEmailCode', { email, code }, { loading: true })
export const getBandCode = (phone: string) => post<CodeSent>('/User/GetBandCode', { phone }, { loading: true })
export const bandByCode = (phone: string, code: string) => post<{ user: ApiUser }>('/User/BandByCode', { phone, code }, { loading: true })

/** SPEC §9 coin types. */
export const COIN_TYPE = { daily: 2, share: 6 } as const
/** SPEC §7: answers the updated login info (this server adds coin_add, the coins just granted). */
export const coinDaily = (coinType: (typeof COIN_TYPE)[keyof typeof COIN_TYPE], options: { toast?: boolean } = {}) =>
  post<ApiLoginInfo & { coin_add?: number }>('/User/CoinDaily', { coin_type: coinType }, { ...failedText, toast: options.toast ?? false })
export const coinReset = (uid: number, coinNum: number, reason?: string) =>
  post<{ uid: number; coin_num: number }>('/User/CoinReset', { uid, coin_num: coinNum, reason })
