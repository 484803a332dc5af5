/**
 * A luck reading for a day, week (Monday first), calendar month or calendar year of local time: transits of the
 * period's movers to the natal points, plus (year) the solar return's angles and the progressed Moon, scored per
 * life area; and the exact transits of the next CALENDAR_DAYS days.
 */
import { civilFromJulianDay, julianDay } from '@/core/time'
import { progressionChart } from '../charts/dynamic'
import { natalChart } from '../charts/natal'
import { returnChart } from '../charts/returns'
import type { Chart } from '../charts/common'
import type { Ephemeris } from '../ephemeris/adapter'
import { houseOf } from '../houses'
import type { RawInput } from '../options'
import type { CalcSettings } from '../settings/calc'
import { signOf } from '../zodiac'
import { houseAreas, scoresOf, transitAreas, transitScore, type AreaLinks } from './score'
import { CALENDAR_DAYS, CALENDAR_MOVERS, MOVERS, NATAL_TARGETS, YEAR_FACTORS, type LuckArea, type LuckPeriod } from './tables'
import { exactTransitsBetween, transitsInWindow, type ExactTransit, type NatalPoint, type TransitHit } from './transits'

export interface LuckWindow {
  period: LuckPeriod
  fromJdUT: number
  toJdUT: number
  /** Local civil date of the first day, yyyy-MM-dd. */
  startDate: string
}

export interface TransitFactor extends TransitHit {
  kind: 'transit'
  /** Natal house of the point and of the mover at the reading instant. */
  pointHouse: number
  moverHouse: number
  score: number
  areas: AreaLinks
}

export interface YearFactor {
  kind: 'solarReturnAsc' | 'solarReturnMc' | 'progressedMoon'
  /** Sign 1–12 of the point and the natal house it falls in. */
  sign: number
  house: number
  /** Solar return instant, or the progressed chart's target instant. */
  jdUT: number
  score: number
  areas: AreaLinks
}

export type LuckFactor = TransitFactor | YearFactor

export interface LuckReading {
  window: LuckWindow
  atJdUT: number
  overall: number
  areas: Record<LuckArea, number>
  /** Strongest first (|score|). */
  factors: LuckFactor[]
  upcoming: ExactTransit[]
}

export interface LuckRequest {
  period: LuckPeriod
  atJdUT: number
  /** Offset of local time from UT, hours east (the day, week, month and year are local). */
  utcOffsetHours: number
  /** Days of exact transits listed from the instant on (default CALENDAR_DAYS); 0 lists none (a summary card). */
  upcomingDays?: number
}

const pad = (n: number) => String(n).padStart(2, '0')

/** The local period containing the instant. */
export function luckWindow(period: LuckPeriod, atJdUT: number, utcOffsetHours: number): LuckWindow {
  const off = utcOffsetHours / 24
  const c = civilFromJulianDay(atJdUT + off)
  let start = { year: c.year, month: c.month, day: c.day }
  let end: typeof start
  const dayJd = (d: typeof start) => julianDay(d)
  if (period === 'day' || period === 'week') {
    let jd0 = dayJd(start)
    if (period === 'week') jd0 -= (Math.floor(jd0 + 1.5) + 6) % 7 // back to Monday (JD + 1.5 mod 7 = 0 on Sunday)
    const s = civilFromJulianDay(jd0)
    start = { year: s.year, month: s.month, day: s.day }
    return { period, fromJdUT: jd0 - off, toJdUT: jd0 + (period === 'day' ? 1 : 7) - off, startDate: `${s.year}-${pad(s.month)}-${pad(s.day)}` }
  }
  if (period === 'month') {
    start = { year: c.year, month: c.month, day: 1 }
    end = c.month === 12 ? { year: c.year + 1, month: 1, day: 1 } : { year: c.year, month: c.month + 1, day: 1 }
  } else {
    start = { year: c.year, month: 1, day: 1 }
    end = { year: c.year + 1, month: 1, day: 1 }
  }
  return { period, fromJdUT: dayJd(start) - off, toJdUT: dayJd(end) - off, startDate: `${start.year}-${pad(start.month)}-01` }
}

