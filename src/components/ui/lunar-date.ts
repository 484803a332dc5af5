/**
 * 农历 entry for the date picker, over the calendar adapter (src/divination/calendar, lunar-javascript).
 * SPEC §5: a lunar day is at least 1 and at most the month length; leap months convert both ways.
 */
import type { CivilDate } from '@/core/time'
import { lunarToSolar, solarToLunar } from '@/divination/calendar/lunar'
import { leapMonthOf, lunarMonthDayCount } from '@/divination/calendar/lunar-adapter'
import { clamp } from './logic/date-rules'

export interface LunarValue {
  year: number
  /** 1–12 */
  month: number
  isLeap: boolean
  day: number
}

export interface LunarMonthOption {
  month: number
  isLeap: boolean
}

/** Traditional month and day names (正月 … 腊月, 初一 … 三十). */
export const LUNAR_MONTH_NAMES = ['正', '二', '三', '四', '五', '六', '七', '八', '九', '十', '冬', '腊'] as const
const DAY_TENS = ['初', '十', '廿', '三'] as const
const DIGITS = ['', '一', '二', '三', '四', '五', '六', '七', '八', '九', '十'] as const

export function lunarMonthName(m: LunarMonthOption): string {
  return `${m.isLeap ? '闰' : ''}${LUNAR_MONTH_NAMES[m.month - 1]}月`
}

export function lunarDayName(day: number): string {
  if (day === 10) return '初十'
  if (day === 20) return '二十'
  if (day === 30) return '三十'
  return DAY_TENS[Math.floor(day / 10)] + DIGITS[day % 10]
}

/** The months of a lunar year in order, the leap month right after its namesake. */
export function lunarMonthsOf(year: number): LunarMonthOption[] {
  const leap = leapMonthOf(year)
  const out: LunarMonthOption[] = []
  for (let m = 1; m <= 12; m++) {
    out.push({ month: m, isLeap: false })
    if (m === leap) out.push({ month: m, isLeap: true })
  }
  return out
}

export function lunarDaysIn(year: number, month: number, isLeap: boolean): number {
  return lunarMonthDayCount(year, isLeap ? -month : month) ?? 29
}

/** A valid lunar date: a leap flag the year lacks is dropped, the day clamps to the month length. */
export function normalizeLunar(v: LunarValue): LunarValue {
  const month = clamp(v.month, 1, 12)
  const isLeap = v.isLeap && leapMonthOf(v.year) === month
  const day = clamp(v.day, 1, lunarDaysIn(v.year, month, isLeap))
  return { year: v.year, month, isLeap, day }
}

export function lunarOf(d: CivilDate): LunarValue {
  const l = solarToLunar(d)
  return { year: l.year, month: l.month, isLeap: l.isLeap, day: l.day }
}

export function solarOf(v: LunarValue): CivilDate {
  return lunarToSolar(normalizeLunar(v))
}

export function lunarText(v: LunarValue): string {
  return `${v.year}年${lunarMonthName(v)}${lunarDayName(v.day)}`
}
