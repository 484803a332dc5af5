/** Charts that move a natal chart in time: transits, secondary progressions, solar arc directions. */
import { inputError } from '@/core/errors'
import type { Aspect } from '../aspects'
import type { BodyId } from '../bodies'
import { assembleChart, rawChart, type RawChart } from '../chart'
import type { Ephemeris } from '../ephemeris/adapter'
import { castOptionsOf, placeOf, timeOf, type RawInput } from '../options'
import type { CalcSettings } from '../settings/calc'
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

function natalOf(eph: Ephemeris, input: RawInput, s: CalcSettings): { jdUT: number; natal: Chart } {
  const jdUT = timeOf(input, s.birthWithSecond)
  return { jdUT, natal: chartAt(eph, 'natal', jdUT, placeOf(input), s.natal) }
}

export function transitChart(eph: Ephemeris, input: RawInput, s: CalcSettings): TransitResult {
  const { natal } = natalOf(eph, input, s)
  const transit = chartAt(eph, 'transit', atOf(input), atPlaceOf(input, natal.place), s.chart)
  return {
    kind: 'transit',
    natal,
    transit,
    aspects: crossAspects(transit, natal, s.chart.preset),
    transitInNatalHouses: housesInOther(transit, natal),
  }
}

function sunLonOf(raw: RawChart): number {
  return raw.bodies.find((b) => b.id === 'Sun')!.lonDeg
}

function positiveArc(deg: number): number {
  const a = normDeg(deg)
  return a > 350 ? a - 360 : a
}

function progressedFrame(eph: Ephemeris, input: RawInput, s: CalcSettings) {
  const { jdUT, natal } = natalOf(eph, input, s)
  if (!(s.dayNumPerYear > 0)) inputError('bad_option', 'dayNumPerYear 必须为正数')
  const targetJdUT = atOf(input)
  const ageYears = (targetJdUT - jdUT) / s.dayNumPerYear
  const natalRaw = rawChart(eph, castOptionsOf(jdUT, natal.place, s.chart))
  const progRaw = rawChart(eph, castOptionsOf(jdUT + ageYears, natal.place, s.chart))
  const solarArcDeg = positiveArc(sunLonOf(progRaw) - sunLonOf(natalRaw))
  return { natal, targetJdUT, ageYears, natalRaw, progRaw, solarArcDeg }
}

/** Houses moved by the solar arc: MC + arc → ARMC → houses at the birth latitude. */
function solarArcHouses(eph: Ephemeris, natalRaw: RawChart, arc: number, epsDeg: number, ayanamsaDeg: number, hsys: string) {
  const mcTropical = natalRaw.houses.mcDeg + natalRaw.ayanamsaDeg + arc
  return housesFromArmc(eph, armcOfMc(mcTropical, epsDeg), natalRaw.place.latDeg, epsDeg, hsys, ayanamsaDeg)
}

/** Secondary progressions: one day after birth for each year of life (dayNumPerYear days per year). */
export function progressionChart(eph: Ephemeris, input: RawInput, s: CalcSettings): DirectedResult {
  const f = progressedFrame(eph, input, s)
  const raw: RawChart = { ...f.progRaw }
  if (s.progressionHouses === 'solarArcMc')
    raw.houses = solarArcHouses(eph, f.natalRaw, f.solarArcDeg, raw.obliquityDeg, raw.ayanamsaDeg, s.chart.houseSystem)
  const chart = finishChart('progression', assembleChart(raw), s.chart.preset)
  return {
    kind: 'progression',
    natal: f.natal,
    chart,
    targetJdUT: f.targetJdUT,
    ageYears: f.ageYears,
    solarArcDeg: f.solarArcDeg,
    aspects: crossAspects(chart, f.natal, s.chart.preset),
  }
}

/**
 * Solar arc directions: every natal position advanced by the progressed Sun's arc. The Asc and cusps either come
 * from the directed MC (its ARMC at the birth latitude) or are the natal ones plus the arc (solarArcAsc).
 */
export function solarArcChart(eph: Ephemeris, input: RawInput, s: CalcSettings): DirectedResult {
  const f = progressedFrame(eph, input, s)
  const arc = f.solarArcDeg
  const rate = f.progRaw.bodies.find((b) => b.id === 'Sun')!.speedDegPerDay
  const raw: RawChart = {
    ...f.natalRaw,
    bodies: f.natalRaw.bodies.map((b) => ({ ...b, lonDeg: normDeg(b.lonDeg + arc), speedDegPerDay: rate })),
  }
  raw.houses =
    s.solarArcAsc === 'directedMc'
      ? solarArcHouses(eph, f.natalRaw, arc, f.natalRaw.obliquityDeg, f.natalRaw.ayanamsaDeg, s.chart.houseSystem)
      : {
          ...f.natalRaw.houses,
          cusps: f.natalRaw.houses.cusps.map((c) => normDeg(c + arc)),
          ascDeg: normDeg(f.natalRaw.houses.ascDeg + arc),
          mcDeg: normDeg(f.natalRaw.houses.mcDeg + arc),
          vertexDeg: normDeg(f.natalRaw.houses.vertexDeg + arc),
        }
  const chart = finishChart('solarArc', assembleChart(raw, f.natal.isDiurnal), s.chart.preset)
  return {
    kind: 'solarArc',
    natal: f.natal,
    chart,
    targetJdUT: f.targetJdUT,
    ageYears: f.ageYears,
    solarArcDeg: arc,
    aspects: crossAspects(chart, f.natal, s.chart.preset),
  }
}
