import { describe, expect, it } from 'vitest'
import { civilFromJulianDay, jdUTOf, julianDay, parseDate, parseTime } from '@/core/time'

describe('core time', () => {
  it('J2000.0 is JD 2451545.0 (2000-01-01 12:00 TT, Meeus ch. 7)', () => {
    expect(julianDay({ year: 2000, month: 1, day: 1 }, 12)).toBe(2451545.0)
  })
  it('Meeus example 7.a: 1957-10-04.81 = JD 2436116.31', () => {
    expect(julianDay({ year: 1957, month: 10, day: 4 }, 0.81 * 24)).toBeCloseTo(2436116.31, 6)
  })
  it('the day before the reform is Julian: 1582-10-04 = JD 2299159.5, next day 1582-10-15 = 2299160.5', () => {
    expect(julianDay({ year: 1582, month: 10, day: 4 })).toBe(2299159.5)
    expect(julianDay({ year: 1582, month: 10, day: 15 })).toBe(2299160.5)
  })
  it('rejects the Gregorian gap 1582-10-05..14', () => {
    expect(() => parseDate('1582-10-10')).toThrow(/1582/)
    expect(() => parseDate('1582-10-05')).toThrow()
    expect(() => parseDate('1582-10-14')).toThrow()
    expect(parseDate('1582-10-15')).toEqual({ year: 1582, month: 10, day: 15 })
  })
  it('normalises slashes and rejects 31 February', () => {
    expect(parseDate('1990/6/15')).toEqual({ year: 1990, month: 6, day: 15 })
    expect(() => parseDate('2023-02-29')).toThrow()
    expect(() => parseDate('2024-13-01')).toThrow()
  })
  it('parses 上午/下午', () => {
    expect(parseTime('下午 3:05')).toEqual({ hour: 15, minute: 5, second: 0 })
    expect(parseTime('上午12:30')).toEqual({ hour: 0, minute: 30, second: 0 })
    expect(parseTime('下午12:30')).toEqual({ hour: 12, minute: 30, second: 0 })
    expect(parseTime('23:59:59')).toEqual({ hour: 23, minute: 59, second: 59 })
    expect(() => parseTime('24:00')).toThrow()
  })
  it('birthZone -8 means UTC+8; summer removes one more hour', () => {
    expect(jdUTOf({ date: '2000-01-01', time: '20:00', birthZone: -8, summer: 0 })).toBe(2451545.0)
    expect(jdUTOf({ date: '2000-01-01', time: '21:00', birthZone: -8, summer: 1 })).toBe(2451545.0)
  })
  it('round-trips julian days to civil time', () => {
    const c = civilFromJulianDay(2448058.3333333335)
    expect([c.year, c.month, c.day, c.hour, c.minute]).toEqual([1990, 6, 15, 20, 0])
  })
})
