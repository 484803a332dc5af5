/** Charts that move a natal chart in time: transits, secondary progressions, solar arc directions. */
import { inputError } from '@/core/errors'
import type { Aspect } from '../aspects'
import type { BodyId } from '../bodies'
import { assembleChart, rawChart, type RawChart } from '../chart'
import type { Ephemeris } from '../ephemeris/adapter'
import { castOptionsOf, placeOf, resolveOptions, timeOf, type RawInput, type ResolvedOptions } from '../options'
import { normDeg } from '../zodiac'
import { chartAt, finishChart, type Chart } from './common'
import { armcOfMc, atOf, atPlaceOf, crossAspects, housesFromArmc, housesInOther } from './derive'

export interface TransitResult {
  kind: 'transit'
  natal: Chart
  transit: Chart
  /** Transiting bodies (moving) to natal points (fixed). */
  aspects: Aspect[]
  transitInNatalHouses: Partial<Record<BodyId, number>>
}

export interface DirectedResult {
  kind: 'progression' | 'solarArc'
  natal: Chart
  /** Progressed or directed chart. */
  chart: Chart
  targetJdUT: number
  ageYears: number
  /** Progressed Sun − natal Sun (the solar arc), degrees. */
  solarArcDeg: number
  aspects: Aspect[]
}

function natalOf(eph: Ephemeris, input: RawInput): { jdUT: number; natal: Chart; r: ResolvedOptions } {
  const r = resolveOptions(input, 'natal')
  const jdUT = timeOf(input, input.birthWithSecond === undefined ? true : Boolean(input.birthWithSecond))
  return { jdUT, r, natal: chartAt(eph, 'natal', jdUT, placeOf(input), r) }
}

export function transitChart(eph: Ephemeris, input: RawInput): TransitResult {
  const { natal } = natalOf(eph, input)
  const r = resolveOptions(input, 'transit')
  const transit = chartAt(eph, 'transit', atOf(input), atPlaceOf(input, natal.place), r)
  return { kind: 'transit', natal, transit, aspects: crossAspects(transit, natal, r.preset), transitInNatalHouses: housesInOther(transit, natal) }
}

function sunLonOf(raw: RawChart): number {
  return raw.bodies.find((b) => b.id === 'Sun')!.lonDeg
}

function positiveArc(deg: number): number {
  const a = normDeg(deg)
  return a > 350 ? a - 360 : a
}

function progressedFrame(eph: Ephemeris, input: RawInput, kind: 'progression' | 'solarArc') {
  const { jdUT, natal, r: rNatal } = natalOf(eph, input)
  const r = resolveOptions(input, kind)
  const targetJdUT = atOf(input)
  const ageYears = (targetJdUT - jdUT) / r.basic.dayNumPerYear
  if (!(r.basic.dayNumPerYear > 0)) inputError('bad_option', 'dayNumPerYear 必须为正数')
  const natalRaw = rawChart(eph, castOptionsOf(jdUT, natal.place, r))
  const progRaw = rawChart(eph, castOptionsOf(jdUT + ageYears, natal.place, r))
  const solarArcDeg = positiveArc(sunLonOf(progRaw) - sunLonOf(natalRaw))
  return { natal, rNatal, r, targetJdUT, ageYears, natalRaw, progRaw, solarArcDeg }
}

/** Houses moved by the solar arc: MC + arc → ARMC → houses at the birth latitude (toHouseMcType 1). */
function solarArcHouses(eph: Ephemeris, natalRaw: RawChart, arc: number, epsDeg: number, ayanamsaDeg: number, hsys: string) {
  const mcTropical = natalRaw.houses.mcDeg + natalRaw.ayanamsaDeg + arc
  return housesFromArmc(eph, armcOfMc(mcTropical, epsDeg), natalRaw.place.latDeg, epsDeg, hsys, ayanamsaDeg)
}

/** Secondary progressions: one day after birth for each year of life (dayNumPerYear days per year). */
export function progressionChart(eph: Ephemeris, input: RawInput): DirectedResult {
  const f = progressedFrame(eph, input, 'progression')
  const raw: RawChart = { ...f.progRaw }
  if (f.r.basic.toHouseMcType === 1) raw.houses = solarArcHouses(eph, f.natalRaw, f.solarArcDeg, raw.obliquityDeg, raw.ayanamsaDeg, f.r.houseSystem)
  const chart = finishChart('progression', assembleChart(raw), f.r.preset)
  return {
    kind: 'progression',
    natal: f.natal,
    chart,
    targetJdUT: f.targetJdUT,
    ageYears: f.ageYears,
    solarArcDeg: f.solarArcDeg,
    aspects: crossAspects(chart, f.natal, f.r.preset),
  }
}

/** Solar arc directions: every natal position advanced by the progressed Sun's arc. */
export function solarArcChart(eph: Ephemeris, input: RawInput): DirectedResult {
  const f = progressedFrame(eph, input, 'solarArc')
  const arc = f.solarArcDeg
  const rate = f.progRaw.bodies.find((b) => b.id === 'Sun')!.speedDegPerDay
  const raw: RawChart = {
    ...f.natalRaw,
    bodies: f.natalRaw.bodies.map((b) => ({ ...b, lonDeg: normDeg(b.lonDeg + arc), speedDegPerDay: rate })),
  }
  raw.houses =
    f.r.basic.toHouseMcType === 1
      ? solarArcHouses(eph, f.natalRaw, arc, f.natalRaw.obliquityDeg, f.natalRaw.ayanamsaDeg, f.r.houseSystem)
      : {
          ...f.natalRaw.houses,
          cusps: f.natalRaw.houses.cusps.map((c) => normDeg(c + arc)),
          ascDeg: normDeg(f.natalRaw.houses.ascDeg + arc),
          mcDeg: normDeg(f.natalRaw.houses.mcDeg + arc),
          vertexDeg: normDeg(f.natalRaw.houses.vertexDeg + arc),
        }
  const chart = finishChart('solarArc', assembleChart(raw, f.natal.isDiurnal), f.r.preset)
  return {
    kind: 'solarArc',
    natal: f.natal,
    chart,
    targetJdUT: f.targetJdUT,
    ageYears: f.ageYears,
    solarArcDeg: arc,
    aspects: crossAspects(chart, f.natal, f.r.preset),
  }
}
