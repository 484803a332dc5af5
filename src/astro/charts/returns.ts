/**
 * Solar and lunar returns: the exact instant the Sun (Moon) comes back to its natal longitude, found with
 * swe_solcross_ut / swe_mooncross_ut and polished by Newton steps; the chart is cast at the birth place or the
 * current place (CalcSettings.returnPlace). Sidereal returns (returnChart.solarReturnSidereal / lunarReturnSidereal) search
 * in the sidereal zodiac, so precession since birth is not counted.
 */
import { inputError } from '@/core/errors'
import { civilFromJulianDay } from '@/core/time'
import type { Aspect } from '../aspects'
import type { Ephemeris } from '../ephemeris/adapter'
import { SE } from '../ephemeris/constants'
import { placeOf, timeOf, type RawInput } from '../options'
import type { CalcSettings } from '../settings/calc'
import { diffDeg } from '../zodiac'
import { chartAt, type Chart } from './common'
import { atOf, crossAspects } from './derive'

export interface ReturnResult {
  kind: 'solarReturn' | 'lunarReturn'
  returnJdUT: number
  /** Natal longitude searched for, in the zodiac of the search (sidereal when the return is sidereal). */
  targetLonDeg: number
  sidereal: boolean
  natal: Chart
  chart: Chart
  aspectsToNatal: Aspect[]
}

/** Newton polish: |Δλ| below 1e-7° (0.0004″) after at most 4 steps. */
export function polishCrossing(eph: Ephemeris, body: number, lonDeg: number, jdUT: number, sidMode?: number): number {
  let jd = jdUT
  for (let i = 0; i < 4; i++) {
    const p = eph.calcUt(jd, body, sidMode === undefined ? undefined : { sidMode })
    if (!p) break
    const d = diffDeg(lonDeg, p.lonDeg)
    if (Math.abs(d) < 1e-7) break
    jd += d / p.lonSpeedDegPerDay
  }
  return jd
}

/** The return chart is cast at the current place (input.atPlace {lat, lng}) when s.returnPlace is 'current'. */
export function returnChart(eph: Ephemeris, kind: 'solarReturn' | 'lunarReturn', input: RawInput, s: CalcSettings): ReturnResult {
  const jdNatal = timeOf(input, s.birthWithSecond)
  const birthPlace = placeOf(input)
  const natal = chartAt(eph, 'natal', jdNatal, birthPlace, s.natal)
  const sidereal = s.returnSidereal[kind]
  const searchSid = sidereal ? (s.chart.sidMode ?? 1) : undefined
  const body = kind === 'solarReturn' ? SE.SUN : SE.MOON
  const natalPos = eph.calcUt(jdNatal, body, searchSid === undefined ? undefined : { sidMode: searchSid })
  if (!natalPos) return inputError('ephemeris_error', eph.lastError())
  const targetLonDeg = natalPos.lonDeg

  let start: number
  if (kind === 'solarReturn' && input.year !== undefined) {
    const year = Number(input.year)
    if (!Number.isInteger(year)) inputError('bad_year', `year 应为整数：${String(input.year)}`)
    start = jdNatal + (year - civilFromJulianDay(jdNatal).year) * 365.2422 - 5
  } else {
    start = atOf(input)
  }
  const opts = searchSid === undefined ? undefined : { sidMode: searchSid }
  const found = kind === 'solarReturn' ? eph.solcrossUt(targetLonDeg, start, opts) : eph.mooncrossUt(targetLonDeg, start, opts)
  if (!(found >= start)) return inputError('ephemeris_error', `回归时刻搜索失败：${eph.lastError()}`)
  const returnJdUT = polishCrossing(eph, body, targetLonDeg, found, searchSid)

  let place = birthPlace
  if (s.returnPlace === 'current') {
    if (!input.atPlace || typeof input.atPlace !== 'object') return inputError('bad_place', '在现居地起回归盘需要 atPlace {lat, lng}')
    place = placeOf(input.atPlace as RawInput)
  }
  const chart = chartAt(eph, kind, returnJdUT, place, s.chart)
  return { kind, returnJdUT, targetLonDeg, sidereal, natal, chart, aspectsToNatal: crossAspects(chart, natal, s.chart.preset) }
}
