/** Birthday-guess windows for the page: the clock time of an instant at a birth's zone, and why a window fits. */
import type { Ephemeris } from '@/astro'
import { SE } from '@/astro/ephemeris/constants'
import { GUESS_BODIES, houseOfLon, type GuessBody, type GuessFeatures } from '@/astro/tools/birth-guess'
import { civilFromJulianDay, formatDate, formatTime, utcOffsetHoursOf } from '@/core/time'

/** Clock date and time (to the minute) of an instant in a zone given the SPEC way (birthZone, summer). */
export function clockAt(jdUT: number, birthZone: number, summer: number): { date: string; time: string } {
  const localJd = jdUT + utcOffsetHoursOf(birthZone, summer) / 24
  // Whole minutes counted from midnight (JD − 0.5 is an integer at 0h).
  const rounded = Math.round((localJd - 0.5) * 1440) / 1440 + 0.5
  const c = civilFromJulianDay(rounded)
  return { date: formatDate(c), time: formatTime(c) }
}

export interface WindowReason {
  /** 'Sun' | 'Moon' | 'Asc' or a guess body with its house. */
  id: 'Sun' | 'Moon' | 'Asc' | GuessBody
  lonDeg: number
  house?: number
}

/** The positions behind each asked feature, at an instant (the middle of a window). */
export function reasonsAt(eph: Ephemeris, jdUT: number, f: GuessFeatures): WindowReason[] {
  const lon = (body: number) => eph.calcUt(jdUT, body)?.lonDeg ?? NaN
  const out: WindowReason[] = []
  if (f.sunSign !== undefined) out.push({ id: 'Sun', lonDeg: lon(SE.SUN) })
  if (f.moonSign !== undefined) out.push({ id: 'Moon', lonDeg: lon(SE.MOON) })
  const needsHouses = f.ascSign !== undefined || (f.planetHouses?.length ?? 0) > 0
  if (!needsHouses) return out
  const h = eph.houses(jdUT, f.latDeg, f.lngDeg, f.houseSystem ?? 'P')
  if (f.ascSign !== undefined) out.push({ id: 'Asc', lonDeg: h.ascDeg })
  for (const p of f.planetHouses ?? []) {
    const lonDeg = lon(GUESS_BODIES[p.body])
    out.push({ id: p.body, lonDeg, house: houseOfLon(lonDeg, h.cusps) })
  }
  return out
}
