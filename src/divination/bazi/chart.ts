/**
 * The bazi chart (四柱八字排盘): pillars under explicit conventions, 十神, 藏干, 纳音, 十二长生, 旬空, 神煞, 命宫, 身宫,
 * 胎元, 胎息 and the 大运/流年/小运 timeline. Every derived value carries the rule that produced it.
 */
import { inputError } from '@/core/errors'
import {
  BRANCHES,
  BRANCH_NAMES,
  ELEMENT_NAME,
  STEMS,
  branchCombine,
  ganZhiOf,
  naYinOf,
  xunHead,
  xunKong,
  yinMonthStem,
  type GanZhi,
} from '../common/ganzhi'
import { fourPillars, type FourPillars } from '../calendar/pillars'
import { momentOf, type MomentInput } from '../calendar/moment'
import { solarToLunar, type LunarDate } from '../calendar/lunar'
import { termAtOrBefore } from '../calendar/terms'
import { resolveBaziSettings, solarTimeOf, type BaziSettings } from './settings'
import { findShensha, PILLAR_KEYS, PILLAR_NAMES, type PillarKey, type ShenshaHit } from './shensha'
import { changShengOf, hiddenStemsOf, shiShenOf, stemCombine, type ChangSheng } from './tables'
import { daYun, type YunResult } from './yun'

export type BaziInput = MomentInput & { sex?: number; name?: string }

export interface StemView {
  index: number
  name: string
  element: string
  yinYang: '阳' | '阴'
}
export interface PillarView {
  key: PillarKey
  label: string
  ganZhi: string
  index: number
  stem: StemView
  branch: { index: number; name: string; element: string; animal: string }
  /** 十神 of the stem ('日主' for the day stem) */
  shiShen: string
  hiddenStems: { name: string; element: string; qi: string; shiShen: string }[]
  naYin: string
  /** 十二长生 of the day master at this branch (地势) */
  diShi: ChangSheng
  /** 十二长生 of this pillar's own stem at its branch (自坐) */
  ziZuo: ChangSheng
  xun: string
  xunKong: string
  shensha: string[]
  rule: string
}

export interface DerivedPillar {
  ganZhi: string
  naYin: string
  rule: string
}

export interface BaziChart {
  kind: 'bazi'
  sex: number
  settings: BaziSettings
  conventions: string[]
  time: FourPillars['basis'] & { jdUT: number }
  lunar: LunarDate
  pillars: Record<PillarKey, PillarView>
  dayMaster: StemView
  mingGong: DerivedPillar
  shenGong: DerivedPillar
  taiYuan: DerivedPillar
  taiXi: DerivedPillar
  shensha: ShenshaHit[]
  yun: YunResult
  monthTerm: { name: string; time: string }
  /** the rule or table behind each kind of derived value, keyed by field name */
  explain: Record<'shiShen' | 'hiddenStems' | 'naYin' | 'diShi' | 'ziZuo' | 'xunKong' | 'shensha' | 'yun', string>
}

const stemView = (i: number): StemView => ({
  index: i,
  name: STEMS[i].name,
  element: ELEMENT_NAME[STEMS[i].element],
  yinYang: STEMS[i].yinYang === 'yang' ? '阳' : '阴',
})

/** 命宫 month number: 寅 = 1 … 丑 = 12, from the month pillar (type 1) or from the last 中气 (type 2: 雨水 = 1 … 大寒 = 12). */
function palaceMonth(type: 1 | 2, fp: FourPillars, jdUT: number): { m: number; why: string } {
  if (type === 1) return { m: ((fp.month.branch - 2 + 12) % 12) + 1, why: `月支${BRANCH_NAMES[fp.month.branch]}` }
  const qi = termAtOrBefore(jdUT, false)
  const q = qi.isJie ? termAtOrBefore(qi.jdUT - 1e-6, false) : qi
  return { m: (((((q.index - 3) / 2) % 12) + 12) % 12) + 1, why: `已过中气${q.name}` }
}

function palace(yearStem: number, branch: number): GanZhi {
  return ganZhiOf((yinMonthStem(yearStem) + ((branch - 2 + 12) % 12)) % 10, branch)
}

