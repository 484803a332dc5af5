/** Scores: each factor's signed weight spread over the life areas it touches (weights in tables.ts). */
import type { PlanetId } from '../bodies'
import {
  HOUSE_AREAS,
  LINK_WEIGHTS,
  LUCK_AREAS,
  PERIOD_SCALE,
  PLANET_WEIGHT,
  POINT_AREAS,
  SCORE_SCALE,
  TONE,
  type LuckArea,
  type LuckPeriod,
  type NatalTarget,
} from './tables'
import type { TransitHit } from './transits'

export type AreaLinks = Record<LuckArea, number>

const round3 = (x: number) => Math.round(x * 1000) / 1000

export function emptyAreas(): AreaLinks {
  return { love: 0, career: 0, money: 0, health: 0, study: 0, social: 0 }
}

/** How much a transit of `mover` to `point` (in natal house pointHouse, the mover in natal house moverHouse) concerns each area. */
export function transitAreas(mover: PlanetId, point: NatalTarget, pointHouse: number, moverHouse: number): AreaLinks {
  const out = emptyAreas()
  for (const area of LUCK_AREAS)
    out[area] = round3(
      LINK_WEIGHTS.mover * (POINT_AREAS[mover][area] ?? 0) +
        LINK_WEIGHTS.point * (POINT_AREAS[point][area] ?? 0) +
        LINK_WEIGHTS.pointHouse * (HOUSE_AREAS[pointHouse - 1][area] ?? 0) +
        LINK_WEIGHTS.moverHouse * (HOUSE_AREAS[moverHouse - 1][area] ?? 0),
    )
  return out
}

/** Areas of a natal house (year factors). */
export function houseAreas(house: number): AreaLinks {
  const out = emptyAreas()
  for (const area of LUCK_AREAS) out[area] = HOUSE_AREAS[house - 1][area] ?? 0
  return out
}

/** Closeness 0–1: 1 when exact inside the window, falling to 0 at the edge of the orb. */
export function closenessOf(hit: Pick<TransitHit, 'minOrbDeg' | 'allowedOrbDeg'>): number {
  return Math.max(0, 1 - hit.minOrbDeg / hit.allowedOrbDeg)
}

/** Signed weight of a transit: tone of (planet, aspect family) × planet weight × closeness. */
export function transitScore(hit: Pick<TransitHit, 'body' | 'family' | 'minOrbDeg' | 'allowedOrbDeg'>): number {
  return round3(TONE[hit.body][hit.family] * PLANET_WEIGHT[hit.body] * closenessOf(hit))
}

/** 50 + 50·tanh(sum / scale), rounded: 50 is a quiet period. */
export function toScore(sum: number, scale: number): number {
  return Math.round(50 + 50 * Math.tanh(sum / scale))
}

export interface Scored {
  score: number
  areas: AreaLinks
}

export function scoresOf(factors: readonly Scored[], period: LuckPeriod): { overall: number; areas: Record<LuckArea, number> } {
  const k = PERIOD_SCALE[period]
  const sums = emptyAreas()
  let total = 0
  for (const f of factors) {
    total += f.score
    for (const area of LUCK_AREAS) sums[area] += f.score * f.areas[area]
  }
  const areas = emptyAreas()
  for (const area of LUCK_AREAS) areas[area] = toScore(sums[area], SCORE_SCALE.area * k)
  return { overall: toScore(total, SCORE_SCALE.overall * k), areas }
}
