/**
 * Birthday guessing: from known features (Sun, Moon and rising signs, planets in houses) and a range of years at
 * a place, every time window in which all of them hold, ranked by its share of the total time (for a birth that
 * could have happened at any moment, a longer window is the likelier one).
 */
import type { Ephemeris } from '../ephemeris/adapter'
import { SE } from '../ephemeris/constants'
import { normDeg } from '../zodiac'

export const GUESS_BODIES = {
  Sun: SE.SUN,
  Moon: SE.MOON,
  Mercury: SE.MERCURY,
  Venus: SE.VENUS,
  Mars: SE.MARS,
  Jupiter: SE.JUPITER,
  Saturn: SE.SATURN,
} as const
export type GuessBody = keyof typeof GUESS_BODIES

export interface GuessFeatures {
  sunSign?: number
  moonSign?: number
  ascSign?: number
  /** A planet in a house (house system `houseSystem`, default Placidus). */
  planetHouses?: ReadonlyArray<{ body: GuessBody; house: number }>
  /** Whole years, inclusive. */
  fromYear: number
  toYear: number
  latDeg: number
  lngDeg: number
  houseSystem?: string
}

export interface GuessWindow {
  startJdUT: number
  endJdUT: number
  /** Share of all matching time, 0–1. */
  probability: number
}

const signOfLon = (lon: number) => Math.floor(normDeg(lon) / 30) + 1

/** House 1–12 of a longitude among cusps (cusp i opens house i + 1). */
export function houseOfLon(lonDeg: number, cusps: readonly number[]): number {
  for (let i = 0; i < 12; i++) {
    const a = cusps[i]
    const span = normDeg(cusps[(i + 1) % 12] - a)
    if (normDeg(lonDeg - a) < span) return i + 1
  }
  return 12
}

/** Can a body moving forward from lon0 to lon1 (less than a sign-and-a-half) have been in `sign` between them? */
function passesSign(lon0: number, lon1: number, sign: number): boolean {
  const start = (sign - 1) * 30
  const travel = normDeg(lon1 - lon0)
  const toStart = normDeg(start - lon0)
  return signOfLon(lon0) === sign || toStart <= travel
}

/** Step within a day: short enough that no rising sign (≥ ~40 min below 60° latitude) slips between two steps. */
const STEP_DAYS = 10 / 1440

export function guessBirth(eph: Ephemeris, f: GuessFeatures, onProgress?: (done: number, total: number) => void): GuessWindow[] {
  const hsys = f.houseSystem ?? 'P'
  const lonAt = (jd: number, body: number) => eph.calcUt(jd, body)?.lonDeg ?? NaN
  const needsHouses = f.ascSign !== undefined || (f.planetHouses?.length ?? 0) > 0
  const holds = (jd: number): boolean => {
    if (f.sunSign !== undefined && signOfLon(lonAt(jd, SE.SUN)) !== f.sunSign) return false
    if (f.moonSign !== undefined && signOfLon(lonAt(jd, SE.MOON)) !== f.moonSign) return false
    if (!needsHouses) return true
    const h = eph.houses(jd, f.latDeg, f.lngDeg, hsys)
    if (f.ascSign !== undefined && signOfLon(h.ascDeg) !== f.ascSign) return false
    return (f.planetHouses ?? []).every((p) => houseOfLon(lonAt(jd, GUESS_BODIES[p.body]), h.cusps) === p.house)
  }
  // Edge of a window to about 30 s.
  const edge = (inside: number, outside: number) => {
    let a = inside
    let b = outside
    while (Math.abs(b - a) > 30 / 86400) {
      const m = (a + b) / 2
      if (holds(m)) a = m
      else b = m
    }
    return (a + b) / 2
  }
  const windows: Array<{ startJdUT: number; endJdUT: number }> = []
  const first = Date.UTC(f.fromYear, 0, 1) / 86400000 + 2440587.5
  const last = Date.UTC(f.toYear + 1, 0, 1) / 86400000 + 2440587.5
  const totalDays = last - first
  let open: number | null = null
  for (let day = first; day < last; day++) {
    if (onProgress && (day - first) % 365 === 0) onProgress(day - first, totalDays)
    // Whole-day filters: the Sun and the Moon only move forward.
    const sunOk = f.sunSign === undefined || passesSign(lonAt(day, SE.SUN), lonAt(day + 1, SE.SUN), f.sunSign)
    const moonOk = f.moonSign === undefined || passesSign(lonAt(day, SE.MOON), lonAt(day + 1, SE.MOON), f.moonSign)
    if (!sunOk || !moonOk) {
      if (open !== null) windows.push({ startJdUT: open, endJdUT: edge(day - STEP_DAYS, day) })
      open = null
      continue
    }
    for (let k = 0; k < 144; k++) {
      const t = day + k * STEP_DAYS
      const ok = holds(t)
      if (ok && open === null) open = t === first ? t : edge(t, t - STEP_DAYS)
      else if (!ok && open !== null) {
        windows.push({ startJdUT: open, endJdUT: edge(t - STEP_DAYS, t) })
        open = null
      }
    }
  }
  if (open !== null) windows.push({ startJdUT: open, endJdUT: last })
  onProgress?.(totalDays, totalDays)
  const total = windows.reduce((s, w) => s + (w.endJdUT - w.startJdUT), 0)
  return windows.map((w) => ({ ...w, probability: total > 0 ? (w.endJdUT - w.startJdUT) / total : 0 })).sort((a, b) => b.probability - a.probability)
}
