/** One 二十八宿 reading: a day's 值宿 and 年禽, and for up to two births their 宿曜经 宿 and the 三九 relationship. */
import { formatDate, type CivilDate } from '@/core/time'
import { dayXiu, ganZhiYearOf, natalXiu, sanjiuRelation, yearXiu, type NatalXiu, type SanjiuRelation, type Xiu28Info } from './mansions'

export interface XingxiuPerson {
  date: string
  /** 宿曜经 natal 宿 (27 宿, by the lunar date of the birth day). */
  natal: NatalXiu
  /** The almanac's 值日宿 of the birth day (28 宿). */
  birthDayXiu: Xiu28Info
}

export interface XingxiuReading {
  date: string
  day: Xiu28Info
  ganZhiYear: number
  year: Xiu28Info
  first: XingxiuPerson | null
  second: XingxiuPerson | null
  /** Relationship of the two natal 宿 (first person's view); null unless both births are given. */
  relation: SanjiuRelation | null
}

function personOf(d: CivilDate): XingxiuPerson {
  return { date: formatDate(d), natal: natalXiu(d), birthDayXiu: dayXiu(d) }
}

export function xingxiuReading(input: { date: CivilDate; first?: CivilDate; second?: CivilDate }): XingxiuReading {
  const ganZhiYear = ganZhiYearOf(input.date)
  const first = input.first ? personOf(input.first) : null
  const second = input.second ? personOf(input.second) : null
  return {
    date: formatDate(input.date),
    day: dayXiu(input.date),
    ganZhiYear,
    year: yearXiu(ganZhiYear),
    first,
    second,
    relation: first && second ? sanjiuRelation(first.natal.name, second.natal.name) : null,
  }
}
