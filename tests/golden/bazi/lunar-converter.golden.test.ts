/** The 农历 ↔ 公历 converter of chinese-utils against published dates (lunar-conversions.json, source per case). */
import { describe, expect, it } from 'vitest'
import golden from './lunar-conversions.json'
import { convertLunarDate, convertSolarDate } from '@/divination/calendar/converters'

const civil = (text: string) => {
  const [year, month, day] = text.split('-').map(Number)
  return { year, month, day }
}

describe('公历 → 农历 and back on published dates', () => {
  it.each(golden.cases)('$solar ($source)', (c) => {
    const toLunar = convertSolarDate(civil(c.solar))
    expect({ year: toLunar.lunar.year, month: toLunar.lunar.month, day: toLunar.lunar.day, isLeap: toLunar.lunar.isLeap }).toEqual(c.lunar)
    expect(toLunar.yearGanZhi).toBe(c.yearGanZhi)
    const toSolar = convertLunarDate(c.lunar)
    expect(toSolar.solar).toEqual(civil(c.solar))
    expect(toSolar.yearGanZhi).toBe(c.yearGanZhi)
  })
})
