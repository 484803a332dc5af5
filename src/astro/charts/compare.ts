/**
 * Two-person charts: synastry (inter-aspects, houses of one in the other), composite (midpoints), Davison (midpoint
 * in time and space) and Marks (midpoint in time and space of one birth and the Davison chart).
 */
import { inputError } from '@/core/errors'
import type { Aspect } from '../aspects'
import type { BodyId } from '../bodies'
import { assembleChart, rawChart, type ChartPlace, type RawChart } from '../chart'
import type { Ephemeris, HousesRaw } from '../ephemeris/adapter'
import { castOptionsOf, placeOf, timeOf, type RawInput } from '../options'
import type { CalcSettings } from '../settings/calc'
import { shortArcMidpointDeg } from '../zodiac'
import { chartAt, finishChart, type Chart } from './common'
import { crossAspects, housesFromArmc, housesInOther, personOf } from './derive'

function person(input: RawInput, key: 'a' | 'b', s: CalcSettings): { jdUT: number; place: ChartPlace } {
  const p = personOf(input, key)
  return { jdUT: timeOf(p, s.birthWithSecond), place: placeOf(p) }
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

export function synastryChart(eph: Ephemeris, input: RawInput, s: CalcSettings): SynastryResult {
  const pa = person(input, 'a', s)
  const pb = person(input, 'b', s)
  const a = chartAt(eph, 'natal', pa.jdUT, pa.place, s.natal)
  const b = chartAt(eph, 'natal', pb.jdUT, pb.place, s.natal)
  return {
    kind: 'synastry',
    a,
    b,
    aspects: crossAspects(a, b, s.chart.preset, false),
    aInBHouses: housesInOther(a, b),
    bInAHouses: housesInOther(b, a),
  }
}

export interface PairChartResult {
  kind: 'composite' | 'davison' | 'marks'
  a: Chart
  b: Chart
  chart: Chart
}

export interface MarksResult extends PairChartResult {
  kind: 'marks'
  /** Whose Marks chart: a's is cast between a's birth and the Davison moment, b's between b's and it. */
  whose: 'a' | 'b'
  davisonJdUT: number
}

/**
 * Composite: each body at the short-arc midpoint of the two. Houses (s.compositeHouses): 'derived' casts them from
 * the midpoint of the two ARMCs at the mean latitude (the MC is the MC of that ARMC, IC = MC + 180°, never a
 * flipped midpoint); 'midpoint' takes Asc, MC, Vertex and each cusp as the short-arc midpoint of the two charts'.
 */
export function compositeChart(eph: Ephemeris, input: RawInput, s: CalcSettings): PairChartResult {
  const pa = person(input, 'a', s)
  const pb = person(input, 'b', s)
  const ra = rawChart(eph, castOptionsOf(pa.jdUT, pa.place, s.chart))
  const rb = rawChart(eph, castOptionsOf(pb.jdUT, pb.place, s.chart))
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
    houses:
      s.compositeHouses === 'midpoint' ? midpointHouses(ra.houses, rb.houses, armc) : housesFromArmc(eph, armc, latDeg, eps, s.chart.houseSystem, ay),
  }
  const a = finishChart('natal', assembleChart(ra), s.natal.preset)
  const b = finishChart('natal', assembleChart(rb), s.natal.preset)
  return { kind: 'composite', a, b, chart: finishChart('composite', assembleChart(raw), s.chart.preset) }
}

/** Midpoint houses: Asc, MC, Vertex and every cusp at the short-arc midpoint of the two charts' (Kerykeion's convention). */
export function midpointHouses(a: HousesRaw, b: HousesRaw, armcDeg: number): HousesRaw {
  const mid = shortArcMidpointDeg
  return {
    ...a,
    cusps: a.cusps.map((c, i) => mid(c, b.cusps[i])),
    ascDeg: mid(a.ascDeg, b.ascDeg),
    mcDeg: mid(a.mcDeg, b.mcDeg),
    armcDeg,
    vertexDeg: mid(a.vertexDeg, b.vertexDeg),
    ascSpeedDegPerDay: (a.ascSpeedDegPerDay + b.ascSpeedDegPerDay) / 2,
    mcSpeedDegPerDay: (a.mcSpeedDegPerDay + b.mcSpeedDegPerDay) / 2,
    vertexSpeedDegPerDay: (a.vertexSpeedDegPerDay + b.vertexSpeedDegPerDay) / 2,
    fellBack: a.fellBack || b.fellBack,
  }
}

/** Geographic longitude midpoint on the shorter arc, in (−180, 180]. */
function midLng(a: number, b: number): number {
  const m = shortArcMidpointDeg(a, b)
  return m > 180 ? m - 360 : m
}

/** A moment and a place, the two things a real chart is cast for. */
export interface SpaceTime {
  jdUT: number
  place: ChartPlace
}

/** Davison's rule: the midpoint in time (UT) and in space (mean latitude, longitude on the shorter arc). */
export function spaceTimeMidpoint(p: SpaceTime, q: SpaceTime): SpaceTime {
  return {
    jdUT: (p.jdUT + q.jdUT) / 2,
    place: { latDeg: (p.place.latDeg + q.place.latDeg) / 2, lngDeg: midLng(p.place.lngDeg, q.place.lngDeg) },
  }
}

/** Davison: a real chart cast for the midpoint in time (UT) and the midpoint in space. */
export function davisonChart(eph: Ephemeris, input: RawInput, s: CalcSettings): PairChartResult {
  const pa = person(input, 'a', s)
  const pb = person(input, 'b', s)
  const mid = spaceTimeMidpoint(pa, pb)
  const a = chartAt(eph, 'natal', pa.jdUT, pa.place, s.natal)
  const b = chartAt(eph, 'natal', pb.jdUT, pb.place, s.natal)
  return { kind: 'davison', a, b, chart: chartAt(eph, 'davison', mid.jdUT, mid.place, s.chart) }
}

/**
 * Marks chart (marker chart): the chart of one person's side of the relationship, cast by Davison's rule between
 * that person's birth and the Davison chart of the pair. Input `whose` "a" (default) or "b".
 */
export function marksChart(eph: Ephemeris, input: RawInput, s: CalcSettings): MarksResult {
  const whose = input.whose === undefined ? 'a' : input.whose
  if (whose !== 'a' && whose !== 'b') return inputError('bad_whose', `whose 应为 "a" 或 "b"：${String(whose)}`)
  const pa = person(input, 'a', s)
  const pb = person(input, 'b', s)
  const davison = spaceTimeMidpoint(pa, pb)
  const mid = spaceTimeMidpoint(whose === 'a' ? pa : pb, davison)
  const a = chartAt(eph, 'natal', pa.jdUT, pa.place, s.natal)
  const b = chartAt(eph, 'natal', pb.jdUT, pb.place, s.natal)
  return { kind: 'marks', whose, davisonJdUT: davison.jdUT, a, b, chart: chartAt(eph, 'marks', mid.jdUT, mid.place, s.chart) }
}