export function baziChart(input: BaziInput, partialSettings: Record<string, unknown> | BaziSettings = {}): BaziChart {
  const settings = resolveBaziSettings(partialSettings as Record<string, unknown>)
  const sex = Number(input.sex ?? 1)
  if (sex !== 0 && sex !== 1) inputError('bad_sex', `sex 应为 1（男）或 0（女）：${String(input.sex)}`)
  const moment = momentOf(input)
  const fp = fourPillars(moment, { nextDayZiShi: settings.nextDayZiShi, jieqiType: settings.jieqiType, solarTime: solarTimeOf(settings) })
  const gz: Record<PillarKey, GanZhi> = { year: fp.year, month: fp.month, day: fp.day, hour: fp.hour }
  const dayStem = fp.day.stem
  const shensha = findShensha({ pillars: gz, sex }, settings.shenshaLevel)

  const pillars = {} as Record<PillarKey, PillarView>
  for (const key of PILLAR_KEYS) {
    const g = gz[key]
    const b = BRANCHES[g.branch]
    pillars[key] = {
      key,
      label: PILLAR_NAMES[key],
      ganZhi: g.name,
      index: g.index,
      stem: stemView(g.stem),
      branch: { index: g.branch, name: b.name, element: ELEMENT_NAME[b.element], animal: b.animal },
      shiShen: key === 'day' ? '日主' : shiShenOf(dayStem, g.stem),
      hiddenStems: hiddenStemsOf(g.branch, settings.cangganType).map((h) => ({
        name: STEMS[h.stem].name,
        element: ELEMENT_NAME[STEMS[h.stem].element],
        qi: h.qi,
        shiShen: shiShenOf(dayStem, h.stem),
      })),
      naYin: naYinOf(g),
      diShi: changShengOf(dayStem, g.branch),
      ziZuo: changShengOf(g.stem, g.branch),
      xun: xunHead(g),
      xunKong: xunKong(g)
        .map((x) => BRANCH_NAMES[x])
        .join(''),
      shensha: shensha.filter((h) => h.pillar === key).map((h) => h.name),
      rule: fp[key].rule,
    }
  }

  const h = fp.hour.branch
  const mm = palaceMonth(settings.mingType, fp, moment.jdUT)
  const ming = palace(fp.year.stem, (((4 - mm.m - h) % 12) + 12) % 12)
  const sm = palaceMonth(settings.shenType, fp, moment.jdUT)
  const shen = palace(fp.year.stem, (((sm.m + h + 2) % 12) + 12) % 12)
  const tai = ganZhiOf((fp.month.stem + 1) % 10, (fp.month.branch + 3) % 12)
  const taiXi = ganZhiOf(stemCombine(fp.day.stem), branchCombine(fp.day.branch))

  const yun = daYun({
    birthJdUT: moment.jdUT,
    zoneOffsetHours: moment.zoneOffsetHours,
    sex,
    yearPillar: fp.year,
    monthPillar: fp.month,
    hourPillar: fp.hour,
    method: settings.qiYunMethod,
    ageType: settings.ageType,
    count: settings.daYunCount,
    showLiuNianChangeYun: settings.showLiuNianChangeYun,
  })

  const lunar = solarToLunar(fp.clockDate)
  const show = (g: GanZhi, branchOnly: boolean) => (branchOnly ? BRANCH_NAMES[g.branch] : g.name)

  return {
    kind: 'bazi',
    sex,
    settings,
    conventions: [
      '年柱以立春、月柱以节为界，按交节的绝对时刻比较，不受真太阳时影响',
      `日柱、时柱按${fp.basis.basis === 'clock' ? '钟表时间（已去夏令时）' : fp.basis.basis === 'mean' ? '平太阳时' : '真太阳时'}`,
      settings.nextDayZiShi ? '23 时起换日（子时换日）' : '23–24 时为夜子时：日柱不换，时干取次日',
      `起运：${yun.qiYun.methodName}；年龄按${settings.ageType === 'xu' ? '虚岁' : '周岁'}`,
      `藏干：${settings.cangganType === 'full' ? '本气、中气、余气' : '只取本气'}`,
    ],
    time: { ...fp.basis, jdUT: moment.jdUT },
    lunar,
    pillars,
    dayMaster: stemView(dayStem),
    mingGong: {
      ganZhi: show(ming, settings.mingZhi),
      naYin: naYinOf(ming),
      rule: `子上起正月逆数至生月（${mm.why}，第 ${mm.m} 月），生月上起生时${BRANCH_NAMES[h]}顺数至卯；宫干由年干五虎遁（《三命通会·论命宫》）`,
    },
    shenGong: {
      ganZhi: show(shen, settings.shenZhi),
      naYin: naYinOf(shen),
      rule: `卯上起正月顺数至生月（${sm.why}，第 ${sm.m} 月），再从生月起子时顺数至生时${BRANCH_NAMES[h]}；宫干由年干五虎遁`,
    },
    taiYuan: { ganZhi: tai.name, naYin: naYinOf(tai), rule: `月柱${fp.month.name}：月干进一位，月支进三位` },
    taiXi: { ganZhi: taiXi.name, naYin: naYinOf(taiXi), rule: `日柱${fp.day.name}：日干取五合，日支取六合` },
    shensha,
    yun,
    monthTerm: { name: fp.monthTerm.name, time: fp.monthTerm.timeUtc8 },
    explain: {
      shiShen: '十神以日干为我：同我者比劫，我生者食伤，我克者财，克我者官杀，生我者印；阴阳同为偏，异为正（《渊海子平》）',
      hiddenStems:
        settings.cangganType === 'full'
          ? '地支藏干（本气、中气、余气）：子癸，丑己癸辛，寅甲丙戊，卯乙，辰戊乙癸，巳丙庚戊，午丁己，未己丁乙，申庚壬戊，酉辛，戌戊辛丁，亥壬甲（《渊海子平》）'
          : '地支藏干只取本气',
      naYin: '六十甲子纳音，两柱一音：甲子乙丑海中金……壬戌癸亥大海水（《三命通会·论纳音取象》）',
      diShi: '地势：日干在各柱地支的十二长生位；阳干顺行，阴干逆行，火土同宫（《三命通会》）',
      ziZuo: '自坐：各柱天干在本柱地支的十二长生位',
      xunKong: '旬空：各柱所在之旬缺的两支，如甲子旬中戌亥空',
      shensha: `神煞按本项目神煞表（规则与出处逐条列出），显示等级 ≤ ${settings.shenshaLevel}`,
      yun: `${yun.directionRule}；${yun.qiYun.rule}`,
    },
  }
}

/** Short summary for the CLI and list views. */
export function baziSummary(c: BaziChart) {
  return {
    pillars: { year: c.pillars.year.ganZhi, month: c.pillars.month.ganZhi, day: c.pillars.day.ganZhi, hour: c.pillars.hour.ganZhi },
    naYin: PILLAR_KEYS.map((k) => c.pillars[k].naYin),
    daYun: {
      forward: c.yun.forward,
      startAge: c.yun.qiYun.startAgeXu,
      startsAt: c.yun.qiYun.startsAt,
      list: c.yun.list.map((d) => ({ ganZhi: d.ganZhi, startAge: d.startAgeXu, startYear: d.startYear })),
    },
  }
}
