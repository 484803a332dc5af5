import type { Ephemeris } from '@/astro'
import { placeOf, timeOf } from '@/astro/options'
import type { LocalBirth } from '@/births/model'
import { computeZhengyuChart, type ZhengyuChart, type ZhengyuSettings } from '@/divination/zhengyu'
import { personInput } from '../chart-common/input'

/** The 七政 chart of a birth, or of another moment (`atJdUT`, e.g. transits) at the birth's place. */
export function zhengyuChartOfBirth(eph: Ephemeris, birth: LocalBirth, settings: ZhengyuSettings, atJdUT?: number): ZhengyuChart {
  const input = personInput(birth)
  const place = placeOf(input)
  return computeZhengyuChart(eph, { jdUT: atJdUT ?? timeOf(input), latDeg: place.latDeg, lngDeg: place.lngDeg }, settings)
}
