/** Two-person charts: synastry (inter-aspects, houses of one in the other), composite (midpoints), Davison (midpoint in time and space). */
import type { Aspect } from '../aspects'
import type { BodyId } from '../bodies'
import { assembleChart, rawChart, type ChartPlace, type RawChart } from '../chart'
import type { Ephemeris } from '../ephemeris/adapter'
import { castOptionsOf, placeOf, resolveOptions, timeOf, type RawInput, type ResolvedOptions } from '../options'
import type { ChartType } from '../settings/presets'
import { shortArcMidpointDeg } from '../zodiac'
import { chartAt, finishChart, type Chart } from './common'
import { crossAspects, housesFromArmc, housesInOther, personOf } from './derive'

/** Calculation options shared by both people come from the top level of the input. */
const SHARED_KEYS = ['houseSystem', 'nodeType', 'lilithType', 'nodeTrue', 'lilithTrue', 'zodiac', 'sidMode', 'preset', 'basicCalcs'] as const

function person(input: RawInput, key: 'a' | 'b', kind: ChartType): { jdUT: number; place: ChartPlace; r: ResolvedOptions; raw: RawInput } {
  const p = personOf(input, key)
  const merged: RawInput = { ...p }
  for (const k of SHARED_KEYS) if (input[k] !== undefined) merged[k] = input[k]
  return {
    jdUT: timeOf(p, p.birthWithSecond === undefined ? true : Boolean(p.birthWithSecond)),
    place: placeOf(p),
    r: resolveOptions(merged, kind),
    raw: merged,
  }
}

export interface SynastryResult {
  kind: 'synastry'
  a: Chart
  b: Chart
  /** a's bodies to b's bodies. */
  aspects: Aspect[]
  aInBHouses: Partial<Record<BodyId, number>>
  bInAHouses: Partial<Record<BodyId, number>>
}

export function synastryChart(eph: Ephemeris, input: RawInput): SynastryResult {
  const pa = person(input, 'a', 'synastry')
  const pb = person(input, 'b', 'synastry')
  const a = chartAt(eph, 'natal', pa.jdUT, pa.place, resolveOptions({ ...pa.raw, preset: undefined }, 'natal'))
  const b = chartAt(eph, 'natal', pb.jdUT, pb.place, resolveOptions({ ...pb.raw, preset: undefined }, 'natal'))
  return { kind: 'synastry', a, b, aspects: crossAspects(a, b, pa.r.preset, false), aInBHouses: housesInOther(a, b), bInAHouses: housesInOther(b, a) }
}

export interface PairChartResult {
  kind: 'composite' | 'davison'
  a: Chart
  b: Chart
  chart: Chart
}

/**
 * Composite: each body at the short-arc midpoint of the two; houses from the midpoint of the two ARMCs at the mean
 * latitude (the MC is then the MC of that ARMC, and IC = MC + 180°, never a flipped midpoint).
 */
export function compositeChart(eph: Ephemeris, input: RawInput): PairChartResult {
  const pa = person(input, 'a', 'composite')
  const pb = person(input, 'b', 'composite')
  const r = pa.r
  const ra = rawChart(eph, castOptionsOf(pa.jdUT, pa.place, r))
  const rb = rawChart(eph, castOptionsOf(pb.jdUT, pb.place, r))
  const bodies: RawChart['bodies'] = []
  for (const x of ra.bodies) {
    const y = rb.bodies.find((b) => b.id === x.id)
    if (!y) continue
    bodies.push({
      id: x.id,
      lonDeg: shortArcMidpointDeg(x.lonDeg, y.lonDeg),
      latDeg: (x.latDeg + y.latDeg) / 2,
      speedDegPerDay: (x.speedDegPerDay + y.speedDegPerDay) / 2,
      source: x.source === y.source ? x.source : 'moshier',
    })
  }
  const latDeg = (pa.place.latDeg + pb.place.latDeg) / 2
  const eps = (ra.obliquityDeg + rb.obliquityDeg) / 2
  const ay = (ra.ayanamsaDeg + rb.ayanamsaDeg) / 2
  const armc = shortArcMidpointDeg(ra.houses.armcDeg, rb.houses.armcDeg)
  const place = { latDeg, lngDeg: midLng(pa.place.lngDeg, pb.place.lngDeg) }
  const raw: RawChart = {
    ...ra,
    jdUT: (pa.jdUT + pb.jdUT) / 2,
    place,
    ayanamsaDeg: ay,
    obliquityDeg: eps,
    bodies,
    missing: [...new Set([...ra.missing, ...rb.missing])],
    houses: housesFromArmc(eph, armc, latDeg, eps, r.houseSystem, ay),
  }
  const a = finishChart('natal', assembleChart(ra), resolveOptions({ ...pa.raw, preset: undefined }, 'natal').preset)
  const b = finishChart('natal', assembleChart(rb), resolveOptions({ ...pb.raw, preset: undefined }, 'natal').preset)
  return { kind: 'composite', a, b, chart: finishChart('composite', assembleChart(raw), r.preset) }
}

/** Geographic longitude midpoint on the shorter arc, in (−180, 180]. */
function midLng(a: number, b: number): number {
  const m = shortArcMidpointDeg(a, b)
  return m > 180 ? m - 360 : m
}

/** Davison: a real chart cast for the midpoint in time (UT) and the midpoint in space. */
export function davisonChart(eph: Ephemeris, input: RawInput): PairChartResult {
  const pa = person(input, 'a', 'davison')
  const pb = person(input, 'b', 'davison')
  const place = { latDeg: (pa.place.latDeg + pb.place.latDeg) / 2, lngDeg: midLng(pa.place.lngDeg, pb.place.lngDeg) }
  const a = chartAt(eph, 'natal', pa.jdUT, pa.place, resolveOptions({ ...pa.raw, preset: undefined }, 'natal'))
  const b = chartAt(eph, 'natal', pb.jdUT, pb.place, resolveOptions({ ...pb.raw, preset: undefined }, 'natal'))
  return { kind: 'davison', a, b, chart: chartAt(eph, 'davison', (pa.jdUT + pb.jdUT) / 2, place, pa.r) }
}
