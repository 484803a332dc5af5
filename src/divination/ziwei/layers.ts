/**
 * 运限 layers for a chosen moment: 大限 (or 童限), 小限, 流年, 流月, 流日, 流时, each with its 命宫, 干支, 四化 and
 * moving stars (魁钺昌曲禄羊陀马鸾喜). Works from a computed chart alone, so a page can keep the chart and ask for
 * any date. Rules: 流年命宫 at the year branch; 斗君 (流月正月): 流年太岁逆数至生月，再顺数至生时;
 * 流日 from the 流月 palace counting 初一; 流时 from the 流日 palace counting 子时.
 */
import { inputError } from '@/core/errors'
import { BRANCH_NAMES, STEM_NAMES, yinMonthStem } from '@/divination/common/ganzhi'
import { calendarFacts, resolveMoment, type MomentInput } from './birth'
import { PALACE_NAMES_FROM_MING } from './chart'
import { STAR_NAMES, type StarId } from './data/stars'
import { SIHUA_TYPES } from './data/sihua'
import {
  CHILDHOOD_PALACES,
  FLOW_CHANG_QU_BY_STEM,
  KUI_YUE_BY_STEM,
  LUCUN_BY_STEM,
  hongLuan,
  jiangQian12,
  mod12,
  suiQian12,
  tianMa,
} from './placement'
import { siHuaTableOf } from './settings'
import type { LayerScope, ZiweiChart, ZiweiLayer, ZiweiLayers } from './types'

const PREFIX: Record<LayerScope, string> = { decadal: '运', xiaoXian: '', yearly: '流', monthly: '月', daily: '日', hourly: '时' }
const FLOW_STARS = ['魁', '钺', '昌', '曲', '禄', '羊', '陀', '马', '鸾', '喜'] as const

/** Moving stars of a layer stem and branch (魁钺 and 昌曲 by stem, 禄羊陀 by stem, 马鸾喜 by branch). */
export function flowStars(stem: number, branch: number, prefix: string): { name: string; palaceIndex: number }[] {
  const [kui, yue] = KUI_YUE_BY_STEM[stem]
  const [chang, qu] = FLOW_CHANG_QU_BY_STEM[stem]
  const lu = LUCUN_BY_STEM[stem]
  const luan = hongLuan(branch)
  const at = [kui, yue, chang, qu, lu, mod12(lu + 1), mod12(lu - 1), tianMa(branch), luan, mod12(luan + 6)]
  return FLOW_STARS.map((s, i) => ({ name: prefix + s, palaceIndex: at[i] }))
}

function starPositions(chart: ZiweiChart): Map<StarId, number> {
  const m = new Map<StarId, number>()
  for (const p of chart.palaces) for (const s of [...p.majorStars, ...p.minorStars]) m.set(s.id, p.index)
  return m
}

function layer(
  chart: ZiweiChart,
  pos: Map<StarId, number>,
  scope: LayerScope,
  label: string,
  palaceIndex: number,
  stem: number,
  branch: number,
): ZiweiLayer {
  const row = siHuaTableOf(chart.settings)[stem]
  return {
    scope,
    label,
    palaceIndex,
    stem: STEM_NAMES[stem],
    branch: BRANCH_NAMES[branch],
    ganZhi: STEM_NAMES[stem] + BRANCH_NAMES[branch],
    palaceNames: Array.from({ length: 12 }, (_, b) => PALACE_NAMES_FROM_MING[mod12(b - palaceIndex)]),
    siHua: row.map((id, i) => ({ type: SIHUA_TYPES[i], star: STAR_NAMES[id], palaceIndex: pos.get(id) ?? -1 })),
    stars: scope === 'xiaoXian' ? [] : flowStars(stem, branch, PREFIX[scope]),
  }
}

/** 流年 also carries 年解 (解神从戌上起子，逆数至流年太岁). */
function withNianJie(l: ZiweiLayer, yearBranch: number): ZiweiLayer {
  return { ...l, stars: [...l.stars, { name: '年解', palaceIndex: mod12(10 - yearBranch) }] }
}

/** All time layers of a chart at a target moment (same input forms as the birth: date + time, jdUT, or date + timeIndex). */
export function computeZiweiLayers(chart: ZiweiChart, target: MomentInput): ZiweiLayers {
  const t = calendarFacts(resolveMoment(target), chart.settings)
  const nominalAge = t.yearNumber - chart.birth.yearNumber + 1
  if (nominalAge < 1) inputError('bad_target', '流年日期早于出生年')
  if (nominalAge > 120) inputError('bad_target', `虚岁超过 120：${nominalAge}`)
  const pos = starPositions(chart)
  const stemOf = (b: number) => STEM_NAMES.indexOf(chart.palaces[b].stem)

  let dec = chart.palaces.find((p) => nominalAge >= p.decadal.startAge && nominalAge <= p.decadal.endAge)
  let decLabel = '大限'
  if (!dec) {
    // Before the first 大限: 童限 (一命二财三疾厄，四岁夫妻五福德，六岁事业为童限).
    const name = CHILDHOOD_PALACES[nominalAge - 1]
    dec = chart.palaces.find((p) => p.name === name)
    decLabel = '童限'
  }
  if (!dec) inputError('bad_target', `无法确定 ${nominalAge} 岁的大限`)
  const xx = chart.palaces.find((p) => p.xiaoXianAges.includes(nominalAge))!

  const yearly = t.yearBranch
  const monthly = mod12(yearly - chart.birth.chartMonth + chart.birth.hourBranch + t.chartMonth)
  const daily = mod12(monthly + t.lunar.day - 1)
  const hourly = mod12(daily + t.hourBranch)
  const pad = (n: number) => String(n).padStart(2, '0')
  return {
    target: { solarDate: `${t.solar.year}-${pad(t.solar.month)}-${pad(t.solar.day)}`, lunarDate: t.lunarText, timeIndex: t.timeIndex },
    nominalAge,
    decadal: layer(chart, pos, 'decadal', decLabel, dec.index, stemOf(dec.index), dec.index),
    xiaoXian: layer(chart, pos, 'xiaoXian', '小限', xx.index, stemOf(xx.index), xx.index),
    yearly: {
      ...withNianJie(layer(chart, pos, 'yearly', '流年', yearly, t.yearStem, t.yearBranch), t.yearBranch),
      suiQian: suiQian12(t.yearBranch, chart.settings.starSet),
      jiangQian: jiangQian12(t.yearBranch),
    },
    // 流月 follows the chart's leap-month rule; its stem by 五虎遁 from the 流年 stem.
    monthly: layer(chart, pos, 'monthly', '流月', monthly, (yinMonthStem(t.yearStem) + t.chartMonth - 1) % 10, mod12(t.chartMonth + 1)),
    daily: layer(chart, pos, 'daily', '流日', daily, t.dayStem, t.dayBranch),
    hourly: layer(chart, pos, 'hourly', '流时', hourly, t.hourStem, t.hourBranch),
  }
}
