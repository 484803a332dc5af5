/**
 * A birth from page query params (date, time, birthZone | birth_zone, summer, sex, lng, name, isDelta), as the bazi and
 * ziwei pages receive it, and the same reading for a stored profile. Pure.
 */
import { parseDate, parseTime } from '@/core/time'

export interface QueryBirth {
  /** yyyy-MM-dd */
  date: string
  /** HH:mm; 12:00 when missing or unreadable. */
  time: string
  /** Hours, negative east: -8 is UTC+8 (the default). */
  birthZone: number
  summer: 0 | 1
  /** 1 male (default), 0 female. */
  sex: 0 | 1
  /** East positive; null when missing or outside ±180. */
  lng: number | null
  name: string
  /** The profile asks for its bazi on solar time (SPEC birth isDelta; query `isDelta` or `delta` = 1). */
  isDelta: 0 | 1
}

export type QueryParams = Record<string, string | undefined>

function decode(v: string | number | undefined | null): string | undefined {
  if (v === undefined || v === null) return undefined
  const s = String(v)
  try {
    return decodeURIComponent(s)
  } catch {
    return s
  }
}

const finite = (v: string | undefined): number | null => {
  if (v === undefined || v.trim() === '') return null
  const n = Number(v)
  return Number.isFinite(n) ? n : null
}

/** A birth from page query params, or null when there is no usable date. */
export function birthFromQuery(params: QueryParams): QueryBirth | null {
  const date = decode(params.date)?.replace(/\//g, '-')
  if (!date) return null
  try {
    parseDate(date)
  } catch {
    return null
  }
  let time = decode(params.time) ?? '12:00'
  try {
    parseTime(time)
  } catch {
    time = '12:00'
  }
  const zone = finite(decode(params.birthZone ?? params.birth_zone))
  const lng = finite(decode(params.lng))
  return {
    date,
    time,
    birthZone: zone ?? -8,
    summer: decode(params.summer) === '1' ? 1 : 0,
    sex: decode(params.sex) === '0' ? 0 : 1,
    lng: lng !== null && lng >= -180 && lng <= 180 ? lng : null,
    name: decode(params.name) ?? '',
    isDelta: decode(params.isDelta ?? params.delta) === '1' ? 1 : 0,
  }
}

/** A stored profile (src/store/births.ts) read the same way: seconds dropped, bad fields defaulted. */
export function birthFromStored(
  b: { date: string; time: string; birthZone: number; summer: number; sex: number; lng?: number; name: string; isDelta?: number } | null,
): QueryBirth | null {
  if (!b) return null
  return birthFromQuery({
    date: b.date,
    time: b.time.slice(0, 5),
    birthZone: String(b.birthZone),
    summer: String(b.summer),
    sex: String(b.sex),
    lng: b.lng === undefined ? undefined : String(b.lng),
    name: b.name,
    isDelta: b.isDelta ? '1' : '0',
  })
}
