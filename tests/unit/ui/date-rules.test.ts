import { describe, expect, it } from 'vitest'
import { clamp, formatDateTime, normalizeDateTime, yearRange } from '@/components/ui/logic/date-rules'

// SPEC §5 picker: 150 years either side of the current year; time 00:00–23:59; clamp; invalid day → last valid day.
describe('date-time picker rules', () => {
  it('the year range is 150 years either side of the given current year', () => {
    expect(yearRange(2026)).toEqual({ min: 1876, max: 2176 })
  })
  it('a year below the range clamps to the lower bound', () => {
    expect(normalizeDateTime({ year: 1700, month: 5, day: 5 }, 2026).year).toBe(1876)
  })
  it('a year above the range clamps to the upper bound', () => {
    expect(normalizeDateTime({ year: 2500, month: 5, day: 5 }, 2026).year).toBe(2176)
  })
  it('31 February in a common year becomes 28 February', () => {
    expect(normalizeDateTime({ year: 2023, month: 2, day: 31 }, 2026)).toMatchObject({ month: 2, day: 28 })
  })
  it('31 February in a leap year becomes 29 February', () => {
    expect(normalizeDateTime({ year: 2024, month: 2, day: 31 }, 2026)).toMatchObject({ month: 2, day: 29 })
  })
  it('31 April becomes 30 April', () => {
    expect(normalizeDateTime({ year: 2024, month: 4, day: 31 }, 2026).day).toBe(30)
  })
  it('1900 is not a leap year (Gregorian), so 29 February 1900 becomes the 28th', () => {
    expect(normalizeDateTime({ year: 1900, month: 2, day: 29 }, 2026).day).toBe(28)
  })
  it('month 13 clamps to 12 and month 0 to 1', () => {
    expect(normalizeDateTime({ year: 2024, month: 13, day: 1 }, 2026).month).toBe(12)
    expect(normalizeDateTime({ year: 2024, month: 0, day: 1 }, 2026).month).toBe(1)
  })
  it('time clamps to 00:00–23:59', () => {
    expect(normalizeDateTime({ hour: 30, minute: -5 }, 2026)).toMatchObject({ hour: 23, minute: 0 })
    expect(normalizeDateTime({ hour: -1, minute: 75 }, 2026)).toMatchObject({ hour: 0, minute: 59 })
  })
  it('NaN goes to the lower bound', () => {
    expect(clamp(Number.NaN, 1, 12)).toBe(1)
  })
  it('formats with hyphens and two-digit fields', () => {
    expect(formatDateTime({ year: 2000, month: 3, day: 1, hour: 16, minute: 5 }, 'datetime')).toBe('2000-03-01 16:05')
  })
})
