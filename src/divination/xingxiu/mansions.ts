/** 值日宿, 年禽, the 宿曜经 natal 宿 and the 三九 relationship between two people. Pure. */
import { inputError } from '@/core/errors'
import { civilFromJulianDay, formatDate, julianDay, validateDate, type CivilDate } from '@/core/time'
import { solarToLunar, termsOfYear } from '../calendar'
import {
  DAY_ANCHOR,
  MONTH_FIRST_XIU,
  QI_YAO,
  SANJIU,
  XIU27,
  XIU28,
  XIU_ANIMALS,
  XIU_QUARTERS,
  YEAR_ANCHOR,
  type SanjiuName,
  type SanjiuPair,
  type Xiu27,
} from './tables'

const mod = (a: number, n: number) => ((a % n) + n) % n

export interface Xiu28Info {
  name: string
  /** 0 = 角 … 27 = 轸 */
  index: number
  /** 七曜 of the 宿: the weekday it rules. */
  qiYao: (typeof QI_YAO)[number]
  animal: (typeof XIU_ANIMALS)[number]
  /** e.g. 角木蛟 */
  fullName: string
  quarter: (typeof XIU_QUARTERS)[number]
}

export function xiu28Info(index: number): Xiu28Info {
  const i = mod(index, 28)
  const name = XIU28[i]
  return {
    name,
    index: i,
    qiYao: QI_YAO[i % 7],
    animal: XIU_ANIMALS[i],
    fullName: `${name}${QI_YAO[i % 7]}${XIU_ANIMALS[i]}`,
    quarter: XIU_QUARTERS[Math.floor(i / 7)],
  }
}

export function xiu28ByName(name: string): Xiu28Info {
  const i = XIU28.indexOf(name)
  if (i < 0) return inputError('bad_xiu', `不认识的宿名：${name}`)
  return xiu28Info(i)
}

/** Julian day number of a civil date (the day's noon). */
export function jdnOf(d: CivilDate): number {
  return Math.round(julianDay(d, 12))
}

/** 值日宿 of a civil date: the continuous 28-day cycle from DAY_ANCHOR. */
export function dayXiu(d: CivilDate): Xiu28Info {
  validateDate(d)
  return xiu28Info(jdnOf(d) - DAY_ANCHOR.jdn + DAY_ANCHOR.xiuIndex)
}

/** The first date on or after `from` whose 值日宿 is `name` (yyyy-MM-dd). */
export function nextXiuDay(name: string, from: CivilDate): string {
  const wait = mod(xiu28ByName(name).index - dayXiu(from).index, 28)
  const d = civilFromJulianDay(jdnOf(from) + wait)
  return formatDate({ year: d.year, month: d.month, day: d.day })
}

/** 年禽 of a 干支 year (the year opened by 立春 of that Gregorian year). */
export function yearXiu(ganZhiYear: number): Xiu28Info {
  return xiu28Info(ganZhiYear - YEAR_ANCHOR.year + YEAR_ANCHOR.xiuIndex)
}

/** The 干支 year a civil date belongs to: from the civil day of 立春 (Beijing time), as the almanac counts it. */
export function ganZhiYearOf(d: CivilDate): number {
  validateDate(d)
  const liChun = termsOfYear(d.year)[2].timeUtc8.slice(0, 10)
  const iso = `${String(d.year).padStart(4, '0')}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`
  return iso >= liChun ? d.year : d.year - 1
}

export interface NatalXiu {
  name: Xiu27
  /** 0 = 昴 … 26 = 胃 in the 宿曜经 order */
  index27: number
  lunar: { year: number; month: number; day: number; isLeap: boolean; text: string }
}

/** 宿曜经 natal 宿 of a lunar month and day: the month's first-day 宿, then one 宿 a day through the 27. */
export function natalXiuOfLunar(month: number, day: number): Xiu27 {
  if (!Number.isInteger(month) || month < 1 || month > 12) return inputError('bad_lunar_month', `农历月应为 1–12：${month}`)
  if (!Number.isInteger(day) || day < 1 || day > 30) return inputError('bad_lunar_day', `农历日应为 1–30：${day}`)
  const first = XIU27.indexOf(MONTH_FIRST_XIU[month - 1])
  return XIU27[(first + day - 1) % 27]
}

/** The lunar month and day pairs (days 1–30) whose 宿曜经 宿 is `name`, month by month. */
export function lunarDaysOfXiu27(name: Xiu27): { month: number; day: number }[] {
  const out: { month: number; day: number }[] = []
  for (let month = 1; month <= 12; month++) for (let day = 1; day <= 30; day++) if (natalXiuOfLunar(month, day) === name) out.push({ month, day })
  return out
}

/** 宿曜经 natal 宿 of a civil birth date (the lunar date of that civil day). */
export function natalXiu(d: CivilDate): NatalXiu {
  const l = solarToLunar(d)
  const name = natalXiuOfLunar(l.month, l.day)
  return { name, index27: XIU27.indexOf(name), lunar: { year: l.year, month: l.month, day: l.day, isLeap: l.isLeap, text: l.text } }
}

export interface SanjiuRelation {
  /** What the second person's 宿 is to the first's (命 荣 衰 安 危 成 坏 友 亲 业 胎). */
  ofSecond: SanjiuName
  /** What the first person's 宿 is to the second's. */
  ofFirst: SanjiuName
  pair: SanjiuPair
  /** Forward distance from the first 宿 to the second, 0–26 (the second is the (distance + 1)-th from the first). */
  distance: number
}

const PAIR_OF: Record<SanjiuName, SanjiuPair> = {
  命: '命',
  业: '业胎',
  胎: '业胎',
  荣: '荣亲',
  亲: '荣亲',
  衰: '友衰',
  友: '友衰',
  安: '安坏',
  坏: '安坏',
  危: '危成',
  成: '危成',
}

/** 三九 relationship of two 宿曜经 宿 (first person, second person). */
export function sanjiuRelation(first: Xiu27, second: Xiu27): SanjiuRelation {
  const a = XIU27.indexOf(first)
  const b = XIU27.indexOf(second)
  if (a < 0 || b < 0) return inputError('bad_xiu', `宿曜经 27 宿中没有：${a < 0 ? first : second}`)
  const distance = mod(b - a, 27)
  const ofSecond = SANJIU[distance]
  // From the second to the first: the distance back, the reverse count (27 - d).
  const ofFirst = SANJIU[mod(a - b, 27)]
  return { ofSecond, ofFirst, pair: PAIR_OF[ofSecond], distance }
}
