/**
 * The Chinese calculators of the chinese-utils page, assembled from the calendar core: the 干支 of an instant
 * (pillars, 纳音, 旬空, lunar date, the term in force), the 真太阳时 converter, a year's 节气 table in any zone and
 * the 农历 ↔ 公历 converter.
 */
import { inputError } from '@/core/errors'
import { validateDate, type CivilDate } from '@/core/time'
import { BRANCH_NAMES, JIAZI, naYinOf, xunKong } from '../common/ganzhi'
import { weekOf } from './day'
import { lunarToSolar, solarToLunar, type LunarDate, type LunarInput } from './lunar'
import { fourPillars, type Moment, type PillarSettings } from './pillars'
import { timeBasisShift } from './solar-time'
import { formatJd, termAfter, termAtOrBefore, termsOfYear } from './terms'

export interface PillarReport {
  ganZhi: string
  naYin: string
  /** the two empty branches (旬空) of the pillar's 旬, e.g. "戌亥" */
  xunKong: string
  rule: string
}

export interface GanZhiReport {
  pillars: { year: PillarReport; month: PillarReport; day: PillarReport; hour: PillarReport }
  /** lunar date of the clock (standard-time) date of the instant */
  lunar: LunarDate
  termInForce: { name: string; time: string }
  nextTerm: { name: string; time: string }
  /** the hour falls in 23:00–24:00 (夜子时) */
  lateZi: boolean
  nextDayZiShi: boolean
  /** local time of the basis the day and hour pillars used */
  localTime: string
}

/** 干支 of an instant under the given pillar settings; term times are shown in the instant's own zone. */
export function ganZhiReport(m: Moment, settings: PillarSettings): GanZhiReport {
  const p = fourPillars(m, settings)
  const pillar = (x: typeof p.year): PillarReport => {
    const [a, b] = xunKong(x)
    return { ganZhi: x.name, naYin: naYinOf(x), xunKong: BRANCH_NAMES[a] + BRANCH_NAMES[b], rule: x.rule }
  }
  const now = termAtOrBefore(m.jdUT, false)
  const next = termAfter(m.jdUT, false)
  return {
    pillars: { year: pillar(p.year), month: pillar(p.month), day: pillar(p.day), hour: pillar(p.hour) },
    lunar: solarToLunar(p.clockDate),
    termInForce: { name: now.name, time: formatJd(now.jdUT, m.zoneOffsetHours) },
    nextTerm: { name: next.name, time: formatJd(next.jdUT, m.zoneOffsetHours) },
    lateZi: p.lateZi,
    nextDayZiShi: settings.nextDayZiShi,
    localTime: p.basis.localTime,
  }
}

export interface SolarTimeConversion {
  clockTime: string
  meanSolarTime: string
  trueSolarTime: string
  /** 4 min per degree east of the zone meridian, minutes */
  longitudeMinutes: number
  /** apparent minus mean solar time, minutes */
  equationOfTimeMinutes: number
  /** true solar time minus clock time, minutes */
  totalMinutes: number
  /** central meridian of the clock zone, degrees east */
  zoneMeridianDeg: number
}

/** Clock time (standard zone, summer time removed) and longitude → 平太阳时 and 真太阳时. */
export function solarTimeConversion(m: Moment & { lngDeg: number }): SolarTimeConversion {
  const t = timeBasisShift(m.jdUT, 'true', m.zoneOffsetHours, m.lngDeg)
  return {
    clockTime: formatJd(m.jdUT, m.zoneOffsetHours),
    meanSolarTime: formatJd(m.jdUT, m.lngDeg / 15),
    trueSolarTime: formatJd(m.jdUT, t.offsetHours),
    longitudeMinutes: t.longitudeMinutes,
    equationOfTimeMinutes: t.equationOfTimeMinutes,
    totalMinutes: t.longitudeMinutes + t.equationOfTimeMinutes,
    zoneMeridianDeg: m.zoneOffsetHours * 15,
  }
}

/** Signed minutes split into whole minutes and seconds, rounded to the second. */
export function splitMinutes(minutes: number): { negative: boolean; minutes: number; seconds: number } {
  const secs = Math.round(Math.abs(minutes) * 60)
  return { negative: minutes < 0 && secs > 0, minutes: Math.floor(secs / 60), seconds: secs % 60 }
}

export interface TermRow {
  index: number
  name: string
  isJie: boolean
  sunLonDeg: number
  jdUT: number
  /** local civil time in the requested zone, to the second */
  time: string
}

/** The 24 terms of a Gregorian year (小寒 … 冬至) in a zone `utcOffsetHours` east of UT. */
export function termTable(year: number, utcOffsetHours: number): TermRow[] {
  return termsOfYear(year).map((t) => ({
    index: t.index,
    name: t.name,
    isJie: t.isJie,
    sunLonDeg: t.sunLonDeg,
    jdUT: t.jdUT,
    time: formatJd(t.jdUT, utcOffsetHours),
  }))
}

/** Years the 农历 converter accepts: the span of the Hong Kong Observatory's 公历与农历日期对照表 (1901–2100). */
export const LUNAR_CONVERTER_YEARS = { min: 1901, max: 2100 } as const

export interface LunarConversion {
  solar: CivilDate
  lunar: LunarDate
  /** 干支 of the lunar year (it turns at 春节, not at 立春) */
  yearGanZhi: string
  /** 0 Sunday … 6 Saturday */
  weekday: number
}

function checkConverterYear(year: number, calendar: '公历' | '农历'): void {
  const { min, max } = LUNAR_CONVERTER_YEARS
  if (Number.isInteger(year) && (year < min || year > max))
    inputError('year_out_of_range', `${calendar}年份应在 ${min}–${max} 之间（香港天文台对照表的范围）：${year}`)
}

function conversionOf(solar: CivilDate, lunar: LunarDate): LunarConversion {
  return {
    solar,
    lunar,
    yearGanZhi: JIAZI[(((lunar.year - 4) % 60) + 60) % 60],
    weekday: weekOf(solar),
  }
}

/** 公历 → 农历: the lunar date (闰 marked), the year's 干支 and the weekday. */
export function convertSolarDate(d: CivilDate): LunarConversion {
  validateDate(d)
  checkConverterYear(d.year, '公历')
  return conversionOf(d, solarToLunar(d))
}

/** 农历 → 公历; a leap month only where that lunar year has it (the calendar core says so otherwise). */
export function convertLunarDate(l: LunarInput): LunarConversion {
  checkConverterYear(l.year, '农历')
  const solar = lunarToSolar(l)
  return conversionOf(solar, solarToLunar(solar))
}
