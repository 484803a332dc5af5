/** 月禽: the 宿 of a 节 month from the 年禽 by the 演禽 rule of the chosen school. Pure. */
import { formatDate, validateDate, type CivilDate } from '@/core/time'
import { termsOfYear } from '../calendar'
import { xiu28Info, yearXiu, type Xiu28Info } from './mansions'
import { MONTH_QIN_FIRST, XIU28, type MonthQinRule } from './tables'

/**
 * The 节 month of a civil date, 1 = 寅 month (from 立春) … 12 = 丑 month (from 小寒), each opened on the civil day
 * (Beijing time) of its 节, as the almanac counts, the same way ganZhiYearOf opens the year.
 */
export function jieMonthOf(d: CivilDate): number {
  validateDate(d)
  const iso = formatDate(d)
  // The twelve 节 of the Gregorian year: 小寒, 立春, 惊蛰 … 大雪.
  const jie = termsOfYear(d.year).filter((t) => t.isJie)
  let passed = -1
  jie.forEach((t, i) => {
    if (t.timeUtc8.slice(0, 10) <= iso) passed = i
  })
  if (passed === -1) return 11 // before 小寒: still the 子 month opened by last year's 大雪
  return passed === 0 ? 12 : passed
}

/** 月禽 of the `month`-th 节 month (1 = 寅) of a 干支 year. */
export function monthXiu(ganZhiYear: number, month: number, rule: MonthQinRule): Xiu28Info {
  const first = XIU28.indexOf(MONTH_QIN_FIRST[rule][yearXiu(ganZhiYear).qiYao])
  return xiu28Info(first + month - 1)
}
