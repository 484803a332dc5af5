/**
 * The day view reads lunar-javascript's almanac tables directly (almanacFromTables) instead of building a library
 * Lunar object per day. This checks the table lookups against the library's own Lunar getters (peer implementation)
 * day by day, across year and lunar-year boundaries and far from today.
 */
import { describe, expect, it } from 'vitest'
import { almanacFromLibrary, almanacFromTables, lunarOfSolar } from '@/divination/calendar/lunar-adapter'
import { ganZhiOfDay } from '@/divination/calendar'
import { civilFromJulianDay, julianDay } from '@/core/time'
import { Solar } from 'lunar-javascript'

const days = (from: { year: number; month: number; day: number }, n: number, step: number) =>
  Array.from({ length: n }, (_, i) => civilFromJulianDay(Math.floor(julianDay(from) + 0.5) + i * step))

describe('almanac from tables equals the library getters', () => {
  const sample = [
    ...days({ year: 2023, month: 12, day: 1 }, 120, 1),
    ...days({ year: 1901, month: 1, day: 1 }, 150, 251),
    ...days({ year: 1600, month: 3, day: 1 }, 20, 17),
  ]
  it(`${sample.length} days: 宜忌, 建除, 值神, 星宿, 冲煞, 彭祖, 方位, 吉神凶煞, 月相`, () => {
    for (const d of sample) {
      const g = ganZhiOfDay(d)
      const raw = lunarOfSolar(d)
      const week = ((Math.floor(julianDay(d) + 1.5) % 7) + 7) % 7
      const ours = almanacFromTables(g.month, g.day, week, '子丑寅卯辰巳午未申酉戌亥'.indexOf(g.year[1]), raw.day)
      expect(ours, `${d.year}-${d.month}-${d.day}`).toEqual(almanacFromLibrary(d))
    }
  })
  it('lunar dates from the cached month tables equal the library conversion', () => {
    for (const d of sample) {
      const l = Solar.fromYmd(d.year, d.month, d.day).getLunar()
      const raw = lunarOfSolar(d)
      expect([raw.year, raw.month, raw.day], `${d.year}-${d.month}-${d.day}`).toEqual([l.getYear(), l.getMonth(), l.getDay()])
      expect(raw.dayInChinese).toBe(l.getDayInChinese())
      expect(raw.monthInChinese).toBe(l.getMonthInChinese().replace('闰', ''))
      expect(raw.yearInChinese).toBe(l.getYearInChinese())
    }
  })
})
