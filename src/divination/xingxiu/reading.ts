/**
 * One 二十八宿 reading: a day's 值宿, 月禽 and 年禽, and for up to two births their natal 宿 (宿曜经 calendar rule or
 * the Moon's 宿) and the 三九 relationship.
 */
import { formatDate, type CivilDate } from '@/core/time'
import { dayXiu, ganZhiYearOf, natalXiu, sanjiuRelation, yearXiu, type NatalXiu, type SanjiuRelation, type Xiu28Info } from './mansions'
import { jieMonthOf, monthXiu } from './month'
import type { MoonXiu } from './moon'
import { defaultXingxiuSettings, type XingxiuSettings } from './settings'
import type { Xiu27 } from './tables'

export interface XingxiuBirth {
  date: CivilDate
  /** The Moon's 宿 at the birth moment (moon.ts); needed by the 'moon' method. */
  moon?: MoonXiu | null
}

export interface XingxiuPerson {
  date: string
  /** 宿曜经 natal 宿 (27 宿, by the lunar date of the birth day). */
  natal: NatalXiu
  /** The Moon's 宿, when it was computed. */
  moon: MoonXiu | null
  /** The natal 宿 the relationship counts from, by the chosen method. */
  natalName: Xiu27
  /** The almanac's 值日宿 of the birth day (28 宿). */
  birthDayXiu: Xiu28Info
}

export interface XingxiuReading {
  date: string
  settings: XingxiuSettings
  day: Xiu28Info
  ganZhiYear: number
  year: Xiu28Info
  /** 节 month, 1 = 寅 … 12 = 丑, and its 月禽. */
  monthNumber: number
  month: Xiu28Info
  first: XingxiuPerson | null
  second: XingxiuPerson | null
  /** Relationship of the two natal 宿 (first person's view); null unless both births are given. */
  relation: SanjiuRelation | null
}

function personOf(b: XingxiuBirth, settings: XingxiuSettings): XingxiuPerson {
  const natal = natalXiu(b.date)
  const moon = b.moon ?? null
  const natalName = settings.natalMethod === 'moon' && moon ? moon.sukuyo : natal.name
  return { date: formatDate(b.date), natal, moon, natalName, birthDayXiu: dayXiu(b.date) }
}

export function xingxiuReading(input: { date: CivilDate; first?: XingxiuBirth; second?: XingxiuBirth; settings?: XingxiuSettings }): XingxiuReading {
  const settings = input.settings ?? defaultXingxiuSettings
  const ganZhiYear = ganZhiYearOf(input.date)
  const monthNumber = jieMonthOf(input.date)
  const first = input.first ? personOf(input.first, settings) : null
  const second = input.second ? personOf(input.second, settings) : null
  return {
    date: formatDate(input.date),
    settings,
    day: dayXiu(input.date),
    ganZhiYear,
    year: yearXiu(ganZhiYear),
    monthNumber,
    month: monthXiu(ganZhiYear, monthNumber, settings.monthRule),
    first,
    second,
    relation: first && second ? sanjiuRelation(first.natalName, second.natalName) : null,
  }
}
