/**
 * Birth profiles and groups (SPEC §3): the local shape, the server shape, defaults, samples and the
 * conversions between them. Pure: no storage, no clock (callers pass `now`).
 */
import { z } from 'zod'

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

/** Relation types shown in the editor. SPEC: type 0 is the user's own profile, 5 the seeded examples. */
export const BIRTH_TYPES = [0, 1, 2, 3, 4, 5] as const

/** SPEC §3 / §9 defaults. */
export const BIRTH_DEFAULTS = {
  sex: 1,
  type: 2,
  date: '2000-03-01',
  time: '16:30',
  name: '新的生日',
  birthZone: -8,
  lat: 39.93,
  lng: 116.41,
} as const

export interface DefaultPlace {
  address: string
  lat: number
  lng: number
  /** IANA zone the device reports for this place. */
  timeZone: string
}

/** SPEC §3 default places by device time zone; Beijing otherwise. */
export const DEFAULT_PLACES: Record<'beijing' | 'taipei' | 'macau' | 'hongkong', DefaultPlace> = {
  beijing: { address: '北京市', lat: 39.93, lng: 116.41, timeZone: 'Asia/Shanghai' },
  taipei: { address: '臺北市', lat: 25.05, lng: 121.58, timeZone: 'Asia/Taipei' },
  macau: { address: '澳门', lat: 22.21, lng: 113.55, timeZone: 'Asia/Macau' },
  hongkong: { address: '香港', lat: 22.28, lng: 114.15, timeZone: 'Asia/Hong_Kong' },
}

export function defaultPlaceFor(deviceTimeZone: string | undefined | null): DefaultPlace {
  switch (deviceTimeZone) {
    case 'Asia/Taipei':
      return DEFAULT_PLACES.taipei
    case 'Asia/Macau':
      return DEFAULT_PLACES.macau
    case 'Asia/Hong_Kong':
      return DEFAULT_PLACES.hongkong
    default:
      return DEFAULT_PLACES.beijing
  }
}

/** A new profile with the SPEC defaults (the caller sets id and updateTime). */
export function blankBirth(place: DefaultPlace = DEFAULT_PLACES.beijing, type: number = BIRTH_DEFAULTS.type): LocalBirth {
  return {
    id: 0,
    setType: 0,
    type,
    name: BIRTH_DEFAULTS.name,
    sex: BIRTH_DEFAULTS.sex,
    summer: 0,
    lat: place.lat,
    lng: place.lng,
    date: BIRTH_DEFAULTS.date,
    time: BIRTH_DEFAULTS.time,
    birthZone: BIRTH_DEFAULTS.birthZone,
    isDelta: 0,
    address: place.address,
    latCurrent: null,
    lngCurrent: null,
    addressCurrent: '',
    zoneCurrent: null,
    sun: null,
    moon: null,
    asc: null,
    remark: '',
    keywords: '',
    updateTime: 0,
    isDel: 0,
    isLocal: 1,
    isTop: 0,
    modified: 0,
  }
}

/**
 * The three seeded profiles: the user (type 0, SPEC defaults at the device's default place) and two
 * examples (type 5) whose data is in src/data/famous-births.ts with its source:
 * Albert Einstein, 1879-03-14 11:30 LMT Ulm (Astro-Databank AA, birth certificate) and
 * Bruce Lee (李小龙), 1940-11-27 07:12 PST San Francisco (Astro-Databank AA, birth certificate).
 * Sign numbers checked with swetest 2.10 (Placidus): Einstein Sun Pisces, Moon Sagittarius, Asc Cancer; Lee Sun
 * Sagittarius, Moon Scorpio, Asc Sagittarius; the self default (2000-03-01 16:30 UTC+8) Sun Pisces, Moon
 * Capricorn, Asc Leo at each of the four default places.
 */
export const SAMPLE_IDS = [1, 2, 3] as const

