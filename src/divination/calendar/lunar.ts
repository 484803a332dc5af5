/** Solar ↔ lunar conversion with leap months; SPEC §5 ranges (lunar day 1 … month length) and the 1582 gap. */
import { inputError } from '@/core/errors'
import { validateDate, type CivilDate } from '@/core/time'
import { leapMonthOf, lunarMonthDayCount, lunarOfSolar, solarOfLunar, type LunarDateRaw } from './lunar-adapter'
import { checkYear } from './terms'

export interface LunarDate {
  year: number
  /** 1–12 */
  month: number
  isLeap: boolean
  day: number
  /** e.g. 二〇二三年闰二月初一 */
  text: string
  yearInChinese: string
  /** month name without 闰 (正 … 冬 腊) */
  monthInChinese: string
  dayInChinese: string
  animal: string
  /** leap month of this lunar year, 0 when none */
  leapMonth: number
  /** days in this lunar month (29 or 30) */
  monthDays: number
  /** 除夕, the last day of the lunar year */
  isYearEnd: boolean
}

export function solarToLunar(d: CivilDate): LunarDate {
  validateDate(d)
  checkYear(d.year)
  return lunarDateOf(lunarOfSolar(d))
}

export function lunarDateOf(raw: LunarDateRaw): LunarDate {
  return {
    year: raw.year,
    month: Math.abs(raw.month),
    isLeap: raw.month < 0,
    day: raw.day,
    text: `${raw.yearInChinese}年${raw.month < 0 ? '闰' : ''}${raw.monthInChinese}月${raw.dayInChinese}`,
    yearInChinese: raw.yearInChinese,
    monthInChinese: raw.monthInChinese,
    dayInChinese: raw.dayInChinese,
    animal: raw.animal,
    leapMonth: raw.leapMonth,
    monthDays: raw.monthDays,
    isYearEnd: raw.isYearEnd,
  }
}

export interface LunarInput {
  year: number
  month: number
  day: number
  isLeap?: boolean
}

export function lunarToSolar(l: LunarInput): CivilDate {
  const { year, month, day } = l
  if (![year, month, day].every(Number.isInteger)) inputError('bad_lunar_date', '农历年月日必须是整数')
  checkYear(year)
  if (month < 1 || month > 12) inputError('bad_lunar_date', `农历月份应在 1–12 之间：${month}`)
  if (l.isLeap && leapMonthOf(year) !== month) inputError('no_leap_month', `农历 ${year} 年没有闰${month}月`)
  const count = lunarMonthDayCount(year, l.isLeap ? -month : month)
  if (count === null) inputError('bad_lunar_date', `农历 ${year} 年没有${month}月`)
  if (day < 1 || day > count) inputError('bad_lunar_date', `农历 ${year} 年${l.isLeap ? '闰' : ''}${month}月只有 ${count} 天：${day}`)
  const s = solarOfLunar(year, l.isLeap ? -month : month, day)
  checkYear(s.year)
  return s
}
