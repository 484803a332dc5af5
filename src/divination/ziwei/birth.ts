/**
 * Birth moment → the calendar facts a 紫微 chart needs (lunar date, 时辰, year/month/day/hour 干支), with the
 * year-boundary, leap-month and 晚子时 conventions applied. Lunar dates and the 立春 year come from
 * src/divination/calendar (lunar-javascript, MIT).
 */
import { inputError } from '@/core/errors'
import { civilFromJulianDay, julianDay, parseDate, parseTime, validateBirthZone, type CivilDate } from '@/core/time'
import { BRANCH_NAMES, STEM_NAMES, yinMonthStem, ziHourStem } from '@/divination/common/ganzhi'
import { dayGanZhiOfJdn, fourPillars, lunarToSolar, solarToLunar, yearGanZhi } from '@/divination/calendar'
import type { LunarDateInput, ZiweiSettings } from './types'

export const TIME_NAMES = ['早子', '丑', '寅', '卯', '辰', '巳', '午', '未', '申', '酉', '戌', '亥', '晚子'] as const

/** 时辰 index of a clock hour: 0 早子 (00–01), 1 丑 (01–03) … 11 亥 (21–23), 12 晚子 (23–24). */
export function timeIndexOfHour(hour: number): number {
  if (hour === 23) return 12
  return Math.floor((hour + 1) / 2)
}

export interface CalendarFacts {
  solar: CivilDate
  timeIndex: number
  /** Lunar date of the day the chart counts (the next day for 晚子时 under lateZi = nextDay); lunarText is the civil day's. */
  lunar: { year: number; month: number; day: number; isLeapMonth: boolean }
  lunarText: string
  /** Month number (1–12) after the leap-month rule. */
  chartMonth: number
  /** Branch of the hour (子 = 0). */
  hourBranch: number
  yearStem: number
  yearBranch: number
  /** Year number by the year boundary (lunar year, or the 立春 year); used for ages. */
  yearNumber: number
  monthStem: number
  monthBranch: number
  dayStem: number
  dayBranch: number
  hourStem: number
  chineseDate: string
}

export interface MomentInput {
  date?: string
  time?: string
  birthZone?: number
  summer?: number
  jdUT?: number
  lunarDate?: LunarDateInput
  timeIndex?: number
}

const mod = (a: number, n: number) => ((a % n) + n) % n

function checkTimeIndex(v: unknown): number {
  const t = Number(v)
  if (!Number.isInteger(t) || t < 0 || t > 12) inputError('bad_time_index', `timeIndex 应为 0–12 的整数（0 早子 … 12 晚子）：${String(v)}`)
  return t
}

/** Local standard civil date and 时辰 of a moment input. */
export interface ResolvedMoment {
  solar: CivilDate
  timeIndex: number
  hour: number
  minute: number
  /** standard zone offset, hours east */
  zoneOffsetHours: number
}

export function resolveMoment(input: MomentInput): ResolvedMoment {
  let solar: CivilDate
  let hour: number | undefined
  let minute = 30
  const zoneOffsetHours = -validateBirthZone(input.birthZone ?? -8)
  if (input.lunarDate) {
    const { year, month, day } = input.lunarDate
    solar = lunarToSolar({ year, month, day, isLeap: Boolean(input.lunarDate.isLeapMonth) })
  } else if (input.date !== undefined && input.time === undefined) {
    solar = parseDate(input.date)
  } else if (input.date !== undefined || input.jdUT !== undefined) {
    let jdLocal: number
    if (input.jdUT !== undefined && input.date === undefined) {
      const jd = Number(input.jdUT)
      if (!Number.isFinite(jd)) inputError('bad_jd', `jdUT 不是数字：${String(input.jdUT)}`)
      jdLocal = jd + zoneOffsetHours / 24
    } else {
      const d = parseDate(String(input.date))
      const t = parseTime(String(input.time))
      jdLocal = julianDay(d, t.hour + t.minute / 60 + t.second / 3600 - (input.summer ? 1 : 0))
    }
    const c = civilFromJulianDay(jdLocal + 1e-9)
    solar = { year: c.year, month: c.month, day: c.day }
    hour = c.hour
    minute = c.minute
  } else {
    inputError('bad_time_input', '需要出生时间：date + time（或 jdUT），或 date / lunarDate + timeIndex')
  }
  if (solar.year < 1901 || solar.year > 2099) inputError('bad_date', `紫微排盘支持 1901–2099 年：${solar.year}`)
  let timeIndex: number
  if (input.timeIndex !== undefined) {
    timeIndex = checkTimeIndex(input.timeIndex)
    hour = Math.max(timeIndex * 2 - 1, 0)
    minute = 30
  } else if (hour !== undefined) {
    timeIndex = timeIndexOfHour(hour)
  } else {
    inputError('bad_time_input', '只给了日期时需要 timeIndex（0–12）')
  }
  return { solar, timeIndex, hour: hour ?? 0, minute, zoneOffsetHours }
}

