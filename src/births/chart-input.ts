/** A birth profile as the astro engine's time-and-place input (DESIGN.md §3 conventions). */
import type { LocalBirth } from './types'

export type BirthPlaceTime = Pick<LocalBirth, 'date' | 'time' | 'birthZone' | 'summer' | 'lat' | 'lng'>

export function personInput(b: BirthPlaceTime): BirthPlaceTime {
  return { date: b.date, time: b.time, birthZone: b.birthZone, summer: b.summer, lat: b.lat, lng: b.lng }
}
