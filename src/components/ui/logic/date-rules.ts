import { daysInMonth } from '@/core/time'

/** SPEC §5 picker ranges: 150 years either side of the current year; time 00:00–23:59. */
export const YEAR_SPAN = 150

export interface DateTimeValue {
  year: number
  month: number
  day: number
  hour: number
  minute: number
}

export interface YearRange {
  min: number
  max: number
}

/** The current year is an input: callers read the clock, this module never does. */
export function yearRange(currentYear: number): YearRange {
  return { min: currentYear - YEAR_SPAN, max: currentYear + YEAR_SPAN }
}

/** Nearest bound for out-of-range values; non-numbers go to the lower bound. */
export function clamp(value: number, min: number, max: number): number {
  if (!Number.isFinite(value)) return min
  return Math.min(max, Math.max(min, Math.trunc(value)))
}

/** Every field clamped to its range; an invalid day (31 February) becomes the month's last valid day. */
export function normalizeDateTime(v: Partial<DateTimeValue>, currentYear: number): DateTimeValue {
  const { min, max } = yearRange(currentYear)
  const year = clamp(v.year ?? currentYear, min, max)
  const month = clamp(v.month ?? 1, 1, 12)
  const day = clamp(v.day ?? 1, 1, daysInMonth(year, month))
  return { year, month, day, hour: clamp(v.hour ?? 0, 0, 23), minute: clamp(v.minute ?? 0, 0, 59) }
}

export function rangeList(min: number, max: number): number[] {
  const out: number[] = []
  for (let i = min; i <= max; i++) out.push(i)
  return out
}

export const pad2 = (n: number) => String(n).padStart(2, '0')

export function formatDateTime(v: DateTimeValue, mode: 'date' | 'time' | 'datetime'): string {
  const date = `${v.year}-${pad2(v.month)}-${pad2(v.day)}`
  const time = `${pad2(v.hour)}:${pad2(v.minute)}`
  return mode === 'date' ? date : mode === 'time' ? time : `${date} ${time}`
}