/** Calendar facts of a moment under the settings' year-boundary, leap-month and 晚子时 rules. */
export function calendarFacts(m: ResolvedMoment, settings: Pick<ZiweiSettings, 'yearBoundary' | 'leapMonth' | 'lateZi'>): CalendarFacts {
  const lunarText = solarToLunar(m.solar).text
  let day0 = m.solar
  let hourOfDay = m.hour + m.minute / 60
  if (m.timeIndex === 12 && settings.lateZi === 'nextDay') {
    // 晚子时 belongs to the next day: the chart counts the next day's date at its 子 hour.
    const n = civilFromJulianDay(julianDay(m.solar) + 1)
    day0 = { year: n.year, month: n.month, day: n.day }
    hourOfDay = m.minute / 60
  }
  const lunar = solarToLunar(day0)
  const { isLeap: isLeapMonth, month, day } = lunar
  let chartMonth = month
  if (isLeapMonth) {
    const toNext = settings.leapMonth === 'nextMonth' || (settings.leapMonth === 'splitAt15' && day > 15)
    if (toNext) chartMonth = (month % 12) + 1
  }
  // Year: the lunar year (正月初一), or the year opened by the 立春 instant.
  const jdUT = julianDay(day0, hourOfDay) - m.zoneOffsetHours / 24
  const yearNumber = settings.yearBoundary === 'liChun' ? fourPillars({ jdUT, zoneOffsetHours: m.zoneOffsetHours }).pillarYear : lunar.year
  const yg = yearGanZhi(yearNumber)
  const yearStem = yg.stem
  const yearBranch = yg.branch
  // 四柱 month by lunar months (正月 = 寅, stem by 五虎遁); a leap month counts as its own month up to the 15th and as
  // the next month after it, whatever the chart's leap-month rule (that rule only moves the chart month).
  const calendarMonth = isLeapMonth && day > 15 ? (month % 12) + 1 : month
  const monthBranch = mod(calendarMonth + 1, 12)
  const monthStem = mod(yinMonthStem(yearStem) + calendarMonth - 1, 10)
  const dg = dayGanZhiOfJdn(Math.floor(julianDay(day0) + 0.5))
  const dayStem = dg.stem
  const dayBranch = dg.branch
  const hourBranch = mod(m.timeIndex, 12)
  const hourStem = mod(ziHourStem(dayStem) + hourBranch, 10)
  const gz = (a: number, b: number) => STEM_NAMES[a] + BRANCH_NAMES[b]
  return {
    solar: m.solar,
    timeIndex: m.timeIndex,
    lunar: { year: lunar.year, month, day, isLeapMonth },
    lunarText,
    chartMonth,
    hourBranch,
    yearStem,
    yearBranch,
    yearNumber,
    monthStem,
    monthBranch,
    dayStem,
    dayBranch,
    hourStem,
    chineseDate: `${gz(yearStem, yearBranch)} ${gz(monthStem, monthBranch)} ${gz(dayStem, dayBranch)} ${gz(hourStem, hourBranch)}`,
  }
}
