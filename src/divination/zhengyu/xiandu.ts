/**
 * 限度 (行限): the life periods of a 七政 chart through the twelve palaces, from 命宫 onward, and the 度 the 限 has
 * reached at a given age. 《果老星宗》 论行限度要诀 and 《星学大成》 限度 (in our words): the 限 starts at 命度 and
 * walks the palaces 命宫 → 相貌 → 福德 → 官禄 → 迁移 → 疾厄 → 夫妻 → 奴仆 → 男女 → 田宅 → 兄弟 → 财帛 (the 十二宫
 * taken in reverse, one branch forward each time: 戌 → 亥 …, against the order of the signs), each palace for its
 * fixed years (100½ in all).
 */
import { normDeg } from '@/astro/zodiac'
import { xiuOf, type ZhengyuChart } from './chart'
import { palaceWidthDeg } from './palace-frame'
import { BRANCHES, PALACE_NAMES, type Branch } from './tables'

type PalaceName = (typeof PALACE_NAMES)[number]

/**
 * Years per palace in the order the 限 walks them: 「命宫十五年，相貌十年，福德十一年，官禄十五年，迁移八年，疾厄七年，
 * 夫妻十一年，奴仆、男女、田宅各四年半，兄弟、财帛各五年」, one hundred years (《星学大成》 限度, 《果老星宗》 行限).
 */
export const XIANDU_YEARS = [
  ['命宫', 15],
  ['相貌', 10],
  ['福德', 11],
  ['官禄', 15],
  ['迁移', 8],
  ['疾厄', 7],
  ['夫妻', 11],
  ['奴仆', 4.5],
  ['男女', 4.5],
  ['田宅', 4.5],
  ['兄弟', 5],
  ['财帛', 5],
] as const satisfies readonly (readonly [PalaceName, number])[]

/** 童限: the years the 限 rests on 命度 before it walks, under the 三度一年 reading (「十岁童限」). */
export const TONG_XIAN_YEARS = 10
/** 「三度为一年」: degrees of 命宫 the 限 walks per year under the 三度一年 reading. */
export const SAN_DU_DEG_PER_YEAR = 3
/** Length of a year of age in days (the Gregorian mean year). */
export const AGE_YEAR_DAYS = 365.2425

export type XianduMingYears = 'table' | 'sanDu'

export interface XianduPeriod {
  palace: PalaceName
  branch: Branch
  startAge: number
  endAge: number
  /** Longitudes the 限 walks from and to in this palace (decreasing). */
  fromLonDeg: number
  toLonDeg: number
}

export interface XianduNow {
  ageYears: number
  index: number
  lonDeg: number
  xiu: string
  xiuDeg: number
}

export interface Xiandu {
  mingYears: XianduMingYears
  periods: XianduPeriod[]
  /** The period and 度 at `atJdUT`; null before birth or past the last period. */
  current: XianduNow | null
}

/** Degrees of 命宫 from 命度 back to the palace's edge toward 相貌 (the 限 walks toward lower longitudes). */
function mingArcDeg(chart: ZhengyuChart): number {
  return normDeg(chart.mingDu.lonDeg - chart.palaceStarts[chart.mingGong])
}

/**
 * 命宫's years: 'table' fifteen as in XIANDU_YEARS; 'sanDu' the 童限 ten years plus the degrees from 命度 to the
 * palace edge at three degrees a year (《果老星宗》 定行限度分秒诀: 「三度为一年」).
 */
export function mingPalaceYears(chart: ZhengyuChart, mingYears: XianduMingYears): number {
  return mingYears === 'table' ? XIANDU_YEARS[0][1] : TONG_XIAN_YEARS + mingArcDeg(chart) / SAN_DU_DEG_PER_YEAR
}

export function xianduPeriods(chart: ZhengyuChart, mingYears: XianduMingYears): XianduPeriod[] {
  const ming = BRANCHES.indexOf(chart.mingGong)
  let age = 0
  return XIANDU_YEARS.map(([palace, tableYears], j) => {
    const branch = BRANCHES[(ming + j) % 12]
    const years = j === 0 ? mingPalaceYears(chart, mingYears) : tableYears
    const start = chart.palaceStarts[branch]
    const period = {
      palace,
      branch,
      startAge: age,
      endAge: age + years,
      fromLonDeg: j === 0 ? normDeg(chart.mingDu.lonDeg) : normDeg(start + palaceWidthDeg(branch, chart.palaceStarts)),
      toLonDeg: start,
    }
    age += years
    return period
  })
}

/** Where the 限 stands at an age: evenly through each palace; under 'sanDu' it rests on 命度 for the 童限 years. */
export function xianduLonAt(period: XianduPeriod, index: number, ageYears: number, mingYears: XianduMingYears): number {
  const arc = normDeg(period.fromLonDeg - period.toLonDeg)
  if (index === 0 && mingYears === 'sanDu') {
    const walked = Math.max(0, ageYears - TONG_XIAN_YEARS) * SAN_DU_DEG_PER_YEAR
    return normDeg(period.fromLonDeg - Math.min(walked, arc))
  }
  const frac = (ageYears - period.startAge) / (period.endAge - period.startAge)
  return normDeg(period.fromLonDeg - frac * arc)
}

export function zhengyuXiandu(chart: ZhengyuChart, atJdUT: number, mingYears: XianduMingYears): Xiandu {
  const periods = xianduPeriods(chart, mingYears)
  const ageYears = (atJdUT - chart.jdUT) / AGE_YEAR_DAYS
  const index = periods.findIndex((p) => ageYears >= p.startAge && ageYears < p.endAge)
  if (index < 0) return { mingYears, periods, current: null }
  const lonDeg = xianduLonAt(periods[index], index, ageYears, mingYears)
  return { mingYears, periods, current: { ageYears, index, lonDeg, ...xiuOf(lonDeg, chart.xiuStarts) } }
}