export function sampleBirths(place: DefaultPlace): LocalBirth[] {
  const self: LocalBirth = { ...blankBirth(place, 0), id: 1, name: '我', sun: 12, moon: 10, asc: 5 }
  const einstein: LocalBirth = {
    ...blankBirth(place, 5),
    id: 2,
    name: '爱因斯坦',
    sex: 1,
    date: '1879-03-14',
    time: '11:30',
    birthZone: -0.66574,
    lat: 48.4,
    lng: 9.9861,
    address: '德国 乌尔姆',
    sun: 12,
    moon: 9,
    asc: 4,
    remark: '示例：Astro-Databank 评级 AA',
  }
  const lee: LocalBirth = {
    ...blankBirth(place, 5),
    id: 3,
    name: '李小龙',
    sex: 1,
    date: '1940-11-27',
    time: '07:12',
    birthZone: 8,
    lat: 37.775,
    lng: -122.4183,
    address: '美国 旧金山',
    sun: 9,
    moon: 8,
    asc: 9,
    remark: '示例：Astro-Databank 评级 AA',
  }
  return [self, einstein, lee]
}

/** SPEC §5: dates use hyphens. */
export function normaliseDate(date: string): string {
  return String(date ?? '')
    .trim()
    .replace(/\//g, '-')
}

const flag = (v: unknown): 0 | 1 => (v === 1 || v === true || v === '1' ? 1 : 0)
const num = (v: unknown, fallback: number): number => {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v
  return typeof n === 'number' && Number.isFinite(n) ? n : fallback
}
const numOrNull = (v: unknown): number | null => {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v
  return typeof n === 'number' && Number.isFinite(n) ? n : null
}
const str = (v: unknown, fallback = ''): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : fallback)
const signOrNull = (v: unknown): number | null => {
  const n = numOrNull(v)
  return n !== null && Number.isInteger(n) && n >= 1 && n <= 12 ? n : null
}

/**
 * Any stored or incoming local-shaped record → a complete LocalBirth. Accepts the old `birth_zone` spelling,
 * turns slashes in the date into hyphens. Returns undefined when the record has no usable id.
 */
export function normaliseLocal(raw: unknown): LocalBirth | undefined {
  if (!raw || typeof raw !== 'object') return undefined
  const r = raw as Record<string, unknown>
  const id = num(r.id, NaN)
  if (!Number.isFinite(id)) return undefined
  const base = blankBirth()
  const setType = num(r.setType, 0)
  return {
    id,
    setType: setType === 1 || setType === 2 ? setType : 0,
    type: num(r.type, base.type),
    name: str(r.name, base.name),
    sex: num(r.sex, base.sex),
    summer: flag(r.summer),
    lat: num(r.lat, base.lat),
    lng: num(r.lng, base.lng),
    date: normaliseDate(str(r.date, base.date)) || base.date,
    time: str(r.time, base.time) || base.time,
    birthZone: num(r.birthZone ?? r.birth_zone, base.birthZone),
    isDelta: flag(r.isDelta),
    address: str(r.address),
    latCurrent: numOrNull(r.latCurrent),
    lngCurrent: numOrNull(r.lngCurrent),
    addressCurrent: str(r.addressCurrent),
    zoneCurrent: numOrNull(r.zoneCurrent),
    sun: signOrNull(r.sun),
    moon: signOrNull(r.moon),
    asc: signOrNull(r.asc),
    remark: str(r.remark),
    keywords: str(r.keywords),
    updateTime: num(r.updateTime, 0),
    isDel: flag(r.isDel),
    isLocal: r.isLocal === undefined ? 1 : flag(r.isLocal),
    isTop: flag(r.isTop),
    modified: flag(r.modified),
  }
}

