/** Natal chart: bodies, points, houses and aspects for the birth instant and place. */
import type { Ephemeris } from '../ephemeris/adapter'
import { placeOf, resolveOptions, timeOf, type RawInput } from '../options'
import { chartAt, type Chart } from './common'

export function natalChart(eph: Ephemeris, input: RawInput): Chart {
  const r = resolveOptions(input, 'natal')
  const jdUT = timeOf(input, input.birthWithSecond === undefined ? true : Boolean(input.birthWithSecond))
  return chartAt(eph, 'natal', jdUT, placeOf(input), r)
}
