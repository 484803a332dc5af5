/**
 * Conversions of birth records: any stored or incoming shape to a complete local record, local ⇄ server,
 * groups, and the storage schemas built on them. Pure.
 */
import { z } from 'zod'
import { lazy } from '@/core/lazy'
import { blankBirth } from './defaults'
import type { BirthGroup, LocalBirth, ServerBirth, ServerGroup } from './types'

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

/** Storage schemas, built on first use: arrays of records, each normalised; a non-array or unparseable value falls back. */
export const storedBirthListSchema = lazy(() =>
  z.array(z.unknown()).transform((rows) => rows.map(normaliseLocal).filter((b): b is LocalBirth => !!b)),
)
export const storedBirthSchema = lazy(() =>
  z.unknown().transform((v, ctx) => {
    const b = normaliseLocal(v)
    if (!b) ctx.addIssue({ code: 'custom', message: 'not a birth' })
    return b as LocalBirth
  }),
)
export const storedGroupListSchema = lazy(() =>
  z.array(z.unknown()).transform((rows) => rows.map(normaliseGroup).filter((g): g is BirthGroup => !!g)),
)

/** The fields that make a chart: same values give the same chart. */
export function chartKey(b: Pick<LocalBirth, 'date' | 'time' | 'birthZone' | 'summer' | 'lat' | 'lng'>): string {
  return [b.date, b.time, b.birthZone, b.summer, b.lat, b.lng].join('|')
}
