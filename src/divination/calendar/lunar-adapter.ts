/**
 * The only module that talks to lunar-javascript (MIT, github.com/6tail/lunar-javascript, 1.7.x).
 * Everything the library returns is converted to plain data here; no library object leaves this file.
 * Conventions pinned here: the library's term instants are civil time of UTC+8 (the 紫金山天文台 almanac basis);
 * its Solar dates are Julian before 1582-10-15 and Gregorian after. We never use its EightChar (its default
 * sect keeps the day for 23:00–24:00; our pillars are computed in pillars.ts with the convention explicit).
 */
import { Lunar, LunarMonth, LunarYear, Solar } from 'lunar-javascript'
import type { CivilDate } from '@/core/time'

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
  monthInChinese: string
  dayInChinese: string
  animal: string
}

export function lunarOfSolar(d: CivilDate): LunarDateRaw {
  const l = Solar.fromYmd(d.year, d.month, d.day).getLunar()
  return {
    year: l.getYear(),
    month: l.getMonth(),
    day: l.getDay(),
    yearInChinese: l.getYearInChinese(),
    monthInChinese: l.getMonthInChinese(),
    dayInChinese: l.getDayInChinese(),
    animal: l.getYearShengXiao(),
  }
}

/** Solar date of a lunar date (month negative for a leap month). Caller validates first. */
export function solarOfLunar(year: number, month: number, day: number): CivilDate {
  const s = Lunar.fromYmd(year, month, day).getSolar()
  return { year: s.getYear(), month: s.getMonth(), day: s.getDay() }
}

/** Leap month number of a lunar year, 0 when none. */
export function leapMonthOf(year: number): number {
  return LunarYear.fromYear(year).getLeapMonth()
}

/** Days in a lunar month (negative month = leap), or null when that month does not exist. */
export function lunarMonthDayCount(year: number, month: number): number | null {
  const m = LunarMonth.fromYm(year, month)
  return m ? m.getDayCount() : null
}

/** Almanac (黄历) data of one civil day, straight from the library's 协纪辨方书-derived tables. */
export interface AlmanacRaw {
  yi: string[]
  ji: string[]
  zhiXing: string
  tianShen: string
  tianShenType: string
  tianShenLuck: string
  xiu: string
  xiuLuck: string
  xiuSong: string
  zheng: string
  animal: string
  gong: string
  shou: string
  chong: string
  chongDesc: string
  chongShengXiao: string
  sha: string
  pengZuGan: string
  pengZuZhi: string
  positions: { xi: string; yangGui: string; yinGui: string; fu: string; cai: string; taiSui: string }
  jiShen: string[]
  xiongSha: string[]
  festivals: string[]
  otherFestivals: string[]
  termToday: string
  yueXiang: string
  nineStar: string
  wuHou: string
  week: number
  xingZuo: string
}

export function almanacOf(d: CivilDate): AlmanacRaw {
  const s = Solar.fromYmd(d.year, d.month, d.day)
  const l = s.getLunar()
  return {
    yi: l.getDayYi(),
    ji: l.getDayJi(),
    zhiXing: l.getZhiXing(),
    tianShen: l.getDayTianShen(),
    tianShenType: l.getDayTianShenType(),
    tianShenLuck: l.getDayTianShenLuck(),
    xiu: l.getXiu(),
    xiuLuck: l.getXiuLuck(),
    xiuSong: l.getXiuSong(),
    zheng: l.getZheng(),
    animal: l.getAnimal(),
    gong: l.getGong(),
    shou: l.getShou(),
    chong: l.getDayChong(),
    chongDesc: l.getDayChongDesc(),
    chongShengXiao: l.getDayChongShengXiao(),
    sha: l.getDaySha(),
    pengZuGan: l.getPengZuGan(),
    pengZuZhi: l.getPengZuZhi(),
    positions: {
      xi: l.getDayPositionXiDesc(),
      yangGui: l.getDayPositionYangGuiDesc(),
      yinGui: l.getDayPositionYinGuiDesc(),
      fu: l.getDayPositionFuDesc(),
      cai: l.getDayPositionCaiDesc(),
      taiSui: l.getDayPositionTaiSuiDesc(),
    },
    jiShen: l.getDayJiShen(),
    xiongSha: l.getDayXiongSha(),
    festivals: [...l.getFestivals(), ...s.getFestivals()],
    otherFestivals: [...l.getOtherFestivals(), ...s.getOtherFestivals()],
    termToday: l.getJieQi(),
    yueXiang: l.getYueXiang(),
    nineStar: l.getDayNineStar().toString(),
    wuHou: l.getWuHou(),
    week: s.getWeek(),
    xingZuo: s.getXingZuo(),
  }
}

/** Festivals only (cheaper than the whole almanac; used by the month grid). */
export function festivalsOf(d: CivilDate): { festivals: string[]; otherFestivals: string[] } {
  const s = Solar.fromYmd(d.year, d.month, d.day)
  const l = s.getLunar()
  return { festivals: [...l.getFestivals(), ...s.getFestivals()], otherFestivals: [...l.getOtherFestivals(), ...s.getOtherFestivals()] }
}
