/**
 * Everything the classical page shows for one birth at one moment: the classical layer, firdaria, this year's
 * profection, zodiacal releasing and the coming primary directions, each with the running period marked.
 */
import type { Chart } from '../charts/common'
import type { Ephemeris } from '../ephemeris/adapter'
import { classicalChart, type ClassicalChart } from './chart'
import { chartDirections, DEFAULT_PROMISSORS, TROPICAL_YEAR_DAYS, type ChartDirection } from './directions-chart'
import { firdaria, runningPeriods, type FirdariaLord, type TimeLordPeriod } from './firdaria'
import { annualProfection, profectionYear, type Profection } from './profections'
import { zodiacalReleasing, type ReleasingPeriod } from './releasing'
import type { ClassicalPageOptions } from './settings'

export interface ClassicalReading {
  classical: ClassicalChart
  firdaria: TimeLordPeriod<FirdariaLord>[]
  /** Outermost first: [major, sub]. */
  firdariaNow: TimeLordPeriod<FirdariaLord>[]
  /** Completed years at `atJdUT`; null before birth. */
  age: number | null
  profection: (Profection & { startJdUT: number; endJdUT: number }) | null
  releasing: ReleasingPeriod[]
  /** Level 1 and level 2 periods running now. */
  releasingNow: ReleasingPeriod[]
  /** Directions to the Ascendant and MC (conjunction, opposition, square, trine, sextile) in the next ten years. */
  directions: ChartDirection[]
}

const signOf = (lon: number) => Math.floor((((lon % 360) + 360) % 360) / 30) + 1

export function classicalReading(eph: Ephemeris, chart: Chart, o: ClassicalPageOptions, atJdUT: number): ClassicalReading {
  const classical = classicalChart(eph, chart, o)
  const fd = firdaria(chart.jdUT, chart.isDiurnal, { nocturnalOrder: o.nocturnalOrder, yearDays: o.firdariaYearDays })
  const sunLon = chart.bodies.Sun!.lonDeg
  let age: number | null = null
  let profection: ClassicalReading['profection'] = null
  if (atJdUT >= chart.jdUT) {
    age = Math.max(0, Math.floor((atJdUT - chart.jdUT) / TROPICAL_YEAR_DAYS))
    // The estimate can be a day off around the birthday: step to the solar-return year that holds the instant.
    let year = profectionYear(eph, chart.jdUT, sunLon, age)
    if (year && atJdUT < year.startJdUT && age > 0) year = profectionYear(eph, chart.jdUT, sunLon, --age)
    else if (year && atJdUT >= year.endJdUT) year = profectionYear(eph, chart.jdUT, sunLon, ++age)
    if (year) profection = { ...annualProfection(age, chart.houses.ascDeg, chart.houses.ascDeg, year.startJdUT, year.endJdUT), ...year }
  }
  const lotLon = classical.lots[o.releasingLot]
  const releasing = zodiacalReleasing(chart.jdUT, signOf(lotLon), signOf(classical.lots.Fortune), { levels: 2, spanYears: 100 })
  const running = releasing.find((p) => atJdUT >= p.startJdUT && atJdUT < p.endJdUT)
  const sub = running?.sub?.find((p) => atJdUT >= p.startJdUT && atJdUT < p.endJdUT)
  const fromAge = age ?? 0
  const { directions } = chartDirections(eph, chart, DEFAULT_PROMISSORS, ['Asc', 'Mc'], {
    key: 'naibod',
    method: 'zodiaco',
    converse: false,
    aspectAnglesDeg: [0, 60, 90, 120, 180],
    ageRange: [fromAge, fromAge + 10],
  })
  return {
    classical,
    firdaria: fd,
    firdariaNow: runningPeriods(fd, atJdUT),
    age,
    profection,
    releasing,
    releasingNow: [running, sub].filter((p): p is ReleasingPeriod => !!p),
    directions: directions.filter((d) => d.jdUT >= atJdUT),
  }
}
