/**
 * The 13-Moon calendar of one year (26 July … 25 July): 13 moons × 28 days, the Day Out of Time, and 29 February
 * (0.0 Hunab Ku) shown beside its moon without a day number.
 */
import { inputError } from '@/core/errors'
import { daysInMonth, formatDate, type CivilDate } from '@/core/time'
import { kinOfDate } from './chart'
import type { LeapDayRule } from './settings'
import { MOON_DAYS, YEAR_START } from './tables'

export interface MoonDay {
  date: string
  /** 1–28; null for 29 February. */
  day: number | null
  kin: number
}

export interface Moon {
  moon: number
  days: MoonDay[]
  /** 29 February when it falls in this moon (not counted, it takes a neighbour's kin by the leapDay rule). */
  hunabKu: MoonDay | null
}

function nextDay(d: CivilDate): CivilDate {
  if (d.day < daysInMonth(d.year, d.month)) return { ...d, day: d.day + 1 }
  if (d.month < 12) return { year: d.year, month: d.month + 1, day: 1 }
  return { year: d.year + 1, month: 1, day: 1 }
}

/** The thirteen moons of the year that starts on 26 July of startYear, and its Day Out of Time. */
export function thirteenMoonYear(startYear: number, leapDay: LeapDayRule = 'asFeb28'): { startYear: number; moons: Moon[]; dayOutOfTime: MoonDay } {
  if (!Number.isInteger(startYear) || startYear < 1583 || startYear > 9998)
    inputError('out_of_range', `13 月亮历的起始年应在 1583–9998 之间：${startYear}`)
  const moons: Moon[] = []
  let d: CivilDate = { year: startYear, ...YEAR_START }
  for (let moon = 1; moon <= 13; moon++) {
    const days: MoonDay[] = []
    let hunabKu: MoonDay | null = null
    while (days.length < MOON_DAYS) {
      const entry = { date: formatDate(d), day: days.length + 1, kin: kinOfDate(d, leapDay) }
      if (d.month === 2 && d.day === 29) hunabKu = { ...entry, day: null }
      else days.push(entry)
      d = nextDay(d)
    }
    moons.push({ moon, days, hunabKu })
  }
  return { startYear, moons, dayOutOfTime: { date: formatDate(d), day: null, kin: kinOfDate(d, leapDay) } }
}
