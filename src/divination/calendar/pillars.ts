/**
 * The four pillars (四柱) of an instant, with every convention explicit:
 * - Year pillar changes at the instant of 立春 (jieqiType 'exact') or at 00:00 UTC+8 of the 立春 day ('day');
 *   month pillar likewise at each 节. Both use the absolute instant: solar-time settings never move them.
 * - Day and hour pillars use the chosen time basis (clock, 平太阳时, 真太阳时) at the birthplace.
 * - 23:00–24:00 (夜子时): nextDayZiShi true starts the next day; false keeps the day. The hour stem always comes from
 *   the next day (五鼠遁 on the following day's stem), the 子 hour belonging to the coming day.
 * - Day count: 甲子 day index = (JDN + 49) mod 60 (JDN 2451545 = 2000-01-01 is 戊午, index 54).
 */
import { civilFromJulianDay, formatDate, formatTime, type CivilDate, type CivilTime } from '@/core/time'
import { inputError } from '@/core/errors'
import { ganZhiAt, ganZhiOf, hourBranch, yinMonthStem, ziHourStem, BRANCH_NAMES, type GanZhi } from '../common/ganzhi'
import { LIBRARY_UTC_OFFSET_HOURS } from './lunar-adapter'
import { timeBasisShift, type LocalTimeShift, type SolarTimeBasis } from './solar-time'
import { checkYear, civilToSecond, formatCivil, roundJdToSecond, termAtOrBefore, type TermInstant } from './terms'

export type JieqiType = 'exact' | 'day'

export interface PillarSettings {
  /** 23:00–24:00 starts the next day (true) or keeps the day (false, 夜子时). */
  nextDayZiShi: boolean
  /** 'exact': year/month pillars change at the term instant; 'day': at 00:00 (UTC+8) of the term's day. */
  jieqiType: JieqiType
  /** time basis of the day and hour pillars */
  solarTime: SolarTimeBasis
}

export const DEFAULT_PILLAR_SETTINGS: PillarSettings = { nextDayZiShi: false, jieqiType: 'exact', solarTime: 'clock' }

export interface Moment {
  jdUT: number
  /** standard zone offset (hours east), summer time removed */
  zoneOffsetHours: number
  /** east positive; required for 'mean' and 'true' */
  lngDeg?: number
}

export interface Pillar extends GanZhi {
  /** which rule produced the pillar */
  rule: string
}

export interface FourPillars {
  year: Pillar
  month: Pillar
  day: Pillar
  hour: Pillar
  /** the 节 that opened the month (its instant decides year and month) */
  monthTerm: TermInstant
  /** pillar year number (Gregorian year whose 立春 opened it) */
  pillarYear: number
  /** local time of the basis used for the day and hour, and how it was obtained */
  basis: LocalTimeShift & { localTime: string; clockTime: string; utc8Time: string }
  /** local civil date whose day pillar applies after the 子-hour rule */
  dayDate: CivilDate
  /** civil date of the birth on the clock (standard time, summer time removed) */
  clockDate: CivilDate
  lateZi: boolean
}

const DAY_INDEX_OFFSET = 49

/** 干支 of the day with a given julian day number. */
export function dayGanZhiOfJdn(jdn: number): GanZhi {
  return ganZhiAt(jdn + DAY_INDEX_OFFSET)
}

/** 干支 of the year numbered `pillarYear` (甲子 = 4 CE, 1984 …). */
export function yearGanZhi(pillarYear: number): GanZhi {
  return ganZhiAt(pillarYear - 4)
}

/** Month pillar from the year stem and the month branch (五虎遁). */
export function monthGanZhi(yearStem: number, monthBranch: number): GanZhi {
  const stem = (yinMonthStem(yearStem) + ((monthBranch - 2 + 12) % 12)) % 10
  return ganZhiOf(stem, monthBranch)
}

/** Hour pillar from the stem of the day the hour belongs to (五鼠遁). */
export function hourGanZhi(dayStemForHour: number, branch: number): GanZhi {
  return ganZhiOf((ziHourStem(dayStemForHour) + branch) % 10, branch)
}

function civilText(jd: number): { date: CivilDate; time: CivilTime; text: string } {
  const c = civilToSecond(jd)
  return { date: c, time: { hour: c.hour, minute: c.minute, second: c.second }, text: formatCivil(c) }
}

