/** Engine CLI: `bazi`, `ziping`, `calendar`, `zeri` (DESIGN.md §3). */
import { inputError } from '@/core/errors'
import { parseDate } from '@/core/time'
import { baziChart, baziSummary, type BaziInput } from '@/divination/bazi'
import { calendarDay, calendarMonth, lunarToSolar, solarToLunar } from '@/divination/calendar'
import { ziping } from '@/divination/ziping'
import { zeri, type ZeriProfile } from '@/divination/zeri'
import type { CommandTable } from '../registry'

const SETTING_KEYS = [
  'nextDayZiShi',
  'jieqiType',
  'isDelta',
  'isMean',
  'solarTime',
  'shenshaLevel',
  'cangganType',
  'qiYunMethod',
  'ageType',
  'mingType',
  'mingZhi',
  'shenType',
  'shenZhi',
  'showLiuNianChangeYun',
  'daYunCount',
  'show',
] as const

function sexOf(v: unknown): 0 | 1 {
  if (v === undefined || v === 1 || v === '1' || v === '男' || v === 'male') return 1
  if (v === 0 || v === '0' || v === '女' || v === 'female') return 0
  return inputError('bad_sex', `sex 应为 1（男）或 0（女）：${String(v)}`)
}

function chartOf(input: Record<string, unknown>) {
  const settings: Record<string, unknown> = { ...((input.settings as Record<string, unknown> | undefined) ?? {}) }
  for (const k of SETTING_KEYS) if (input[k] !== undefined) settings[k] = input[k]
  const birth = { ...input, sex: sexOf(input.sex ?? input.gender) } as BaziInput
  return baziChart(birth, settings)
}

function profileOf(p: unknown, i: number): ZeriProfile {
  if (typeof p !== 'object' || p === null) return inputError('bad_profiles', `profiles[${i}] 应为对象`)
  const o = p as Record<string, unknown>
  if (typeof o.yearPillar === 'string' && typeof o.dayPillar === 'string')
    return { name: o.name as string | undefined, yearPillar: o.yearPillar, dayPillar: o.dayPillar }
  const c = chartOf(o)
  return { name: (o.name as string | undefined) ?? undefined, yearPillar: c.pillars.year.ganZhi, dayPillar: c.pillars.day.ganZhi }
}

export const commands: CommandTable = {
  bazi: {
    summary:
      'four pillars, 纳音, 十神, 藏干, 神煞, 命宫/身宫/胎元, 大运 with 起运 (solarTime clock|mean|true, qiYunMethod shichen|minute|second|yuanheng)',
    example: `npm run -s engine -- bazi '{"date":"2005-12-23","time":"08:37","birthZone":-8,"sex":1,"lng":116.4}'`,
    run: (input) => {
      const chart = chartOf(input)
      return { ...baziSummary(chart), chart }
    },
  },
  ziping: {
    summary: '子平 analysis: day-master strength, 格局, 用神 suggestions with reasoning (same input as bazi)',
    example: `npm run -s engine -- ziping '{"date":"1990-03-15","time":"10:30","birthZone":-8,"sex":1}'`,
    run: (input) => {
      const chart = chartOf(input)
      return { pillars: baziSummary(chart).pillars, ...ziping(chart) }
    },
  },
  calendar: {
    summary:
      'a calendar day (lunar date, 干支, terms, festivals, 宜忌, 建除, 黄道, 星宿, 冲煞, 彭祖, 方位); {year,month} for a month grid; {lunar:{year,month,day,isLeap}} converts',
    example: `npm run -s engine -- calendar '{"date":"2024-02-10"}'`,
    run: (input) => {
      if (input.lunar !== undefined) {
        const l = input.lunar as { year: number; month: number; day: number; isLeap?: boolean }
        if (typeof l !== 'object' || l === null) inputError('bad_lunar_date', 'lunar 应为 {year, month, day, isLeap}')
        const solar = lunarToSolar({ year: Number(l.year), month: Number(l.month), day: Number(l.day), isLeap: Boolean(l.isLeap) })
        return { solar, day: calendarDay(solar) }
      }
      if (input.date === undefined && input.year !== undefined && input.month !== undefined)
        return calendarMonth(Number(input.year), Number(input.month))
      if (typeof input.date !== 'string') inputError('bad_date', '需要 date（yyyy-MM-dd），或 year + month，或 lunar')
      const d = parseDate(input.date)
      return { ...calendarDay(d), lunarDate: solarToLunar(d) }
    },
  },
  zeri: {
    summary: 'days in a range (≤ 366) that suit an activity and do not clash with one or two profiles (pillars or births)',
    example: `npm run -s engine -- zeri '{"activity":"嫁娶","from":"2025-06-01","to":"2025-06-30","profiles":[{"yearPillar":"庚午","dayPillar":"己卯"}]}'`,
    run: (input) => {
      const profiles = Array.isArray(input.profiles)
        ? input.profiles.map(profileOf)
        : input.profiles === undefined
          ? []
          : inputError('bad_profiles', 'profiles 应为数组')
      return zeri({
        activity: input.activity as string,
        from: input.from as string,
        to: input.to as string,
        profiles,
        withRejected: Boolean(input.withRejected),
      })
    },
  },
}
