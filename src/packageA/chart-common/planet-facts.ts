/**
 * What the natal-planet page says about one body: sign and degree, house, declination, speed against its mean
 * motion (station, retrograde), dignities (domicile lord, exaltation/detriment/fall, term, face) and every aspect
 * it makes. Pure; ids only (the page turns them into words).
 */
import type { Aspect, Chart, ChartBody } from '@/astro'
import { faceLordOf, signConditionOf, termLordOf, type SignCondition } from '@/astro/classical/dignities'
import { SIGN_RULERS } from '@/astro/classical/tables'

/**
 * Mean daily motion in longitude, °/day: 360° over the sidereal orbital period (Mercury and Venus, which travel
 * with the Sun, take the Sun's 0.9856). Periods from the NASA/NSSDC planetary and small-body fact sheets: Moon
 * 27.3217 d, Mars 686.98 d, Jupiter 4332.59 d, Saturn 10759.22 d, Uranus 30688.5 d, Neptune 60182 d, Pluto 90560 d,
 * Chiron 50.4 y, Ceres 4.60 y, Pallas 4.62 y, Juno 4.36 y, Vesta 3.63 y.
 */
export const MEAN_SPEED_DEG_PER_DAY = {
  Sun: 0.9856,
  Moon: 13.1764,
  Mercury: 0.9856,
  Venus: 0.9856,
  Mars: 0.524,
  Jupiter: 0.0831,
  Saturn: 0.0335,
  Uranus: 0.0117,
  Neptune: 0.006,
  Pluto: 0.004,
  Chiron: 0.0195,
  Ceres: 0.2141,
  Pallas: 0.2135,
  Juno: 0.2258,
  Vesta: 0.2716,
} as const

/** A body moving at under a tenth of its mean motion is called stationary (our threshold: about a day for Mercury). */
export const STATION_FRACTION = 0.1

export type Motion = 'direct' | 'retrograde' | 'stationary' | 'fixed'

export function motionOf(id: string, speedDegPerDay: number): Motion {
  const mean = (MEAN_SPEED_DEG_PER_DAY as Record<string, number>)[id]
  if (mean === undefined) return speedDegPerDay < 0 ? 'retrograde' : speedDegPerDay === 0 ? 'fixed' : 'direct'
  if (Math.abs(speedDegPerDay) < STATION_FRACTION * mean) return 'stationary'
  return speedDegPerDay < 0 ? 'retrograde' : 'direct'
}

/** Speed as a share of the mean motion (1 = average); null for points without one. */
export function speedRatioOf(id: string, speedDegPerDay: number): number | null {
  const mean = (MEAN_SPEED_DEG_PER_DAY as Record<string, number>)[id]
  return mean === undefined ? null : speedDegPerDay / mean
}

export interface BodyAspect {
  other: string
  aspect: number
  orb: number
  applying: boolean
}

/** Every aspect of one body, tightest first. */
export function aspectsOfBody(aspects: readonly Aspect[], id: string): BodyAspect[] {
  return aspects
    .filter((a) => a.p1 === id || a.p2 === id)
    .map((a) => ({ other: a.p1 === id ? a.p2 : a.p1, aspect: a.aspect, orb: a.orb, applying: a.applying }))
    .sort((x, y) => x.orb - y.orb)
}

export interface PlanetFacts {
  id: string
  body: ChartBody
  /** 1–12 */
  sign: number
  signDeg: number
  house: number
  declDeg: number
  /** |declination| beyond the obliquity: out of bounds. */
  outOfBounds: boolean
  speedDegPerDay: number
  speedRatio: number | null
  motion: Motion
  signRuler: string
  dignity: SignCondition | null
  termRuler: string
  faceRuler: string
  aspects: BodyAspect[]
}

export function planetFacts(chart: Chart, id: string): PlanetFacts | null {
  const body = chart.bodies[id as keyof Chart['bodies']]
  if (!body) return null
  return {
    id,
    body,
    sign: body.sign,
    signDeg: body.signDeg,
    house: body.house,
    declDeg: body.declDeg,
    outOfBounds: Math.abs(body.declDeg) > chart.obliquityDeg,
    speedDegPerDay: body.speedDegPerDay,
    speedRatio: speedRatioOf(id, body.speedDegPerDay),
    motion: motionOf(id, body.speedDegPerDay),
    signRuler: SIGN_RULERS[body.sign - 1],
    dignity: signConditionOf(id, body.sign),
    termRuler: termLordOf(body.lonDeg),
    faceRuler: faceLordOf(body.lonDeg),
    aspects: aspectsOfBody(chart.aspects, id),
  }
}
