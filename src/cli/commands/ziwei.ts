/** Engine CLI: `ziwei` (DESIGN.md §3). */
import { inputError } from '@/core/errors'
import { computeZiwei, computeZiweiLayers, type ZiweiInput, type ZiweiSettings } from '@/divination/ziwei'
import type { CommandTable } from '../registry'

const SETTING_KEYS = ['yearBoundary', 'leapMonth', 'lateZi', 'mingZhuRule', 'siHuaTable', 'siHuaCustom', 'starSet'] as const

function sexOf(v: unknown): 0 | 1 {
  if (v === 1 || v === '1' || v === '男' || v === 'male') return 1
  if (v === 0 || v === '0' || v === '女' || v === 'female') return 0
  inputError('bad_sex', `sex 应为 1（男）或 0（女）：${String(v)}`)
}

/** The birth fields of a command input (time as DESIGN §3, or a lunar date + 时辰 index) and the sex. */
export function birthInputOf(input: Record<string, unknown>): ZiweiInput {
  return {
    sex: sexOf(input.sex ?? input.gender),
    date: input.date as string | undefined,
    time: input.time as string | undefined,
    birthZone: input.birthZone as number | undefined,
    summer: input.summer as number | undefined,
    jdUT: input.jdUT as number | undefined,
    lunarDate: input.lunarDate as ZiweiInput['lunarDate'],
    timeIndex: input.timeIndex as number | undefined,
  }
}

function run(input: Record<string, unknown>) {
  const settings: Record<string, unknown> = { ...((input.settings as Record<string, unknown> | undefined) ?? {}) }
  for (const k of SETTING_KEYS) if (input[k] !== undefined) settings[k] = input[k]
  const birth = birthInputOf(input)
  const chart = computeZiwei(birth, settings as Partial<ZiweiSettings>)
  // Palaces in the traditional order starting at 寅 (正月建寅), each with its branch.
  const palaces = [...chart.palaces.slice(2), ...chart.palaces.slice(0, 2)].map((p) => ({
    name: p.name,
    branch: p.branch,
    ganZhi: p.ganZhi,
    isShenGong: p.isShenGong,
    majorStars: p.majorStars.map((s) => s.name),
    minorStars: p.minorStars.map((s) => s.name),
    adjectiveStars: p.adjectiveStars.map((s) => s.name),
    brightness: Object.fromEntries([...p.majorStars, ...p.minorStars].filter((s) => s.brightness).map((s) => [s.name, s.brightness])),
    mutagens: p.mutagens,
    decadal: [p.decadal.startAge, p.decadal.endAge],
    xiaoXianAges: p.xiaoXianAges.slice(0, 10),
    changSheng: p.changSheng,
    boShi: p.boShi,
    jiangQian: p.jiangQian,
    suiQian: p.suiQian,
  }))
  const out: Record<string, unknown> = {
    settings: chart.settings,
    birth: chart.birth,
    mingGong: chart.mingGong,
    shenGong: chart.shenGong,
    fiveElementsClass: chart.fiveElementsClass,
    mingZhu: chart.mingZhu,
    shenZhu: chart.shenZhu,
    birthYearSiHua: chart.birthYearSiHua,
    palaces,
  }
  if (input.target !== undefined) {
    if (typeof input.target !== 'object' || input.target === null) inputError('bad_target', 'target 应为 {date, time} 或 {date, timeIndex}')
    out.layers = computeZiweiLayers(chart, input.target as Parameters<typeof computeZiweiLayers>[1])
  }
  return out
}

export const commands: CommandTable = {
  ziwei: {
    summary: '紫微斗数命盘（命宫、身宫、五行局、十二宫星曜、四化、大限；可选 target 求运限）',
    example: `npm run -s engine -- ziwei '{"date":"2000-08-16","time":"04:00","birthZone":-8,"sex":0,"target":{"date":"2024-05-01","time":"10:00"}}'`,
    run,
  },
}
