/** /Birth/* calls (SPEC §7) and the SPEC §3 conversion between the local and server birth shapes. */
import { post, type RequestOptions } from './request'
import type { ServerBirth, ServerGroup } from './types'

export interface BirthSyncBody {
  list: ServerBirth[]
  group_list: ServerGroup[]
}

export const syncBirths = (body: BirthSyncBody, options: RequestOptions = {}) => post<BirthSyncBody>('/Birth/Sync', body, options)
export const uploadBirths = (body: BirthSyncBody, options: RequestOptions = {}) => post<BirthSyncBody>('/Birth/Upload', body, options)
export const getBirthCodeString = (id: number | string) => post<{ code: string; code_string: string; expired_at: number }>('/Birth/GetCodeString', { id }, { loading: true })
export const getBirthByCode = (code: string) => post<{ birth_info: Omit<ServerBirth, 'update_time'> }>('/Birth/GetByCode', { code }, { loading: true })
export const getSendBirthToken = () => post<{ token: string; expired_at: number }>('/Birth/GetSendBirthToken', {}, { loading: true })
export const checkSendBirthToken = (token: string) =>
  post<{ valid: boolean; nickname: string; avatar: string; expired_at: number }>('/Birth/CheckSendBirthToken', { token })
export const sendBirthToInviteCode = (token: string, birth: Omit<ServerBirth, 'id' | 'update_time'>) =>
  post<{ id: number | string }>('/Birth/SendBirthToInviteCode', { token, birth }, { loading: true })

/** SPEC §3 birth profile, local shape (fields the conversion touches). */
export interface LocalBirthFields {
  id: number | string
  setType?: number
  type?: number
  name?: string
  sex?: number
  summer?: number | boolean
  lat?: number
  lng?: number
  date?: string
  time?: string
  birthZone?: number
  isDelta?: number | boolean
  address?: string
  latCurrent?: number
  lngCurrent?: number
  addressCurrent?: string
  zoneCurrent?: number
  sun?: number
  moon?: number
  asc?: number
  remark?: string
  keywords?: string
  updateTime?: number
  isDel?: number
  isLocal?: number
  isTop?: number | boolean
  modified?: number
}

const n01 = (v: unknown) => (v === true || v === 1 || v === '1' ? 1 : 0)

/** Local → server (SPEC §3); `withRemark` false leaves the remark out. */
export function birthToServer(b: LocalBirthFields, withRemark = true): ServerBirth {
  const s: ServerBirth = {
    id: b.id,
    sex: b.sex ?? 1,
    summer: n01(b.summer),
    set_type: b.setType ?? 0,
    type: b.type ?? 2,
    name: b.name ?? '',
    date: b.date?.replace(/\//g, '-') ?? null,
    time: b.time ?? null,
    birth_zone: b.birthZone ?? -8,
    delta: n01(b.isDelta),
    lat: b.lat ?? null,
    lng: b.lng ?? null,
    address: b.address ?? '',
    lat_current: b.latCurrent ?? null,
    lng_current: b.lngCurrent ?? null,
    address_current: b.addressCurrent ?? '',
    zone_current: b.zoneCurrent ?? null,
    sun: b.sun ?? null,
    moon: b.moon ?? null,
    asc: b.asc ?? null,
    keywords: b.keywords ?? '',
    update_time: b.updateTime ?? (typeof b.id === 'number' ? b.id : 0),
    is_local: n01(b.isLocal),
    is_del: n01(b.isDel),
    is_top: n01(b.isTop),
  }
  if (withRemark) s.remark = b.remark ?? ''
  return s
}

/** Server → local (SPEC §3): isLocal 0, modified 0, setType 2. */
export function birthFromServer(s: ServerBirth): LocalBirthFields {
  const num = (v: unknown) => (v === null || v === undefined || v === '' ? undefined : Number(v))
  return {
    id: s.id,
    setType: 2,
    type: s.type ?? 2,
    name: s.name ?? '',
    sex: s.sex ?? 1,
    summer: n01(s.summer),
    lat: num(s.lat),
    lng: num(s.lng),
    date: s.date ?? undefined,
    time: s.time ?? undefined,
    birthZone: num(s.birth_zone) ?? -8,
    isDelta: n01(s.delta),
    address: s.address ?? '',
    latCurrent: num(s.lat_current),
    lngCurrent: num(s.lng_current),
    addressCurrent: s.address_current ?? '',
    zoneCurrent: num(s.zone_current),
    sun: num(s.sun),
    moon: num(s.moon),
    asc: num(s.asc),
    remark: s.remark ?? '',
    keywords: s.keywords ?? '',
    updateTime: Number(s.update_time),
    isDel: n01(s.is_del),
    isLocal: 0,
    isTop: n01(s.is_top),
    modified: 0,
  }
}
