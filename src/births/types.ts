/** Birth profile and group shapes (SPEC §3): the local record, the server record, groups. */

/** SPEC §3 local shape. Flags are 0/1 numbers as stored by earlier versions. */
export interface LocalBirth {
  /** Creation time in ms (samples use small fixed ids). */
  id: number
  /** 0 sample or local only, 1 copied from a code or an edited sample, 2 from the server. */
  setType: 0 | 1 | 2
  /** Relation type (BIRTH_TYPES); 0 is the user's own profile. */
  type: number
  name: string
  /** 1 male, 0 female. */
  sex: number
  /** The clock was on daylight saving time. */
  summer: 0 | 1
  lat: number
  lng: number
  /** yyyy-MM-dd (Gregorian from 1582-10-15, Julian before). */
  date: string
  /** HH:mm or HH:mm:ss. */
  time: string
  /** Hours, negative east of Greenwich: -8 is UTC+8. */
  birthZone: number
  isDelta: 0 | 1
  address: string
  latCurrent: number | null
  lngCurrent: number | null
  addressCurrent: string
  zoneCurrent: number | null
  /** Sign numbers 1–12, null until computed. */
  sun: number | null
  moon: number | null
  asc: number | null
  remark: string
  keywords: string
  updateTime: number
  isDel: 0 | 1
  isLocal: 0 | 1
  isTop: 0 | 1
  modified: 0 | 1
}

/** SPEC §3 server shape (snake case). */
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

export interface BirthGroup {
  id: number
  name: string
  ids: number[]
  updateTime: number
  isDel: 0 | 1
  isLocal: 0 | 1
  modified: 0 | 1
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
