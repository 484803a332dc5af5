/** Natal chart: bodies, points, houses and aspects for the birth instant and place. */
import type { Ephemeris } from '../ephemeris/adapter'
import { placeOf, timeOf, type RawInput } from '../options'
import type { CalcSettings } from '../settings/calc'
import { chartAt, type Chart } from './common'

export function natalChart(eph: Ephemeris, input: RawInput, s: CalcSettings): Chart {
  return chartAt(eph, 'natal', timeOf(input, s.birthWithSecond), placeOf(input), s.natal)
}
