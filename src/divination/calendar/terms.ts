/**
 * The 24 solar terms (二十四节气) with their instants. Instants come from lunar-javascript's 寿星天文历 algorithm
 * (定气: the Sun's apparent longitude reaches a multiple of 15°), checked against Swiss Ephemeris in the golden tests.
 * Every instant is rounded to the whole second, the precision of published almanacs.
 */
import { civilFromJulianDay, formatDate, formatTime, type CivilDate, type CivilTime } from '@/core/time'
import { inputError } from '@/core/errors'
import { LIBRARY_UTC_OFFSET_HOURS, termJdUTsOfYear } from './lunar-adapter'

export { TERM_NAMES, type TermName } from './term-names'
import { TERM_NAMES, type TermName } from './term-names'

/** Supported Gregorian years for terms and pillars (the library is reliable from year 1 to 9999). */
export const MIN_YEAR = 1
export const MAX_YEAR = 9999

export interface TermInstant {
  /** 0 = 小寒 … 23 = 冬至 */
  index: number
  name: TermName
  /** 节 (month-opening term: 小寒, 立春, 惊蛰 …) rather than 中气 */
  isJie: boolean
  /** Sun's apparent ecliptic longitude at the term, degrees */
  sunLonDeg: number
  jdUT: number
  /** civil time of UTC+8, "yyyy-MM-dd HH:mm:ss" */
  timeUtc8: string
  year: number
}

/** Rounds a julian day to the whole second. */
export function roundJdToSecond(jd: number): number {
  return Math.round((jd + 0.5) * 86400) / 86400 - 0.5
}

/** Civil date and time of a julian day, rounded to the whole second (never 60 s). */
export function civilToSecond(jd: number): CivilDate & CivilTime {
  let jdn = Math.floor(jd + 0.5)
  let secs = Math.round((jd + 0.5 - jdn) * 86400)
  if (secs >= 86400) {
    jdn += 1
    secs -= 86400
  }
  const d = civilFromJulianDay(jdn)
  return { year: d.year, month: d.month, day: d.day, hour: Math.floor(secs / 3600), minute: Math.floor((secs % 3600) / 60), second: secs % 60 }
}

export function formatCivil(c: CivilDate & CivilTime): string {
  return `${formatDate(c)} ${formatTime(c, true)}`
}

export function formatJd(jd: number, utcOffsetHours: number): string {
  return formatCivil(civilToSecond(jd + utcOffsetHours / 24))
}

export function checkYear(year: number): void {
  if (!Number.isInteger(year) || year < MIN_YEAR || year > MAX_YEAR) {
    inputError('year_out_of_range', `年份应在 ${MIN_YEAR}–${MAX_YEAR} 之间：${year}`)
  }
}

const yearCache = new Map<number, TermInstant[]>()

/** The 24 terms of a Gregorian year. */
export function termsOfYear(year: number): TermInstant[] {
  checkYear(year)
  return termsOfYearUnchecked(year)
}

/** Also serves the years just outside the range (0 and 10000) that lookups near the ends need. */
function termsOfYearUnchecked(year: number): TermInstant[] {
  let list = yearCache.get(year)
  if (!list) {
    list = termJdUTsOfYear(year).map((jd, index) => {
      const jdUT = roundJdToSecond(jd)
      return {
        index,
        name: TERM_NAMES[index],
        isJie: index % 2 === 0,
        sunLonDeg: (285 + 15 * index) % 360,
        jdUT,
        timeUtc8: formatJd(jdUT, LIBRARY_UTC_OFFSET_HOURS),
        year,
      }
    })
    yearCache.set(year, list)
  }
  return list
}

/**
 * The last term at or before an instant (jieOnly: only 节). A birth at the very second of a term belongs to the
 * new term (the pillar changes at the instant).
 */
export function termAtOrBefore(jdUT: number, jieOnly: boolean): TermInstant {
  const year = civilFromJulianDay(jdUT + LIBRARY_UTC_OFFSET_HOURS / 24).year
  for (let y = year; y >= year - 1; y--) {
    if (y < MIN_YEAR - 1) break
    const list = termsOfYearUnchecked(y)
    for (let i = list.length - 1; i >= 0; i--) {
      const t = list[i]
      if ((!jieOnly || t.isJie) && t.jdUT <= jdUT + 1e-9) return t
    }
  }
  return inputError('year_out_of_range', '日期超出节气表范围')
}

/** The first term strictly after an instant (jieOnly: only 节). */
export function termAfter(jdUT: number, jieOnly: boolean): TermInstant {
  const year = civilFromJulianDay(jdUT + LIBRARY_UTC_OFFSET_HOURS / 24).year
  for (let y = year; y <= year + 1; y++) {
    if (y > MAX_YEAR + 1) break
    for (const t of termsOfYearUnchecked(y)) {
      if ((!jieOnly || t.isJie) && t.jdUT > jdUT + 1e-9) return t
    }
  }
  return inputError('year_out_of_range', '日期超出节气表范围')
}
