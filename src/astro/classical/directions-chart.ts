/**
 * Primary directions of a natal chart: the chart's planets, nodes, lots and listed fixed stars as promissors;
 * any of them or the angles as significators; the true solar arc key from the ephemeris.
 */
import type { Chart } from '../charts/common'
import type { Ephemeris } from '../ephemeris/adapter'
import { SE } from '../ephemeris/constants'
import { rightAscensionDeg } from '../zodiac'
import { equatorial, primaryDirections, semiArcDerivation, type Direction, type DirectionOptions, type DirectionPoint } from './directions'
import type { CustomLotDef } from './custom-lots'
import { FIXED_STARS } from './fixed-stars'
import { customLotOfChart } from './lot-list'
import { computeLots } from './lots'

/** Promissors by default: the ten planets and the (chart's) north node. */
export const DEFAULT_PROMISSORS = ['Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto', 'NorthNode'] as const
export const DEFAULT_SIGNIFICATORS = ['Asc', 'Mc'] as const

/** A custom lot's direction point id: the prefix and the lot's own id. */
export const CUSTOM_POINT_PREFIX = 'custom:'

/** The chosen extra points of the directions settings (SPEC §3: fixed stars, Arabic points, custom points). */
export interface DirectionPointChoice {
  significators: readonly string[]
  fixedStars: readonly string[]
  arabicBuiltin: readonly string[]
  arabicCustom: readonly string[]
}

/**
 * Who directs to whom: the planets and the chosen fixed stars are promissors (stars are carried to the
 * significators, never the reverse: Ptolemy, Tetrabiblos III.10; Morinus lists them among the promissors); the
 * chosen significators, then the chosen catalogue and custom lots, are significators.
 */
export function directionPointIds(c: DirectionPointChoice): { promissors: string[]; significators: string[] } {
  const sigs = [...c.significators, ...c.arabicBuiltin, ...c.arabicCustom.map((id) => CUSTOM_POINT_PREFIX + id)]
  return { promissors: [...DEFAULT_PROMISSORS, ...c.fixedStars], significators: [...new Set(sigs)] }
}

/** The mean tropical year, for turning years of life into dates. */
export const TROPICAL_YEAR_DAYS = 365.2422

/**
 * A direction point by id: a chart body, Asc/Mc (on the ecliptic), a lot of the catalogue, a fixed star of
 * FIXED_STARS by its English name, or `custom:<id>` of `customDefs`; null when unknown.
 */
export function directionPointOf(eph: Ephemeris, chart: Chart, id: string, customDefs: readonly CustomLotDef[] = []): DirectionPoint | null {
  if (id.startsWith(CUSTOM_POINT_PREFIX)) {
    const lon = customLotOfChart(chart, customDefs, id.slice(CUSTOM_POINT_PREFIX.length))
    return lon === undefined ? null : { id, lonDeg: lon, latDeg: 0 }
  }
  if (id === 'Asc') return { id, lonDeg: chart.houses.ascDeg, latDeg: 0 }
  if (id === 'Mc') return { id, lonDeg: chart.houses.mcDeg, latDeg: 0 }
  const body = chart.bodies[id as keyof Chart['bodies']]
  if (body) return { id, lonDeg: body.lonDeg, latDeg: body.latDeg }
  const star = FIXED_STARS.find((s) => s.name === id)
  if (star) {
    const pos = eph.fixstarUt(chart.jdUT, star.bayer)
    return pos ? { id, lonDeg: pos.lonDeg, latDeg: pos.latDeg } : null
  }
  const lonOf = (x: string) => (x === 'Asc' ? chart.houses.ascDeg : chart.bodies[x as keyof Chart['bodies']]?.lonDeg)
  const lot = computeLots(lonOf, chart.isDiurnal)[id]
  return lot === undefined ? null : { id, lonDeg: lot, latDeg: 0 }
}