/** Local → server shape. SPEC §3: "conversion may omit remark". */
export function toServerBirth(b: LocalBirth, options: { withRemark?: boolean } = {}): ServerBirth {
  const s: ServerBirth = {
    id: b.id,
    sex: b.sex,
    summer: b.summer,
    set_type: b.setType,
    type: b.type,
    name: b.name,
    date: normaliseDate(b.date),
    time: b.time,
    birth_zone: b.birthZone,
    delta: b.isDelta ? 1 : 0,
    lat: b.lat,
    lng: b.lng,
    address: b.address,
    lat_current: b.latCurrent,
    lng_current: b.lngCurrent,
    address_current: b.addressCurrent,
    zone_current: b.zoneCurrent,
    sun: b.sun,
    moon: b.moon,
    asc: b.asc,
    keywords: b.keywords,
    update_time: b.updateTime,
    is_local: b.isLocal,
    is_del: b.isDel,
    is_top: b.isTop,
  }
  if (options.withRemark !== false) s.remark = b.remark
  return s
}

/**
 * Server → local shape: isLocal 0, modified 0, setType 2 (SPEC §3). A type of 0 arriving from elsewhere
 * becomes 2 (SPEC §3 "type (0 is changed to 2)"): only the device's own seeded profile is the user.
 */
export function fromServerBirth(s: ServerBirth): LocalBirth | undefined {
  const local = normaliseLocal({
    id: s.id,
    sex: s.sex,
    summer: s.summer,
    type: s.type === 0 || s.type === null || s.type === undefined ? 2 : s.type,
    name: s.name,
    date: s.date,
    time: s.time,
    birthZone: s.birth_zone,
    isDelta: s.delta,
    lat: s.lat,
    lng: s.lng,
    address: s.address,
    latCurrent: s.lat_current,
    lngCurrent: s.lng_current,
    addressCurrent: s.address_current,
    zoneCurrent: s.zone_current,
    sun: s.sun,
    moon: s.moon,
    asc: s.asc,
    remark: s.remark,
    keywords: s.keywords,
    updateTime: s.update_time,
    isDel: s.is_del,
    isTop: s.is_top,
  })
  if (!local) return undefined
  return { ...local, setType: 2, isLocal: 0, modified: 0 }
}

export function normaliseGroup(raw: unknown): BirthGroup | undefined {
  if (!raw || typeof raw !== 'object') return undefined
  const r = raw as Record<string, unknown>
  const id = num(r.id, NaN)
  if (!Number.isFinite(id)) return undefined
  const ids = Array.isArray(r.ids) ? r.ids.map((x) => num(x, NaN)).filter(Number.isFinite) : []
  return {
    id,
    name: str(r.name),
    ids: [...new Set(ids)],
    updateTime: num(r.updateTime ?? r.update_time, 0),
    isDel: flag(r.isDel ?? r.is_del),
    isLocal: r.isLocal === undefined && r.is_local === undefined ? 1 : flag(r.isLocal ?? r.is_local),
    modified: flag(r.modified),
  }
}

export function toServerGroup(g: BirthGroup): ServerGroup {
  return { id: g.id, name: g.name, ids: g.ids, update_time: g.updateTime, is_local: g.isLocal, is_del: g.isDel }
}

export function fromServerGroup(s: ServerGroup): BirthGroup | undefined {
  const g = normaliseGroup({ id: s.id, name: s.name, ids: s.ids, updateTime: s.update_time, isDel: s.is_del })
  return g && { ...g, isLocal: 0, modified: 0 }
}

/** Storage schemas: arrays of records, each normalised; a non-array or unparseable value falls back. */
export const storedBirthListSchema = z.array(z.unknown()).transform((rows) => rows.map(normaliseLocal).filter((b): b is LocalBirth => !!b))
export const storedBirthSchema = z.unknown().transform((v, ctx) => {
  const b = normaliseLocal(v)
  if (!b) ctx.addIssue({ code: 'custom', message: 'not a birth' })
  return b as LocalBirth
})
export const storedGroupListSchema = z.array(z.unknown()).transform((rows) => rows.map(normaliseGroup).filter((g): g is BirthGroup => !!g))

/** The fields that make a chart: same values give the same chart. */
export function chartKey(b: Pick<LocalBirth, 'date' | 'time' | 'birthZone' | 'summer' | 'lat' | 'lng'>): string {
  return [b.date, b.time, b.birthZone, b.summer, b.lat, b.lng].join('|')
}
