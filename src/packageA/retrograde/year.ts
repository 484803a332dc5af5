/** A year of retrogrades for the page: every loop of Mercury–Pluto whose retrograde station falls in the year. */
import type { Ephemeris } from '@/astro'
import { retrogradeLoops, STATION_BODIES, type RetrogradeLoop, type StationBody } from '@/astro/tools/stations'

export const RETRO_BODIES = Object.keys(STATION_BODIES) as StationBody[]

/** 0h UT on 1 January. */
export const jdOfYear = (year: number) => Date.UTC(year, 0, 1) / 86400000 + 2440587.5

export interface YearRetrogrades {
  year: number
  loops: Record<StationBody, RetrogradeLoop[]>
}

export function retrogradesOfYear(eph: Ephemeris, year: number): YearRetrogrades {
  const from = jdOfYear(year)
  const to = jdOfYear(year + 1)
  // A loop that began last year and ends this year belongs here too: look a year back for its retrograde station.
  const loops = Object.fromEntries(
    RETRO_BODIES.map((b) => [b, retrogradeLoops(eph, b, from - 366, to).filter((l) => l.direct.jdUT >= from || l.retrograde.jdUT >= from)]),
  ) as Record<StationBody, RetrogradeLoop[]>
  return { year, loops }
}

/** Share of the year (0–1, clamped) at which an instant falls, for drawing the timeline. */
export function yearFraction(year: number, jdUT: number): number {
  const from = jdOfYear(year)
  return Math.max(0, Math.min(1, (jdUT - from) / (jdOfYear(year + 1) - from)))
}
