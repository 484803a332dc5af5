/**
 * 积数: the accumulated count a 局 is read from. Constants as in the kintaiyi library (kintaiyi.py `accnum`):
 * - 年计: 积年 = school constant + the 干支 year (立春 opens the year);
 * - 月计: 积月 = (积年 − 1) × 12 + 2 + month (寅月 = 1 … 丑月 = 12): whole years, then 子 and 丑 months, then the month;
 * - 日计: 积日 = the school's count on 1900-06-19 + days since;
 * - 时计: 积时 = (积日 − 1) × 12 + hour (子 = 1 …), 积日 counted from 1900-12-21, 23:00 as the next day's 子.
 */
import type { TaiyiMode, TaiyiSchool } from './settings'

/** 积年 of the year 0 (so 积年 = constant + 公元年). 淘金 is 统宗 + 60 (see settings). */
export const YEAR_EPOCH: Record<TaiyiSchool, number> = { tongzong: 10153917, jinjing: 1936557, taojin: 10153977 }

/** 日计: 积日 on 1900-06-19 (julian day number 2415190). */
const DAY_EPOCH: Record<TaiyiSchool, number> = { tongzong: 708011105, jinjing: 708010920, taojin: 697857188 }
const DAY_EPOCH_JDN = 2415190

/** 时计: 积日 on 1900-12-21 (julian day number 2415375) and the hour's own correction. */
const HOUR_EPOCH: Record<TaiyiSchool, { day: number; add: number }> = {
  tongzong: { day: 708011105, add: 1 },
  jinjing: { day: 697857188, add: -11 },
  taojin: { day: 697857188, add: 1 },
}
const HOUR_EPOCH_JDN = 2415375

export interface CountInput {
  /** 干支 year (the Gregorian year whose 立春 opened it) */
  pillarYear: number
  /** month branch (子 0 … 亥 11) */
  monthBranch: number
  /** julian day number of the civil day (23:00 belongs to the next day) */
  dayJdn: number
  /** hour branch (子 0 … 亥 11) */
  hourBranch: number
}

export interface TaiyiCount {
  /** 积年, 积月, 积日 or 积时 */
  label: string
  value: number
}

export function accumulate(mode: TaiyiMode, school: TaiyiSchool, c: CountInput): TaiyiCount {
  const years = YEAR_EPOCH[school] + c.pillarYear
  if (mode === 'year') return { label: '积年', value: years }
  if (mode === 'month') return { label: '积月', value: (years - 1) * 12 + 2 + (((c.monthBranch - 2 + 12) % 12) + 1) }
  if (mode === 'day') return { label: '积日', value: DAY_EPOCH[school] + c.dayJdn - DAY_EPOCH_JDN }
  const e = HOUR_EPOCH[school]
  const days = e.day + c.dayJdn - HOUR_EPOCH_JDN
  return { label: '积时', value: (days - 1) * 12 + c.hourBranch + e.add }
}
