/** Server answers (SPEC §3 server shapes; the field names are the server's). */

export type ApiUser = {
  uid: number
  nickname: string
  avatar: string
  sex?: number
  email?: string
  phone?: string
  has_password?: boolean
  bound_weixin?: boolean
  roles?: string[]
  permissions?: string[]
  coin_num: number
  created_at?: number
}

/** SPEC §3 login info; token_expired is epoch milliseconds. */
export interface ApiLoginInfo {
  token: string
  token_expired: number
  user: ApiUser
}

export interface CodeSent {
  expired_in: number
  resend_in: number
}

/** SPEC §3 payability. */
export interface Payability {
  is_local: boolean
  payable: boolean
  ios_payable: boolean
  report_voucher: number
  dice_voucher: number
  card_voucher: number
  show_btn: boolean
  msg: string
  channels: string[]
}

/** SPEC §3 birth profile and group, server shape: declared beside their conversions in src/births/model.ts. */
export type { ServerBirth, ServerGroup } from '@/births/model'

/** Arabic points and chart styles carry free-form fields besides these. */
export interface ServerRecord {
  id: number | string
  update_time: number | string
  is_local?: number | null
  is_del?: number | null
  [key: string]: unknown
}
