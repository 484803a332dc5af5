/** Engine CLI: `cetian` (DESIGN.md §3 conventions): the 策天十八飛星 chart. */
import { inputError } from '@/core/errors'
import { computeCetian, type CetianSettings } from '@/divination/cetian'
import type { CommandTable } from '../registry'
import { birthInputOf } from './ziwei'

const SETTING_KEYS = ['miaoWangType', 'calcType', 'starCalcType', 'showXianStar', 'lateZi'] as const

function run(input: Record<string, unknown>) {
  const settings: Record<string, unknown> = {}
  for (const k of SETTING_KEYS) if (input[k] !== undefined) settings[k] = input[k]
  const birth = birthInputOf(input)
  if (input.target !== undefined && typeof input.target !== 'string') inputError('bad_target', 'target 应为 yyyy-MM-dd 日期')
  const chart = computeCetian(birth, settings as Partial<CetianSettings>, input.target ? { date: input.target as string } : undefined)
  // Palaces from 命宫 in palace order (each one branch back).
  const fromMing = chart.palaces.map((_, k) => chart.palaces[(chart.palaces.findIndex((p) => p.isMingGong) - k + 12) % 12])
  return {
    settings: chart.settings,
    birth: chart.birth,
    mingGong: chart.mingGong,
    shenGong: chart.shenGong,
    tianZhang: chart.tianZhang,
    palaces: fromMing.map((p) => ({
      name: p.name,
      branch: p.branch,
      isShenGong: p.isShenGong,
      stars: p.stars.map((s) => s.name),
      miaoWang: Object.fromEntries(p.stars.filter((s) => s.miaoWang).map((s) => [s.name, s.miaoWang])),
      daxian: { fromAge: p.daxian.fromAge, toAge: p.daxian.toAge, ...(p.daxian.xianStar ? { xianStar: p.daxian.xianStar } : {}) },
    })),
    ...(chart.current ? { current: { ...chart.current, branch: chart.palaces[chart.current.index].branch } } : {}),
    derivation: chart.derivation,
  }
}

export const commands: CommandTable = {
  cetian: {
    summary: '策天十八飞星（命宫、身宫、十二宫星曜与庙旺、大限与限星；可选 target 日期标出当前大限）',
    example: `npm run -s engine -- cetian '{"date":"1975-12-29","time":"20:00","birthZone":-8,"sex":1}'`,
    run,
  },
}
