/**
 * 大六壬 board: 月将 (the 中气 passed: 「雨水亥将，春分戌，谷雨酉…大寒子」), 天地盘 (月将加时), 四课, 三传, 贵人 and
 * 十二天将, 课体, 旬空.
 */
import { fourPillars, termAtOrBefore, type Moment } from '../calendar'
import { BRANCH_NAMES, STEM_NAMES, xunKong, ganZhiOf } from '../common/ganzhi'
import { heavenOf, earthUnder, sanChuanOf, siKeOf, type Plate, type ZongMen } from './sanchuan'
import { GUI_REN, TIAN_JIANG, YUE_JIANG_NAMES } from './tables'
import { DEFAULT_LIUREN_SETTINGS, type LiurenSettings } from './settings'

export interface LiurenBoard {
  yueJiang: { branch: string; name: string }
  hourBranch: string
  dayGanZhi: string
  /** 天盘 over each earth branch, 子 … 亥 */
  heavenPlate: string[]
  /** 天将 on each earth branch's heaven branch, 子 … 亥 */
  tianJiangPlate: string[]
  siKe: { upper: string; lower: string; tianJiang: string }[]
  sanChuan: { branch: string; tianJiang: string }[]
  zongMen: ZongMen
  keTi: string
  reason: string
  guiRen: { branch: string; direction: '顺' | '逆'; dayNight: '昼' | '夜' }
  xunKong: string
  settings: LiurenSettings
}

export interface LiurenChart extends LiurenBoard {
  pillars: string
  zhongQi: string
}

const mod12 = (a: number) => ((a % 12) + 12) % 12

/** 月将 from the index (0 小寒 … 23 冬至) of the last 中气 passed: 大寒 → 子, 雨水 → 亥 … 冬至 → 丑. */
export function yueJiangOfZhongQi(termIndex: number): number {
  return mod12(-(termIndex - 1) / 2)
}

/** The board from explicit 月将, day 干支 and hour branch (indices). */
export function liurenBoard(
  yueJiang: number,
  dayStem: number,
  dayBranch: number,
  hourBranch: number,
  settings: LiurenSettings = DEFAULT_LIUREN_SETTINGS,
): LiurenBoard {
  const plate: Plate = { yueJiang, hourBranch, dayStem, dayBranch }
  const day = hourBranch >= 3 && hourBranch <= 8
  const gui = GUI_REN[settings.guiRenRule][dayStem][day ? 0 : 1]
  // 「贵人登天门…」: 贵人 over 亥子丑寅卯辰 moves forward (顺), over 巳午未申酉戌 backward (逆)
  const under = earthUnder(plate, gui)
  const forward = under === 11 || under <= 4
  const jiangOf = (heaven: number) => TIAN_JIANG[mod12(forward ? heaven - gui : gui - heaven)]
  const siKe = siKeOf(plate)
  const sc = sanChuanOf(plate)
  const [v1, v2] = xunKong(ganZhiOf(dayStem, dayBranch))
  return {
    yueJiang: { branch: BRANCH_NAMES[yueJiang], name: YUE_JIANG_NAMES[yueJiang] },
    hourBranch: BRANCH_NAMES[hourBranch],
    dayGanZhi: STEM_NAMES[dayStem] + BRANCH_NAMES[dayBranch],
    heavenPlate: Array.from({ length: 12 }, (_, b) => BRANCH_NAMES[heavenOf(plate, b)]),
    tianJiangPlate: Array.from({ length: 12 }, (_, b) => jiangOf(heavenOf(plate, b))),
    siKe: siKe.map((k, i) => ({
      upper: BRANCH_NAMES[k.upper],
      lower: i === 0 ? STEM_NAMES[dayStem] : BRANCH_NAMES[k.lowerBranch],
      tianJiang: jiangOf(k.upper),
    })),
    sanChuan: sc.chuan.map((b) => ({ branch: BRANCH_NAMES[b], tianJiang: jiangOf(b) })),
    zongMen: sc.zongMen,
    keTi: sc.keTi,
    reason: sc.reason,
    guiRen: { branch: BRANCH_NAMES[gui], direction: forward ? '顺' : '逆', dayNight: day ? '昼' : '夜' },
    xunKong: BRANCH_NAMES[v1] + BRANCH_NAMES[v2],
    settings,
  }
}

/** The board of an instant: 月将 by the 中气 passed, day and hour from the pillars (23:00 by the setting). */
export function liurenChart(m: Moment, settings: LiurenSettings = DEFAULT_LIUREN_SETTINGS): LiurenChart {
  const p = fourPillars(m, { nextDayZiShi: settings.nextDayZiShi, jieqiType: 'exact', solarTime: 'clock' })
  let qi = termAtOrBefore(m.jdUT, false)
  if (qi.isJie) qi = termAtOrBefore(qi.jdUT - 1e-6, false)
  const board = liurenBoard(yueJiangOfZhongQi(qi.index), p.day.stem, p.day.branch, p.hour.branch, settings)
  return { pillars: [p.year, p.month, p.day, p.hour].map((x) => x.name).join(' '), zhongQi: qi.name, ...board }
}