export function natalPointsOf(natal: Chart): NatalPoint[] {
  return NATAL_TARGETS.filter((id) => natal.bodies[id]).map((id) => ({ id, lonDeg: natal.bodies[id]!.lonDeg, house: natal.bodies[id]!.house }))
}

function transitFactors(eph: Ephemeris, natal: Chart, points: NatalPoint[], w: LuckWindow, atJdUT: number): TransitFactor[] {
  const house = new Map(points.map((p) => [p.id, p.house]))
  return MOVERS[w.period].flatMap((body) =>
    transitsInWindow(eph, body, points, { fromJdUT: w.fromJdUT, toJdUT: w.toJdUT, atJdUT }, natal.zodiac.sidMode).map((hit) => {
      const pointHouse = house.get(hit.point)!
      const moverHouse = houseOf(hit.moverLonDeg, natal.houses.cusps)
      return {
        kind: 'transit' as const,
        ...hit,
        pointHouse,
        moverHouse,
        score: transitScore(hit),
        areas: transitAreas(hit.body, hit.point, pointHouse, moverHouse),
      }
    }),
  )
}

function yearFactor(kind: YearFactor['kind'], lonDeg: number, natal: Chart, jdUT: number): YearFactor {
  const rule = YEAR_FACTORS[kind]
  const house = houseOf(lonDeg, natal.houses.cusps)
  return { kind, sign: signOf(lonDeg), house, jdUT, score: rule.tone * rule.weight, areas: houseAreas(house) }
}

/** Solar return of the reading's calendar year (cast as the settings say) and the progressed Moon at the reading instant. */
function yearFactors(eph: Ephemeris, input: RawInput, s: CalcSettings, natal: Chart, atJdUT: number, utcOffsetHours: number): YearFactor[] {
  const year = civilFromJulianDay(atJdUT + utcOffsetHours / 24).year
  const sr = returnChart(eph, 'solarReturn', { ...input, year }, s)
  const prog = progressionChart(eph, { ...input, at: { jdUT: atJdUT } }, s)
  return [
    yearFactor('solarReturnAsc', sr.chart.houses.ascDeg, natal, sr.returnJdUT),
    yearFactor('solarReturnMc', sr.chart.houses.mcDeg, natal, sr.returnJdUT),
    yearFactor('progressedMoon', prog.chart.bodies.Moon!.lonDeg, natal, prog.targetJdUT),
  ]
}

/** The reading of a birth (time and place input, settings typed as for its natal chart) for one period. */
export function luckReading(eph: Ephemeris, input: RawInput, s: CalcSettings, req: LuckRequest): LuckReading {
  const natal = natalChart(eph, input, s)
  const points = natalPointsOf(natal)
  const window = luckWindow(req.period, req.atJdUT, req.utcOffsetHours)
  const factors: LuckFactor[] = transitFactors(eph, natal, points, window, req.atJdUT)
  if (req.period === 'year') factors.push(...yearFactors(eph, input, s, natal, req.atJdUT, req.utcOffsetHours))
  factors.sort((a, b) => Math.abs(b.score) - Math.abs(a.score) || (a.kind === 'transit' && b.kind === 'transit' ? a.minOrbDeg - b.minOrbDeg : 0))
  const { overall, areas } = scoresOf(factors, req.period)
  const upcomingDays = req.upcomingDays ?? CALENDAR_DAYS
  const upcoming =
    upcomingDays > 0 ? exactTransitsBetween(eph, CALENDAR_MOVERS, points, req.atJdUT, req.atJdUT + upcomingDays, natal.zodiac.sidMode) : []
  return { window, atJdUT: req.atJdUT, overall, areas, factors, upcoming }
}