/** True solar arc key (Placidus): the years are the days after birth in which the Sun's RA advances by the arc. */
export function solarArcYearsFn(eph: Ephemeris, chart: Chart): (arcDeg: number) => number {
  const raAt = (days: number) => {
    const jd = chart.jdUT + days
    const sun = eph.calcUt(jd, SE.SUN)
    return sun ? rightAscensionDeg(sun.lonDeg, sun.latDeg, eph.obliquity(jd).trueObliquityDeg) : NaN
  }
  const ra0 = raAt(0)
  const advance = (days: number) => {
    const a = raAt(days) - ra0
    // Unwrap: the Sun gains about a degree a day, so whole turns are counted from the day count.
    return a + 360 * Math.round((days * 0.9856 - a) / 360)
  }
  return (arcDeg) => {
    if (!(arcDeg >= 0)) return NaN
    // Secant iterations from the Naibod estimate; the daily motion is smooth.
    let d0 = arcDeg / 0.98564733
    let d1 = d0 + 0.5
    let f0 = advance(d0) - arcDeg
    for (let i = 0; i < 20 && Math.abs(f0) > 1e-9; i++) {
      const f1 = advance(d1) - arcDeg
      if (f1 === f0) break
      const d2 = d1 - (f1 * (d1 - d0)) / (f1 - f0)
      d0 = d1
      f0 = f1
      d1 = d2
    }
    return d1
  }
}

export interface ChartDirection extends Direction {
  jdUT: number
}

export function chartDirections(
  eph: Ephemeris,
  chart: Chart,
  promissorIds: readonly string[],
  significatorIds: readonly string[],
  o: Omit<DirectionOptions, 'solarArcYears'>,
  customDefs: readonly CustomLotDef[] = [],
): { directions: ChartDirection[]; unknown: string[] } {
  const unknown: string[] = []
  const points = (ids: readonly string[]) =>
    ids.flatMap((id) => {
      const p = directionPointOf(eph, chart, id, customDefs)
      if (!p) unknown.push(id)
      return p ? [p] : []
    })
  const proms = points(promissorIds)
  const sigs = points(significatorIds)
  const solarArcYears = o.key === 'solarArc' ? solarArcYearsFn(eph, chart) : undefined
  const list = primaryDirections(proms, sigs, chart.houses.armcDeg, chart.place.latDeg, chart.obliquityDeg, { ...o, solarArcYears })
  return { directions: list.map((d) => ({ ...d, jdUT: chart.jdUT + d.years * TROPICAL_YEAR_DAYS })), unknown }
}

/** The derivation of one direction of a chart, step by step (the pd-item page). */
export function directionDerivation(
  eph: Ephemeris,
  chart: Chart,
  d: { promissor: string; significator: string; aspectDeg: number; side: -1 | 0 | 1; converse: boolean },
  method: 'zodiaco' | 'mundo',
  customDefs: readonly CustomLotDef[] = [],
) {
  const prom = directionPointOf(eph, chart, d.promissor, customDefs)
  const sig = directionPointOf(eph, chart, d.significator, customDefs)
  if (!prom || !sig) return null
  const latOf = (p: DirectionPoint) => (method === 'mundo' ? p.latDeg : 0)
  const aspectLon = prom.lonDeg + (d.side === 0 ? d.aspectDeg : d.side * d.aspectDeg)
  const promEq = equatorial(aspectLon, d.aspectDeg === 0 ? latOf(prom) : 0, chart.obliquityDeg)
  const sigEq = equatorial(sig.lonDeg, latOf(sig), chart.obliquityDeg)
  const steps = d.converse
    ? semiArcDerivation(sigEq, promEq, chart.houses.armcDeg, chart.place.latDeg)
    : semiArcDerivation(promEq, sigEq, chart.houses.armcDeg, chart.place.latDeg)
  return { promissorLonDeg: aspectLon, promissor: promEq, significator: sigEq, ramcDeg: chart.houses.armcDeg, geoLatDeg: chart.place.latDeg, steps }
}