export function fourPillars(m: Moment, settings: PillarSettings = DEFAULT_PILLAR_SETTINGS): FourPillars {
  if (!Number.isFinite(m.jdUT)) inputError('bad_jd', 'jdUT 不是数字')
  if ((settings.solarTime === 'mean' || settings.solarTime === 'true') && !Number.isFinite(m.lngDeg)) {
    inputError('lng_required', '平太阳时或真太阳时需要出生地经度 lng')
  }
  if (m.lngDeg !== undefined && (m.lngDeg < -180 || m.lngDeg > 180)) inputError('bad_lng', `经度应在 -180–180 之间：${m.lngDeg}`)
  const utc8 = civilText(m.jdUT + LIBRARY_UTC_OFFSET_HOURS / 24)
  checkYear(utc8.date.year)

  // Year and month: the last 节 at (or, for 'day', on the day of) the instant.
  const probe = settings.jieqiType === 'exact' ? m.jdUT : nextUtc8MidnightUT(m.jdUT) - 1e-7
  const jie = termAtOrBefore(probe, true)
  const monthBranch = (jie.index / 2 + 1) % 12
  const pillarYear = jie.index >= 2 ? jie.year : jie.year - 1
  const yearGz = yearGanZhi(pillarYear)
  const monthGz = monthGanZhi(yearGz.stem, monthBranch)
  const when = settings.jieqiType === 'exact' ? '交节时刻' : '交节当日（北京时间 0 时起）'

  // Day and hour: local time of the chosen basis.
  const shift = timeBasisShift(m.jdUT, settings.solarTime, m.zoneOffsetHours, m.lngDeg)
  const local = civilText(m.jdUT + shift.offsetHours / 24)
  const clock = civilText(m.jdUT + m.zoneOffsetHours / 24)
  const localJdn = Math.floor(roundJdToSecond(m.jdUT + shift.offsetHours / 24) + 0.5)
  const lateZi = local.time.hour === 23
  const dayJdn = lateZi && settings.nextDayZiShi ? localJdn + 1 : localJdn
  const hourDayJdn = lateZi ? localJdn + 1 : localJdn
  const dayGz = dayGanZhiOfJdn(dayJdn)
  const branch = hourBranch(local.time.hour)
  const hourGz = hourGanZhi(dayGanZhiOfJdn(hourDayJdn).stem, branch)
  const dayDate = civilFromJulianDay(dayJdn)

  return {
    year: {
      ...yearGz,
      rule: `年柱以立春为界（${when}）：${jie.index >= 2 ? '已过' : '未过'}${pillarYear + (jie.index >= 2 ? 0 : 1)}年立春，干支纪年 ${pillarYear} 年`,
    },
    month: {
      ...monthGz,
      rule: `月柱以节为界（${when}）：${jie.name} ${jie.timeUtc8}（北京时间）起${BRANCH_NAMES[monthBranch]}月；月干由年干五虎遁得出`,
    },
    day: {
      ...dayGz,
      rule: lateZi
        ? settings.nextDayZiShi
          ? '23 时后为子时，按“子时换日”取次日日柱'
          : '23 时后为夜子时，日柱仍取当日（不换日）'
        : `日柱按${shift.rule}的日期 ${formatDate(dayDate)} 取`,
    },
    hour: {
      ...hourGz,
      rule: `时支由${shift.basis === 'clock' ? '钟表时' : shift.basis === 'mean' ? '平太阳时' : '真太阳时'} ${formatTime(local.time)} 定；时干由${lateZi ? '次日' : '当日'}日干五鼠遁得出`,
    },
    monthTerm: jie,
    pillarYear,
    basis: { ...shift, localTime: local.text, clockTime: clock.text, utc8Time: utc8.text },
    dayDate: { year: dayDate.year, month: dayDate.month, day: dayDate.day },
    clockDate: { year: clock.date.year, month: clock.date.month, day: clock.date.day },
    lateZi,
  }
}

/** UT julian day of the next 00:00 in UTC+8 after an instant. */
function nextUtc8MidnightUT(jdUT: number): number {
  const local = jdUT + LIBRARY_UTC_OFFSET_HOURS / 24
  return Math.floor(local + 0.5) + 0.5 - LIBRARY_UTC_OFFSET_HOURS / 24
}
