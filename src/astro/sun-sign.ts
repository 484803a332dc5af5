/**
 * Sun sign of a birth profile (SPEC §5): normally from the last solar term before the birth moment (the Sun's
 * longitude at that term, 15° steps, mapped to signs 1–12); when no term table covers the date, from fixed date
 * ranges (Aries 21 March – 19 April, …). No ephemeris needed, so profile lists can show it without loading WASM.
 *
 * SPEC §5 shifts the birth time to Beijing time "by birthZone + 8, plus 1 if summer"; a clock on summer time is one
 * hour ahead of standard time, so the instant is local − (−birthZone + 1) h. We take the instant from jdUTOf (the
 * same rule as every chart), which is that correct shift.
 */
import { civilFromJulianDay, parseDate, type CivilDate } from '@/core/time'
import { MAX_YEAR, MIN_YEAR, termAtOrBefore } from '@/divination/calendar/terms'
import { timeOf, type RawInput } from './options'

/** First day (month, day) of each sign, Aries first — the fixed ranges of the fallback. */
export const SIGN_START_DATES = [
  [3, 21],
  [4, 20],
  [5, 21],
  [6, 22],
  [7, 23],
  [8, 23],
  [9, 23],
  [10, 24],
  [11, 23],
  [12, 22],
  [1, 20],
  [2, 19],
] as const

/** Fallback: sign 1–12 from the civil month and day alone. */
export function sunSignByDateRange(d: Pick<CivilDate, 'month' | 'day'>): number {
  const key = d.month * 100 + d.day
  let sign = 10 // Capricorn covers 22 Dec – 19 Jan, across the year end
  for (let i = 0; i < 12; i++) {
    const [m, day] = SIGN_START_DATES[i]
    const start = m * 100 + day
    const [nm, nd] = SIGN_START_DATES[(i + 1) % 12]
    const end = nm * 100 + nd
    if (start < end ? key >= start && key < end : key >= start || key < end) sign = i + 1
  }
  return sign
}

export interface SunSignResult {
  /** 1 (Aries) … 12 (Pisces) */
  sign: number
  method: 'solarTerm' | 'dateRange'
  /** The term used (method solarTerm). */
  term?: string
}

/** Input: {date, time, birthZone, summer} (time optional: noon) or {jdUT}. */
export function sunSignOf(input: RawInput): SunSignResult {
  const jdUT = timeOf({ ...input, time: input.time ?? '12:00' })
  const year = civilFromJulianDay(jdUT).year
  if (year >= MIN_YEAR && year <= MAX_YEAR) {
    try {
      const t = termAtOrBefore(jdUT, false)
      // Terms are about 15.2 days apart: anything else means the table does not cover this date.
      if (jdUT - t.jdUT >= 0 && jdUT - t.jdUT < 17) return { sign: Math.floor(t.sunLonDeg / 30) + 1, method: 'solarTerm', term: t.name }
    } catch {
      // no table for this date: fall through to the date ranges
    }
  }
  const d = typeof input.date === 'string' ? parseDate(input.date) : civilFromJulianDay(jdUT)
  return { sign: sunSignByDateRange(d), method: 'dateRange' }
}
