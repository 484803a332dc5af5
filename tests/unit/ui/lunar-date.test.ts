import { describe, expect, it } from 'vitest'
import { lunarDayName, lunarMonthName, lunarMonthsOf, lunarOf, normalizeLunar, solarOf } from '@/components/ui/lunar-date'

// Reference dates: Hong Kong Observatory Gregorian–lunar conversion tables (www.hko.gov.hk/en/gts/time/conversion.htm):
// 2023 has a leap 2nd month starting 2023-03-22; 2020 has a leap 4th month starting 2020-05-23;
// 春节 2023 fell on 2023-01-22; 2024 has no leap month.
describe('农历 entry', () => {
  it('2023-03-22 is 闰二月初一 of 2023', () => {
    expect(lunarOf({ year: 2023, month: 3, day: 22 })).toEqual({ year: 2023, month: 2, isLeap: true, day: 1 })
  })
  it('闰二月初一 2023 converts back to 2023-03-22', () => {
    expect(solarOf({ year: 2023, month: 2, isLeap: true, day: 1 })).toEqual({ year: 2023, month: 3, day: 22 })
  })
  it('闰四月初一 2020 is 2020-05-23', () => {
    expect(solarOf({ year: 2020, month: 4, isLeap: true, day: 1 })).toEqual({ year: 2020, month: 5, day: 23 })
  })
  it('正月初一 2023 is 2023-01-22', () => {
    expect(solarOf({ year: 2023, month: 1, isLeap: false, day: 1 })).toEqual({ year: 2023, month: 1, day: 22 })
  })
  it('2023 lists 13 months with 闰二月 right after 二月', () => {
    const months = lunarMonthsOf(2023)
    expect(months).toHaveLength(13)
    expect(months[2]).toEqual({ month: 2, isLeap: true })
    expect(lunarMonthName(months[2])).toBe('闰二月')
  })
  it('a leap flag in a year without that leap month is dropped (2024)', () => {
    expect(normalizeLunar({ year: 2024, month: 2, isLeap: true, day: 1 }).isLeap).toBe(false)
    expect(lunarMonthsOf(2024)).toHaveLength(12)
  })
  it('a lunar day past the month length clamps to the last day (SPEC §5: at most the month length)', () => {
    const l = normalizeLunar({ year: 2023, month: 1, isLeap: false, day: 31 })
    expect(l.day === 29 || l.day === 30).toBe(true)
    expect(normalizeLunar({ year: 2023, month: 1, isLeap: false, day: 0 }).day).toBe(1)
  })
  it('day names: 初一 初十 十一 二十 廿一 三十', () => {
    expect([1, 10, 11, 20, 21, 30].map(lunarDayName)).toEqual(['初一', '初十', '十一', '二十', '廿一', '三十'])
  })
  it('month names: 正月 冬月 腊月', () => {
    expect([1, 11, 12].map((m) => lunarMonthName({ month: m, isLeap: false }))).toEqual(['正月', '冬月', '腊月'])
  })
})
