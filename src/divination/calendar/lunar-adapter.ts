/**
 * With almanac-adapter.ts, the only modules that talk to lunar-javascript (MIT, github.com/6tail/lunar-javascript, 1.7.x).
 * Everything the library returns is converted to plain data here; no library object leaves this file.
 * Conventions pinned here: the library's term instants are civil time of UTC+8 (the 紫金山天文台 almanac basis);
 * its Solar dates are Julian before 1582-10-15 and Gregorian after. We never use its EightChar (its default
 * sect keeps the day for 23:00–24:00; our pillars are computed in pillars.ts with the convention explicit).
 */
import { LunarUtil, LunarYear, SolarUtil } from 'lunar-javascript'
import { civilFromJulianDay, daysInMonth, julianDay, type CivilDate } from '@/core/time'

/** Hours east of UT of the library's term table. */
export const LIBRARY_UTC_OFFSET_HOURS = 8

const termCache = new Map<number, readonly number[]>()

/**
 * Julian days (UT) of the 24 terms of a Gregorian year, 小寒 first and 冬至 last.
 * The library's table for a year runs 大雪 (previous year) … 惊蛰 (next year); entries 2..25 are this year's.
 */
export function termJdUTsOfYear(year: number): readonly number[] {
  let cached = termCache.get(year)
  if (!cached) {
    const jds = LunarYear.fromYear(year).getJieQiJulianDays()
    cached = jds.slice(2, 26).map((jd) => jd - LIBRARY_UTC_OFFSET_HOURS / 24)
    termCache.set(year, cached)
  }
  return cached
}

export interface LunarDateRaw {
  year: number
  /** 1–12; negative for a leap month (the library's convention) */
  month: number
  day: number
  yearInChinese: string
  /** month name without 闰: 正 二 … 冬 腊 */
  monthInChinese: string
  dayInChinese: string
  animal: string
  /** days in this lunar month */
  monthDays: number
  /** leap month of this lunar year, 0 when none */
  leapMonth: number
  /** last day of the lunar year (除夕) */
  isYearEnd: boolean
}

interface LunarMonthInfo {
  month: number
  firstJdn: number
  dayCount: number
}

const MONTH_NAMES = ['正', '二', '三', '四', '五', '六', '七', '八', '九', '十', '冬', '腊'] as const
const DIGITS = '〇一二三四五六七八九'
const ANIMALS = '鼠牛虎兔龙蛇马羊猴鸡狗猪'
export function lunarDayName(day: number): string {
  if (day === 10) return '初十'
  if (day === 20) return '二十'
  if (day === 30) return '三十'
  const tens = ['初', '十', '廿'][Math.floor(day / 10)]
  return tens + DIGITS[day % 10].replace('〇', '')
}

/** Months of one lunar year, cached (the library keeps only its last LunarYear, which thrashes across years). */
const monthCache = new Map<number, LunarMonthInfo[]>()
function lunarMonthsOf(year: number): LunarMonthInfo[] {
  let list = monthCache.get(year)
  if (!list) {
    if (monthCache.size > 512) monthCache.clear()
    list = LunarYear.fromYear(year)
      .getMonths()
      .filter((m) => m.getYear() === year)
      .map((m) => ({ month: m.getMonth(), firstJdn: m.getFirstJulianDay(), dayCount: m.getDayCount() }))
    monthCache.set(year, list)
  }
  return list
}

export function lunarOfSolar(d: CivilDate): LunarDateRaw {
  const jdn = Math.floor(julianDay(d) + 0.5)
  for (const y of [d.year, d.year - 1]) {
    const months = lunarMonthsOf(y)
    const i = months.findIndex((m) => jdn >= m.firstJdn && jdn < m.firstJdn + m.dayCount)
    if (i < 0) continue
    const m = months[i]
    const day = jdn - m.firstJdn + 1
    return {
      year: y,
      month: m.month,
      day,
      yearInChinese: [...String(Math.abs(y))].map((c) => DIGITS[Number(c)]).join(''),
      monthInChinese: MONTH_NAMES[Math.abs(m.month) - 1],
      dayInChinese: lunarDayName(day),
      animal: ANIMALS[(((y - 4) % 12) + 12) % 12],
      monthDays: m.dayCount,
      leapMonth: Math.abs(months.find((x) => x.month < 0)?.month ?? 0),
      isYearEnd: i === months.length - 1 && day === m.dayCount,
    }
  }
  throw new Error(`no lunar month for ${d.year}-${d.month}-${d.day}`)
}

/** Solar date of a lunar date (month negative for a leap month). Caller validates first. */
export function solarOfLunar(year: number, month: number, day: number): CivilDate {
  const m = lunarMonthsOf(year).find((x) => x.month === month)!
  const c = civilFromJulianDay(m.firstJdn + day - 1)
  return { year: c.year, month: c.month, day: c.day }
}

/** Leap month number of a lunar year, 0 when none. */
export function leapMonthOf(year: number): number {
  return Math.abs(lunarMonthsOf(year).find((x) => x.month < 0)?.month ?? 0)
}

/** Days in a lunar month (negative month = leap), or null when that month does not exist. */
export function lunarMonthDayCount(year: number, month: number): number | null {
  return lunarMonthsOf(year).find((x) => x.month === month)?.dayCount ?? null
}

/**
 * Main festivals of a day from the library's tables (lunar: 春节 元宵 端午 …, solar: 元旦 国庆 …, by weekday: 母亲节 …),
 * without building a library Lunar object. 除夕 is the last day of the lunar year.
 */
export function mainFestivalsOf(d: CivilDate, l: LunarDateRaw): string[] {
  const out: string[] = []
  if (l.month > 0) {
    const f = LunarUtil.FESTIVAL[`${l.month}-${l.day}`]
    if (f) out.push(f)
  }
  if (l.isYearEnd) out.push('除夕')
  const s = SolarUtil.FESTIVAL[`${d.month}-${d.day}`]
  if (s) out.push(s)
  const week = ((Math.floor(julianDay(d) + 1.5) % 7) + 7) % 7
  const w = SolarUtil.WEEK_FESTIVAL[`${d.month}-${Math.ceil(d.day / 7)}-${week}`]
  if (w) out.push(w)
  if (d.day + 7 > daysInMonth(d.year, d.month)) {
    const last = SolarUtil.WEEK_FESTIVAL[`${d.month}-0-${week}`]
    if (last) out.push(last)
  }
  return out
}

/** Minor observances of a day (世界抗癌日 …) from the library's tables. */
export function otherFestivalsOf(d: CivilDate, l: LunarDateRaw): string[] {
  return [...(l.month > 0 ? (LunarUtil.OTHER_FESTIVAL[`${l.month}-${l.day}`] ?? []) : []), ...(SolarUtil.OTHER_FESTIVAL[`${d.month}-${d.day}`] ?? [])]
}

export { almanacFromLibrary, almanacFromTables, isAlmanacActivity, type AlmanacRaw } from './almanac-adapter'
