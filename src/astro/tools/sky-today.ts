/**
 * Today's sky for the home tab: the Moon's sign and lunation phase, the planets moving backwards, and the major
 * aspects between the transiting planets that perfect within the day. Aspects are Ptolemy's five (Tetrabiblos
 * I.13: 0°, 60°, 90°, 120°, 180°) between the Sun and the planets; the Moon, which makes several a day, is given
 * by its sign and phase instead.
 */
import { ASPECTS } from '../aspects'
import type { Ephemeris } from '../ephemeris/adapter'
import { SE } from '../ephemeris/constants'
import { diffDeg, signOf } from '../zodiac'
import { bisect, lonOf, moonState, type LunationPhase } from './moon'
import { STATION_BODIES } from './stations'

/** Bodies of the day's aspects: the Sun and the planets whose stations stations.ts finds. */
export const SKY_PLANETS = { Sun: SE.SUN, ...STATION_BODIES } as const
export type SkyPlanet = keyof typeof SKY_PLANETS

const PTOLEMAIC = ASPECTS.filter((a) => a.id <= 5)
/** Sampling step: the fastest pair (Sun–Mercury near a station aside) moves under 3° a day, so 6 h sees every crossing. */
const STEP_DAYS = 0.25

export interface SkyAspect {
  p1: SkyPlanet
  p2: SkyPlanet
  /** Aspect id (1 conjunction, 2 opposition, 3 trine, 4 square, 5 sextile). */
  aspect: number
  exactJdUT: number
}

export interface SkyToday {
  moon: { sign: number; phase: LunationPhase; illumination: number; lonDeg: number }
  /** Planets (Mercury to Pluto) with a negative longitude speed at atJdUT. */
  retrograde: SkyPlanet[]
  /** Aspects exact in [startJdUT, endJdUT), in time order. */
  aspects: SkyAspect[]
}

export interface SkyTodayRequest {
  /** The instant of the Moon and the retrogrades (the page passes now). */
  atJdUT: number
  /** The local day, UT Julian days. */
  startJdUT: number
  endJdUT: number
}

/** Distance from the exact aspect, signed, for one side (+angle or −angle) of the pair's elongation. */
const offsetDeg = (eph: Ephemeris, jd: number, a: number, b: number, targetDeg: number) =>
  diffDeg(diffDeg(lonOf(eph, jd, a).lonDeg, lonOf(eph, jd, b).lonDeg), targetDeg)

/** Sample instants of the day, STEP_DAYS apart, the last one the day's end. */
function sampleTimes(start: number, end: number): number[] {
  const times = [start]
  while (times[times.length - 1] < end) times.push(Math.min(times[times.length - 1] + STEP_DAYS, end))
  return times
}

/**
 * Exact instants of one pair's target elongation within the day. The samples' longitudes are computed once per body
 * (lonsA, lonsB at `times`); the ephemeris is asked again only to bisect a bracketed crossing.
 */
function crossings(eph: Ephemeris, a: number, b: number, targetDeg: number, times: number[], lonsA: number[], lonsB: number[]): number[] {
  const found: number[] = []
  const start = times[0]
  const end = times[times.length - 1]
  const sampled = (k: number) => diffDeg(diffDeg(lonsA[k], lonsB[k]), targetDeg)
  let f0 = sampled(0)
  for (let k = 1; k < times.length; k++) {
    const f1 = sampled(k)
    // A sign change near zero (not the jump at ±180°) brackets an exact instant.
    if (f0 !== f1 && Math.sign(f0) !== Math.sign(f1) && Math.abs(f0) < 30 && Math.abs(f1) < 30) {
      const exact = bisect((jd) => offsetDeg(eph, jd, a, b, targetDeg), times[k - 1], times[k])
      if (exact >= start && exact < end) found.push(exact)
    }
    f0 = f1
  }
  return found
}

export function skyToday(eph: Ephemeris, req: SkyTodayRequest): SkyToday {
  if (!(req.endJdUT > req.startJdUT) || req.endJdUT - req.startJdUT > 2) throw new Error('sky-today: the day must span 0–2 days')
  const m = moonState(eph, req.atJdUT)
  const ids = Object.keys(SKY_PLANETS) as SkyPlanet[]
  const retrograde = ids.filter((id) => id !== 'Sun' && lonOf(eph, req.atJdUT, SKY_PLANETS[id]).lonSpeedDegPerDay < 0)
  const times = sampleTimes(req.startJdUT, req.endJdUT)
  const lons = ids.map((id) => times.map((jd) => lonOf(eph, jd, SKY_PLANETS[id]).lonDeg))
  const aspects: SkyAspect[] = []
  for (let i = 0; i < ids.length; i++) {
    for (let j = i + 1; j < ids.length; j++) {
      for (const asp of PTOLEMAIC) {
        // Conjunction and opposition have one target; the others are met on either side (+θ, −θ).
        const targets = asp.angleDeg === 0 || asp.angleDeg === 180 ? [asp.angleDeg] : [asp.angleDeg, -asp.angleDeg]
        for (const target of targets) {
          for (const exactJdUT of crossings(eph, SKY_PLANETS[ids[i]], SKY_PLANETS[ids[j]], target, times, lons[i], lons[j])) {
            aspects.push({ p1: ids[i], p2: ids[j], aspect: asp.id, exactJdUT })
          }
        }
      }
    }
  }
  aspects.sort((x, y) => x.exactJdUT - y.exactJdUT)
  return { moon: { sign: signOf(m.moonLonDeg), phase: m.phase, illumination: m.illumination, lonDeg: m.moonLonDeg }, retrograde, aspects }
}
