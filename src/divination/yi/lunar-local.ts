/**
 * Small local adapter over lunar-javascript for the day/month pillars and the lunar date that liuyao and meihua
 * need. To be replaced by src/divination/calendar once that adapter lands (same semantics: clock time in the
 * zone's standard time; the month pillar changes at the exact 节 moment).
 */
// lunar-javascript ships no types of its own; the local interfaces below name the calls used here.
// @ts-ignore -- typed by types/lunar-javascript.d.ts when present
import { Solar } from 'lunar-javascript'
import { inputError } from '@/core/errors'
import { civilFromJulianDay, jdUTOf, type TimeInput } from '@/core/time'
import { BRANCH_NAMES, hourBranch, parseGanZhi, type GanZhi } from '@/divination/common/ganzhi'

interface LunarLike {
  getYearZhi(): string
  getYearInGanZhi(): string
  getMonth(): number
  getDay(): number
  getDayInGanZhi(): string
  getMonthInGanZhiExact(): string
}
interface SolarLike {
  getLunar(): LunarLike
  next(days: number): SolarLike
  getYear(): number
  getMonth(): number
  getDay(): number
}
const SolarApi = Solar as unknown as { fromYmdHms(y: number, m: number, d: number, h: number, mi: number, s: number): SolarLike }

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
  const jd = jdUTOf(input)
  const zone = Number(input.birthZone ?? -8)
  const c = civilFromJulianDay(jd - zone / 24 + 1e-9)
  return { year: c.year, month: c.month, day: c.day, hour: c.hour, minute: c.minute }
}

export function divinationMoment(input: TimeInput & { birthZone?: number }, options: MomentOptions = {}): DivinationMoment {
  const local = localStandardTime(input)
  if (local.year < 1 || local.year > 9999) inputError('out_of_range', `年份超出范围：${local.year}`)
  let solar = SolarApi.fromYmdHms(local.year, local.month, local.day, local.hour, local.minute, 0)
  const lateZi = local.hour >= 23
  // The month pillar follows the real moment; the day (and lunar date) may advance at 23:00.
  const monthGanZhi = parseGanZhi(solar.getLunar().getMonthInGanZhiExact())
  if (lateZi && options.nextDayZiShi) {
    const n = solar.next(1)
    solar = SolarApi.fromYmdHms(n.getYear(), n.getMonth(), n.getDay(), 0, 0, 0)
  }
  const lunar = solar.getLunar()
  const month = lunar.getMonth()
  return {
    local,
    lunarYearBranch: BRANCH_NAMES.indexOf(lunar.getYearZhi()),
    lunarMonth: Math.abs(month),
    lunarLeapMonth: month < 0,
    lunarDay: lunar.getDay(),
    hourBranch: hourBranch(local.hour),
    yearGanZhi: lunar.getYearInGanZhi(),
    monthGanZhi,
    dayGanZhi: parseGanZhi(lunar.getDayInGanZhi()),
  }
}
