/**
 * 六爻 engine entry: obtain the lines (coins with a seeded Rng, tosses entered by hand, yang counts, raw line
 * values, numbers or time), take the day/month pillars from the time (or given 干支), and build the chart.
 */
import { inputError } from '@/core/errors'
import type { Rng } from '@/core/random'
import type { TimeInput } from '@/core/time'
import { parseGanZhi, type GanZhi } from '@/divination/common/ganzhi'
import { divinationMoment, type DivinationMoment } from '@/divination/yi/moment'
import type { TimeNumbers } from '@/divination/yi/numbers'
import { buildLiuyaoChart, validateLines, type LineValue, type LiuyaoChart } from './chart'
import {
  DEFAULT_COIN_SETTINGS,
  castByCoins,
  castByNumbers,
  castByTimeNumbers,
  lineFromYangCount,
  linesFromTosses,
  type CoinSettings,
  type CoinSide,
  type CoinToss,
} from './cast'

export * from './chart'
export * from './cast'
export * from './najia'

export type LiuyaoMethod = 'coins' | 'tosses' | 'yangCounts' | 'lines' | 'numbers' | 'time'

export interface LiuyaoCastInput {
  method: LiuyaoMethod
  /** When the cast is made: gives the day and month pillars (and, for method "time", the time numbers). */
  time?: TimeInput & { birthZone?: number }
  /** Override or replace the time: day pillar, e.g. "甲子" (required when no time is given). */
  dayGanZhi?: string
  monthGanZhi?: string
  /** true: 23:00–24:00 belongs to the next day (day pillar, lunar date). */
  nextDayZiShi?: boolean
  coinSettings?: CoinSettings
  /** method "tosses": six tosses of three coins, bottom first. */
  tosses?: readonly (readonly CoinSide[])[]
  /** method "yangCounts": how many coins showed the yang side, per line, bottom first. */
  yangCounts?: readonly number[]
  /** method "lines": 6/7/8/9 per line, bottom first. */
  lines?: readonly number[]
  /** method "numbers": [上卦数, 下卦数] or [上卦数, 下卦数, 动爻数]. */
  numbers?: readonly number[]
  /** method "time" without a clock time: the time numbers directly. */
  timeNumbers?: TimeNumbers
}

export interface LiuyaoCast {
  method: LiuyaoMethod
  lines: LineValue[]
  tosses?: CoinToss[] | CoinSide[][]
  numbers?: number[]
  timeNumbers?: TimeNumbers
  coinSettings: CoinSettings
  /** Local time and lunar data of the cast, when a time was given. */
  moment: Pick<DivinationMoment, 'local' | 'lunarMonth' | 'lunarDay' | 'lunarLeapMonth' | 'yearGanZhi'> | null
  chart: LiuyaoChart
}

function pillars(input: LiuyaoCastInput): { day: GanZhi; month: GanZhi | null; moment: DivinationMoment | null } {
  const moment = input.time ? divinationMoment(input.time, { nextDayZiShi: input.nextDayZiShi }) : null
  const day = input.dayGanZhi ? parseGanZhi(input.dayGanZhi) : moment?.dayGanZhi
  if (!day) inputError('missing_day', '需要起卦时间（date/time 或 jdUT），或日柱 dayGanZhi')
  const month = input.monthGanZhi ? parseGanZhi(input.monthGanZhi) : (moment?.monthGanZhi ?? null)
  return { day, month, moment }
}

/** Casts a 六爻. Method "coins" needs `rng` (create it from a stored seed so the cast replays). */
export function castLiuyao(input: LiuyaoCastInput, rng?: Rng): LiuyaoCast {
  const coinSettings = input.coinSettings ?? DEFAULT_COIN_SETTINGS
  if (coinSettings.yangSide !== 'back' && coinSettings.yangSide !== 'face') inputError('bad_setting', 'yangSide 应为 back 或 face')
  const { day, month, moment } = pillars(input)
  let lines: LineValue[]
  const extra: Partial<LiuyaoCast> = {}
  switch (input.method) {
    case 'coins': {
      if (!rng) inputError('missing_seed', '掷币起卦需要随机种子 seed')
      const c = castByCoins(rng, coinSettings)
      lines = c.lines
      extra.tosses = c.tosses
      break
    }
    case 'tosses':
      lines = linesFromTosses(input.tosses ?? [], coinSettings)
      extra.tosses = (input.tosses ?? []).map((t) => [...t])
      break
    case 'yangCounts':
      if (!Array.isArray(input.yangCounts) || input.yangCounts.length !== 6) inputError('bad_toss', 'yangCounts 需要 6 个 0–3 的整数')
      lines = input.yangCounts.map(lineFromYangCount)
      break
    case 'lines':
      lines = validateLines(input.lines)
      break
    case 'numbers': {
      const c = castByNumbers(input.numbers ?? [])
      lines = c.lines
      extra.numbers = [...(input.numbers ?? [])]
      break
    }
    case 'time': {
      const t: TimeNumbers | undefined =
        input.timeNumbers ??
        (moment ? { year: moment.lunarYearBranch + 1, month: moment.lunarMonth, day: moment.lunarDay, hour: moment.hourBranch + 1 } : undefined)
      if (!t) inputError('missing_time', '时间起卦需要起卦时间或 timeNumbers')
      lines = castByTimeNumbers(t).lines
      extra.timeNumbers = t
      break
    }
    default:
      inputError('bad_method', `未知起卦方式：${String(input.method)}`)
  }
  return {
    method: input.method,
    lines,
    ...extra,
    coinSettings,
    moment: moment
      ? {
          local: moment.local,
          lunarMonth: moment.lunarMonth,
          lunarDay: moment.lunarDay,
          lunarLeapMonth: moment.lunarLeapMonth,
          yearGanZhi: moment.yearGanZhi,
        }
      : null,
    chart: buildLiuyaoChart({ lines, dayGanZhi: day, monthGanZhi: month }),
  }
}
