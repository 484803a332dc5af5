/**
 * The cast moment for liuyao and meihua, on top of src/divination/calendar: day and month pillars (month changes at
 * the exact 节 instant; clock time in the zone's standard time), the lunar date and the 时辰.
 */
import { civilFromJulianDay, type TimeInput } from '@/core/time'
import { fourPillars, momentOf, solarToLunar } from '@/divination/calendar'
import { ganZhiAt, type GanZhi } from '@/divination/common/ganzhi'

export interface DivinationMoment {
  /** Local standard time used for the cast. */
  local: { year: number; month: number; day: number; hour: number; minute: number }
  /** Lunar year branch (by 正月初一), lunar month (1–12, a leap month keeps its number), lunar day. */
  lunarYearBranch: number
  lunarMonth: number
  lunarLeapMonth: boolean
  lunarDay: number
  /** 时辰 branch index (子 = 0). */
  hourBranch: number
  /** 干支 of the lunar year, e.g. 甲辰. */
  yearGanZhi: string
  monthGanZhi: GanZhi
  dayGanZhi: GanZhi
}

export interface MomentOptions {
  /** true: 23:00–24:00 counts as the next day's 子时 (day pillar and lunar day advance). */
  nextDayZiShi?: boolean
}

/** Local standard time of a time input: zoned input minus any DST hour; jdUT shown in its birthZone (default UTC+8). */
export function localStandardTime(input: TimeInput & { birthZone?: number }): DivinationMoment['local'] {
  const m = momentOf(input)
  const c = civilFromJulianDay(m.jdUT + m.zoneOffsetHours / 24 + 1e-9)
  return { year: c.year, month: c.month, day: c.day, hour: c.hour, minute: c.minute }
}

export function divinationMoment(input: TimeInput & { birthZone?: number }, options: MomentOptions = {}): DivinationMoment {
  const m = momentOf(input)
  const p = fourPillars(m, { nextDayZiShi: Boolean(options.nextDayZiShi), jieqiType: 'exact', solarTime: 'clock' })
  const lunar = solarToLunar(p.dayDate)
  const yearIndex = (((lunar.year - 4) % 60) + 60) % 60
  return {
    local: localStandardTime(input),
    lunarYearBranch: yearIndex % 12,
    lunarMonth: lunar.month,
    lunarLeapMonth: lunar.isLeap,
    lunarDay: lunar.day,
    hourBranch: p.hour.branch,
    yearGanZhi: ganZhiAt(yearIndex).name,
    monthGanZhi: ganZhiAt(p.month.index),
    dayGanZhi: ganZhiAt(p.day.index),
  }
}
