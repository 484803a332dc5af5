import { describe, expect, it } from 'vitest'
import { calendarDay, calendarMonth, lunarToSolar, solarToLunar, termsOfYear, equationOfTimeMinutes, TERM_NAMES } from '@/divination/calendar'
import { EngineInputError } from '@/core/errors'

const code = (f: () => unknown) => {
  try {
    f()
  } catch (e) {
    return e instanceof EngineInputError ? e.code : 'other'
  }
  return 'none'
}

describe('solar ↔ lunar with leap months', () => {
  it('2023 has a leap 2nd month; 闰二月初一 is 2023-03-22', () => {
    expect(lunarToSolar({ year: 2023, month: 2, day: 1, isLeap: true })).toEqual({ year: 2023, month: 3, day: 22 })
    const l = solarToLunar({ year: 2023, month: 3, day: 22 })
    expect([l.month, l.isLeap, l.day, l.leapMonth]).toEqual([2, true, 1, 2])
  })
  it('2020 闰四月初一 is 2020-05-23', () => {
    expect(lunarToSolar({ year: 2020, month: 4, day: 1, isLeap: true })).toEqual({ year: 2020, month: 5, day: 23 })
  })
  it('春节 2024 (正月初一) is 2024-02-10', () => {
    expect(lunarToSolar({ year: 2024, month: 1, day: 1 })).toEqual({ year: 2024, month: 2, day: 10 })
    expect(calendarDay({ year: 2024, month: 2, day: 10 }).festivals).toContain('春节')
  })
  it('round trip over a year of days', () => {
    for (let day = 1; day <= 365; day += 7) {
      const d = { year: 2033, month: 1 + (Math.floor((day - 1) / 31) % 12), day: 1 + (day % 28) }
      const l = solarToLunar(d)
      expect(lunarToSolar({ year: l.year, month: l.month, day: l.day, isLeap: l.isLeap })).toEqual(d)
    }
  })
  it('SPEC §5: a lunar day is at least 1 and at most the month length; a missing leap month is refused', () => {
    const len = solarToLunar({ year: 2024, month: 2, day: 10 }).monthDays
    expect(code(() => lunarToSolar({ year: 2024, month: 1, day: len + 1 }))).toBe('bad_lunar_date')
    expect(code(() => lunarToSolar({ year: 2024, month: 1, day: 0 }))).toBe('bad_lunar_date')
    expect(code(() => lunarToSolar({ year: 2024, month: 13, day: 1 }))).toBe('bad_lunar_date')
    expect(code(() => lunarToSolar({ year: 2024, month: 3, day: 1, isLeap: true }))).toBe('no_leap_month')
  })
})

describe('ranges and the 1582 gap', () => {
  it('1582-10-05 … 1582-10-14 do not exist', () => {
    expect(code(() => calendarDay({ year: 1582, month: 10, day: 5 }))).toBe('gregorian_gap')
    expect(code(() => calendarDay({ year: 1582, month: 10, day: 14 }))).toBe('gregorian_gap')
    expect(code(() => calendarDay({ year: 1582, month: 10, day: 4 }))).toBe('none')
    expect(code(() => calendarDay({ year: 1582, month: 10, day: 15 }))).toBe('none')
  })
  it('October 1582 month grid skips the ten days: 21 cells, 4th then 15th', () => {
    const m = calendarMonth(1582, 10)
    expect(m.days).toHaveLength(21)
    expect(m.days[3].day).toBe(4)
    expect(m.days[4].day).toBe(15)
  })
  it('SPEC §5 calendar ranges: month 1-12, day within the month, years 1-9999', () => {
    expect(code(() => calendarDay({ year: 2024, month: 13, day: 1 }))).toBe('bad_date')
    expect(code(() => calendarDay({ year: 2023, month: 2, day: 29 }))).toBe('bad_date')
    expect(code(() => calendarDay({ year: 10000, month: 1, day: 1 }))).toBe('year_out_of_range')
    expect(code(() => calendarDay({ year: 0, month: 1, day: 1 }))).toBe('year_out_of_range')
    expect(code(() => calendarMonth(2024, 0))).toBe('bad_date')
    expect(code(() => calendarDay({ year: 9999, month: 12, day: 1 }))).toBe('none')
  })
})

describe('terms', () => {
  it('24 terms a year, 小寒 first and 冬至 last, in order about 15.2 days apart', () => {
    const t = termsOfYear(2024)
    expect(t.map((x) => x.name)).toEqual([...TERM_NAMES])
    for (let i = 1; i < 24; i++) {
      const gap = t[i].jdUT - t[i - 1].jdUT
      expect(gap).toBeGreaterThan(14.7)
      expect(gap).toBeLessThan(15.8)
    }
  })
  it('the month grid shows 立春 2024 on 4 February with its time, and 春节 on the 10th', () => {
    const m = calendarMonth(2024, 2)
    expect(m.days[3].terms[0].name).toBe('立春')
    expect(m.days[3].terms[0].time.startsWith('2024-02-04 16:27')).toBe(true)
    expect(m.days[9].label).toBe('春节')
    expect(m.firstWeek).toBe(4) // 2024-02-01 was a Thursday
  })
})

describe('equation of time (Meeus formula 28.3)', () => {
  // Meeus, Astronomical Algorithms, Example 28.b: 1992 October 13.0 TD, E = +13m42.7s (28.a, rigorous: 13m42.6s).
  it('Meeus Example 28.b: 1992-10-13 0h TD gives +13 min 42.7 s (±1 s)', () => {
    expect(Math.abs(equationOfTimeMinutes(2448908.5) * 60 - (13 * 60 + 42.7))).toBeLessThan(1)
  })
  it('the yearly extremes: about −14.2 min in mid-February and +16.4 min in early November', () => {
    expect(equationOfTimeMinutes(2460351.5)).toBeGreaterThan(-14.5) // 2024-02-11
    expect(equationOfTimeMinutes(2460351.5)).toBeLessThan(-14.0)
    expect(equationOfTimeMinutes(2460617.5)).toBeGreaterThan(16.2) // 2024-11-03
    expect(equationOfTimeMinutes(2460617.5)).toBeLessThan(16.6)
  })
})
