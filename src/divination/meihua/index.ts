/** 梅花易数 engine entry: by time (clock time → lunar numbers, or the numbers directly) or by numbers. */
import { inputError } from '@/core/errors'
import type { TimeInput } from '@/core/time'
import { divinationMoment } from '@/divination/yi/moment'
import type { TimeNumbers } from '@/divination/yi/numbers'
import { meihuaByNumbers, meihuaByTimeNumbers, type MeihuaResult } from './meihua'

export * from './meihua'

export interface MeihuaCastInput {
  method: 'time' | 'numbers'
  time?: TimeInput & { birthZone?: number }
  /** true: 23:00–24:00 counts as the next day's 子时 (lunar day advances). Default false. */
  nextDayZiShi?: boolean
  /** method "time" without a clock time: 年支数, 农历月, 农历日, 时支数. */
  timeNumbers?: TimeNumbers
  numbers?: readonly number[]
}

export interface MeihuaCast extends MeihuaResult {
  /** Lunar data of the cast time, when a clock time was given. */
  lunar?: { yearGanZhi: string; month: number; leapMonth: boolean; day: number; hourBranch: string }
}

const BRANCH_NAMES = '子丑寅卯辰巳午未申酉戌亥'

export function castMeihua(input: MeihuaCastInput): MeihuaCast {
  if (input.method === 'numbers') return meihuaByNumbers(input.numbers ?? [])
  if (input.method !== 'time') inputError('bad_method', `未知起卦方式：${String(input.method)}`)
  if (input.timeNumbers) return meihuaByTimeNumbers(input.timeNumbers)
  if (!input.time) inputError('missing_time', '时间起卦需要 date/time（或 jdUT），或 timeNumbers')
  const m = divinationMoment(input.time, { nextDayZiShi: input.nextDayZiShi ?? false })
  const r = meihuaByTimeNumbers({ year: m.lunarYearBranch + 1, month: m.lunarMonth, day: m.lunarDay, hour: m.hourBranch + 1 })
  return {
    ...r,
    lunar: { yearGanZhi: m.yearGanZhi, month: m.lunarMonth, leapMonth: m.lunarLeapMonth, day: m.lunarDay, hourBranch: BRANCH_NAMES[m.hourBranch] },
  }
}
