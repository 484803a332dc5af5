/** Birth input (SPEC time convention) → Moment for the pillars. */
import { inputError } from '@/core/errors'
import { jdUTOf, utcOffsetHoursOf, validateBirthZone, type TimeInput } from '@/core/time'
import type { Moment } from './pillars'

export type MomentInput = TimeInput & { birthZone?: number; lng?: number; lngDeg?: number }

/**
 * jdUT from {date, time, birthZone, summer} (summer time comes off first) or {jdUT}; the standard zone offset is
 * -birthZone (default -8, i.e. UTC+8) and never includes the summer hour.
 */
export function momentOf(input: MomentInput): Moment {
  if (typeof input !== 'object' || input === null) inputError('bad_time_input', '需要 jdUT，或 date + time + birthZone')
  const jdUT = jdUTOf(input)
  const zone = validateBirthZone(input.birthZone ?? -8)
  const lngRaw = input.lngDeg ?? input.lng
  let lngDeg: number | undefined
  if (lngRaw !== undefined && lngRaw !== null) {
    lngDeg = Number(lngRaw)
    if (!Number.isFinite(lngDeg) || lngDeg < -180 || lngDeg > 180) inputError('bad_lng', `经度应在 -180–180 之间：${String(lngRaw)}`)
  }
  return { jdUT, zoneOffsetHours: utcOffsetHoursOf(zone, 0), lngDeg }
}
