/** Helpers for charts derived from others: houses from an ARMC, moved positions, cross placements. */
import { inputError } from '@/core/errors'
import { findAspects, type Aspect, type AspectPoint } from '../aspects'
import type { BodyId } from '../bodies'
import type { Ephemeris, HousesRaw } from '../ephemeris/adapter'
import { houseOf } from '../houses'
import type { ChartPreset } from '../settings/presets'
import { normDeg, rightAscensionDeg } from '../zodiac'
import { aspectPointsOf, visibleIds, type Chart } from './common'
import { timeOf, placeOf, type RawInput } from '../options'
import type { ChartPlace } from '../chart'

/** Houses for an ARMC (tropical from Swiss Ephemeris), shifted into the sidereal zodiac when ayanamsaDeg ≠ 0. */
export function housesFromArmc(eph: Ephemeris, armcDeg: number, latDeg: number, epsDeg: number, hsys: string, ayanamsaDeg: number): HousesRaw {
  const h = eph.housesArmc(normDeg(armcDeg), latDeg, epsDeg, hsys)
  if (ayanamsaDeg === 0) return h
  const asc = normDeg(h.ascDeg - ayanamsaDeg)
  const cusps = h.hsys === 'W' ? h.cusps.map((_, i) => normDeg(Math.floor(asc / 30) * 30 + 30 * i)) : h.cusps.map((c) => normDeg(c - ayanamsaDeg))
  return { ...h, cusps, ascDeg: asc, mcDeg: normDeg(h.mcDeg - ayanamsaDeg), vertexDeg: normDeg(h.vertexDeg - ayanamsaDeg) }
}

/** ARMC whose MC is the given tropical longitude (MC lies on the ecliptic: β = 0). */
export function armcOfMc(mcTropicalDeg: number, epsDeg: number): number {
  return rightAscensionDeg(mcTropicalDeg, 0, epsDeg)
}

/** Points with zero speed: a natal chart under transits or directions does not move. */
export function fixedPoints(chart: Chart, preset: ChartPreset): AspectPoint[] {
  return aspectPointsOf(chart, visibleIds(chart, preset)).map((p) => ({ ...p, speedDegPerDay: 0 }))
}

/** Aspects from the moving chart's visible points to the fixed chart's visible points. */
export function crossAspects(moving: Chart, fixed: Chart, preset: ChartPreset, fixedStill = true): Aspect[] {
  const a = aspectPointsOf(moving, visibleIds(moving, preset))
  const b = fixedStill ? fixedPoints(fixed, preset) : aspectPointsOf(fixed, visibleIds(fixed, preset))
  return findAspects(a, b, preset)
}

/** House (1–12) of each body of one chart in another chart's houses. */
export function housesInOther(chart: Chart, other: Chart): Partial<Record<BodyId, number>> {
  const out: Partial<Record<BodyId, number>> = {}
  for (const id of chart.order) out[id] = houseOf(chart.bodies[id]!.lonDeg, other.houses.cusps)
  return out
}

/** The target instant of a dynamic chart: input.at = {jdUT} or {date, time, birthZone, summer}. */
export function atOf(input: RawInput): number {
  const at = input.at
  if (!at || typeof at !== 'object') return inputError('bad_at', '需要 at：目标时刻 {jdUT} 或 {date, time, birthZone}')
  return timeOf(at as RawInput)
}

/** Place of the dynamic chart: input.atPlace {lat, lng}, or the birth place. */
export function atPlaceOf(input: RawInput, birth: ChartPlace): ChartPlace {
  const p = input.atPlace
  return p && typeof p === 'object' ? placeOf(p as RawInput) : birth
}

export function personOf(input: RawInput, key: 'a' | 'b'): RawInput {
  const p = input[key]
  if (!p || typeof p !== 'object') return inputError('bad_person', `需要 ${key}：一人的出生时间与地点 {date, time, birthZone, lat, lng}`)
  return p as RawInput
}
