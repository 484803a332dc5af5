/** The chart page's birth: from query params (date, time, birthZone, summer, sex, name) or the inline form. */
import { parseDate, parseTime } from '@/core/time'

export interface ZiweiBirth {
  date: string
  time: string
  birthZone: number
  summer: number
  sex: 0 | 1
  name: string
}

/** SPEC §3 birth defaults: sex 1, date 2000-03-01, time 16:30, birthZone -8. */
export const DEFAULT_FORM_BIRTH: ZiweiBirth = { date: '2000-03-01', time: '16:30', birthZone: -8, summer: 0, sex: 1, name: '' }

function decode(v: string | undefined): string | undefined {
  if (v === undefined) return undefined
  try {
    return decodeURIComponent(v)
  } catch {
    return v
  }
}

/** A birth from page query params, or null when there is no usable date. */
export function birthFromParams(params: Record<string, string | undefined>): ZiweiBirth | null {
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
  const rawZone = decode(params.birthZone ?? params.birth_zone)
  const zone = Number(rawZone)
  const summer = Number(decode(params.summer))
  return {
    date,
    time,
    birthZone: rawZone !== undefined && rawZone !== '' && Number.isFinite(zone) ? zone : -8,
    summer: summer === 1 ? 1 : 0,
    sex: decode(params.sex) === '0' ? 0 : 1,
    name: decode(params.name) ?? '',
  }
}

/** The current chart birth from the birth list (src/store/births.ts), as the page's birth. */
export function birthFromProfile(b: { date: string; time: string; birthZone: number; summer: number; sex: number; name: string } | null): ZiweiBirth | null {
  if (!b) return null
  return birthFromParams({ date: b.date, time: b.time.slice(0, 5), birthZone: String(b.birthZone), summer: String(b.summer), sex: String(b.sex), name: b.name })
}
