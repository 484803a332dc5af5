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

/** SPEC §3 birth profile, server shape. */
export interface ServerBirth {
  id: number | string
  sex?: number | null
  summer?: number | null
  set_type?: number | null
  type?: number | null
  name?: string | null
  date?: string | null
  time?: string | null
  birth_zone?: number | null
  delta?: number | null
  lat?: number | null
  lng?: number | null
  address?: string | null
  lat_current?: number | null
  lng_current?: number | null
  address_current?: string | null
  zone_current?: number | null
  sun?: number | null
  moon?: number | null
  asc?: number | null
  remark?: string | null
  keywords?: string | null
  /** Epoch ms (the server answers numbers; it also accepts 'yyyy-MM-dd HH:mm:ss'). */
  update_time?: number | null
  is_local?: number | null
  is_del?: number | null
  is_top?: number | null
}

export interface ServerGroup {
  id: number | string
  name?: string | null
  ids?: (number | string)[] | null
  /** Epoch ms (the server answers numbers; it also accepts 'yyyy-MM-dd HH:mm:ss'). */
  update_time?: number | null
  is_local?: number | null
  is_del?: number | null
}

/** Arabic points and chart styles carry free-form fields besides these. */
export interface ServerRecord {
  id: number | string
  update_time: number | string
  is_local?: number | null
  is_del?: number | null
  [key: string]: unknown
}
