/**
 * The Chinese calculators of the chinese-utils page, assembled from the calendar core: the 干支 of an instant
 * (pillars, 纳音, 旬空, lunar date, the term in force), the 真太阳时 converter and a year's 节气 table in any zone.
 */
import { BRANCH_NAMES, naYinOf, xunKong } from '../common/ganzhi'
import { solarToLunar, type LunarDate } from './lunar'
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
