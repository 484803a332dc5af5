/**
 * 大运, 流年, 流月, 小运, from the 起运 of ./qi-yun.ts.
 * Direction: 阳男阴女顺排，阴男阳女逆排 (by the year pillar's stem).
 */
import { civilToSecond, termsOfYear } from '../calendar/terms'
import { daysInMonth } from '@/core/time'
import { ganZhiAt, type GanZhi } from '../common/ganzhi'
import { monthGanZhi, yearGanZhi } from '../calendar/pillars'
import { qiYun, type AgeType, type QiYun, type QiYunMethod } from './qi-yun'

export * from './qi-yun'

const civilOf = (jd: number) => civilToSecond(jd)

export interface LiuYue {
  index: number
  ganZhi: string
  /** the 节 opening the month, UTC+8 */
  term: string
  termTime: string
}

/** 流月 of a 流年: 寅月 (立春) … 丑月 (next 小寒); stems by 五虎遁 on the year stem. */
export function liuYueOf(year: number): LiuYue[] {
  const yg = yearGanZhi(year)
  const terms = [...termsOfYear(year).filter((t) => t.isJie && t.index >= 2), termsOfYear(year + 1)[0]]
  return terms.map((t, i) => ({ index: i, ganZhi: monthGanZhi(yg.stem, (i + 2) % 12).name, term: t.name, termTime: t.timeUtc8 }))
}

export interface LiuNian {
  year: number
  ganZhi: string
  ageXu: number
  ageZhou: number
  /** 小运: hour pillar moved one step a year in the 大运 direction, 虚岁 n ↦ n steps */
  xiaoYun: string
  /** set (showLiuNianChangeYun) in the year a 大运 begins: the 交运 moment */
  changeYun?: string
}

export interface DaYun {
  index: number
  /** '' for the childhood span (童限) before the first 大运 */
  ganZhi: string
  startYear: number
  endYear: number
  startAge: number
  endAge: number
  startAgeXu: number
  startAgeZhou: number
  /** 交运 moment of this 大运 */
  startsAt: string
  liuNian: LiuNian[]
  rule: string
}

export interface YunResult {
  forward: boolean
  directionRule: string
  qiYun: QiYun
  ageType: AgeType
  childhood: DaYun
  list: DaYun[]
}

export function daYun(opts: {
  birthJdUT: number
  zoneOffsetHours: number
  sex: number
  yearPillar: GanZhi
  monthPillar: GanZhi
  hourPillar: GanZhi
  method: QiYunMethod
  ageType: AgeType
  count: number
  showLiuNianChangeYun: boolean
}): YunResult {
  const yangYear = opts.yearPillar.stem % 2 === 0
  const male = opts.sex === 1
  const forward = (yangYear && male) || (!yangYear && !male)
  const q = qiYun(opts.birthJdUT, opts.zoneOffsetHours, forward, opts.method)
  const birthYear = civilOf(opts.birthJdUT + opts.zoneOffsetHours / 24).year
  const step = forward ? 1 : -1
  const age = (xu: number, zhou: number) => (opts.ageType === 'xu' ? xu : zhou)
  const zhouOffset = q.startAgeXu - q.startAgeZhou
  const liuNian = (from: number, to: number, changeAt?: string): LiuNian[] => {
    const out: LiuNian[] = []
    for (let y = from; y <= to; y++) {
      const xu = y - birthYear + 1
      const entry: LiuNian = {
        year: y,
        ganZhi: yearGanZhi(y).name,
        ageXu: xu,
        ageZhou: xu - 1,
        xiaoYun: ganZhiAt(opts.hourPillar.index + step * xu).name,
      }
      if (opts.showLiuNianChangeYun && changeAt && y === from) entry.changeYun = changeAt
      out.push(entry)
    }
    return out
  }
  const startParts = q.startsAt.slice(4)
  const childhood: DaYun = {
    index: 0,
    ganZhi: '',
    startYear: birthYear,
    endYear: q.startYear - 1,
    startAge: age(1, 0),
    endAge: age(q.startYear - birthYear, q.startYear - birthYear - 1),
    startAgeXu: 1,
    startAgeZhou: 0,
    startsAt: '',
    liuNian: liuNian(birthYear, q.startYear - 1),
    rule: '起运之前为童限，行小运',
  }
  const list: DaYun[] = []
  for (let i = 1; i <= opts.count; i++) {
    const startYear = q.startYear + 10 * (i - 1)
    const xu = startYear - birthYear + 1
    const zhou = xu - zhouOffset
    const feb29 = startParts.startsWith('-02-29') && daysInMonth(startYear, 2) === 28
    const startsAt = `${String(startYear).padStart(4, '0')}${feb29 ? '-02-28' + startParts.slice(6) : startParts}`
    list.push({
      index: i,
      ganZhi: ganZhiAt(opts.monthPillar.index + step * i).name,
      startYear,
      endYear: startYear + 9,
      startAge: age(xu, zhou),
      endAge: age(xu + 9, zhou + 9),
      startAgeXu: xu,
      startAgeZhou: zhou,
      startsAt,
      liuNian: liuNian(startYear, startYear + 9, startsAt),
      rule: `月柱${opts.monthPillar.name}${forward ? '顺' : '逆'}推第 ${i} 步；每步十年`,
    })
  }
  return {
    forward,
    directionRule: `年干${yangYear ? '阳' : '阴'}、${male ? '男' : '女'}命：${forward ? '阳男阴女顺排' : '阴男阳女逆排'}`,
    qiYun: q,
    ageType: opts.ageType,
    childhood,
    list,
  }
}
