/** The chart page's birth: from query params (date, time, birthZone, summer, sex, name) or the inline form. */
import { birthFromQuery, birthFromStored, type QueryBirth, type QueryParams } from '@/births/query'

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

/** Ziwei needs no longitude: the query birth without it. */
function withoutLng(b: QueryBirth | null): ZiweiBirth | null {
  if (!b) return null
  return { date: b.date, time: b.time, birthZone: b.birthZone, summer: b.summer, sex: b.sex, name: b.name }
}

/** A birth from page query params, or null when there is no usable date. */
export function birthFromParams(params: QueryParams): ZiweiBirth | null {
  return withoutLng(birthFromQuery(params))
}

/** The current chart birth from the birth list (src/store/births.ts), as the page's birth. */
export function birthFromProfile(
  b: { date: string; time: string; birthZone: number; summer: number; sex: number; name: string } | null,
): ZiweiBirth | null {
  return withoutLng(birthFromStored(b))
}
