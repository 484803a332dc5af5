/**
 * The daily luck card: the day's 干支 read against the birth's bazi (day master, 用神 from the 子平 analysis, day
 * branch), combined with the day's transit index. Rules (our own weights on classical relations):
 * - 干支分: 十神 of the day stem for the day master (DAY_STEM_POINTS), ±8 when the day stem's element is a
 *   favourable / unfavourable element of the 用神 analysis, and the day branch against the natal day branch
 *   (六合 +8, 三合 +5, 六冲 −10, 伏吟 −3). baziScore = 50 + 2 × points, within 0–100.
 * - index = round((baziScore + transit overall of the day) / 2).
 * - Lucky element: the day stem's element when favourable; else the favourable element it generates; else the
 *   first favourable element.
 * - Colour 五色, direction 五方 (土: 艮 东北 on a yang day, 坤 西南 on a yin day, 后天八卦), number 河图 (天一生水，
 *   地六成之…: 生数 on a yang day, 成数 on a yin day). 《尚书·洪范》, 《周易·系辞上》.
 */
import { julianDay, type CivilDate } from '@/core/time'
import { baziChart, shiShenOf, type BaziInput, type BaziSettings, type ShiShen } from '@/divination/bazi'
import { dayGanZhiOfJdn } from '@/divination/calendar/pillars'
import { branchClash, branchCombine, elementRelation, ELEMENTS, ELEMENT_NAME, sanHe, STEMS, type ElementId } from '@/divination/common/ganzhi'
import { ziping } from '@/divination/ziping'

export const DAY_STEM_POINTS: Record<ShiShen, number> = {
  正印: 8,
  偏印: 3,
  比肩: 4,
  劫财: -3,
  食神: 7,
  伤官: -4,
  正财: 7,
  偏财: 5,
  正官: 6,
  七杀: -6,
} as const

export const BRANCH_POINTS = { liuHe: 8, sanHe: 5, chong: -10, fuYin: -3, none: 0 } as const
export type BranchRelation = keyof typeof BRANCH_POINTS
export const YONG_POINTS = 8

export const ELEMENT_LUCK = {
  wood: { colour: '青绿', hex: '#3f9b5f', direction: ['东', '东'], numbers: [3, 8] },
  fire: { colour: '赤红', hex: '#d4473f', direction: ['南', '南'], numbers: [2, 7] },
  earth: { colour: '明黄', hex: '#c9a227', direction: ['东北', '西南'], numbers: [5, 10] },
  metal: { colour: '素白', hex: '#e9e4d8', direction: ['西', '西'], numbers: [4, 9] },
  water: { colour: '玄青', hex: '#2b3f8c', direction: ['北', '北'], numbers: [1, 6] },
} as const satisfies Record<ElementId, { colour: string; hex: string; direction: readonly [string, string]; numbers: readonly [number, number] }>

export const LUCK_LEVELS = [
  { min: 80, id: 'great' },
  { min: 65, id: 'good' },
  { min: 45, id: 'fair' },
  { min: 30, id: 'low' },
  { min: 0, id: 'poor' },
] as const
export type LuckLevel = (typeof LUCK_LEVELS)[number]['id']

export interface DailyCard {
  date: string
  dayGanZhi: string
  dayMaster: string
  shiShen: ShiShen
  branchRelation: BranchRelation
  /** 用神 elements (中文) of the birth. */
  favourable: string[]
  baziScore: number
  transitScore: number
  index: number
  level: LuckLevel
  element: ElementId
  colour: { name: string; hex: string }
  number: number
  direction: string
  /** The rule behind each value, in order. */
  reasoning: string[]
}

const STEM_OF = (i: number) => STEMS[i].name
const BRANCH_NAMES_ZH: Record<BranchRelation, string> = { liuHe: '六合', sanHe: '三合', chong: '六冲', fuYin: '伏吟', none: '无合冲' }
const ELEMENT_OF_NAME = Object.fromEntries(ELEMENTS.map((e) => [e.name, e.id])) as Record<string, ElementId>

function branchRelationOf(day: number, natal: number): BranchRelation {
  if (day === natal) return 'fuYin'
  if (branchCombine(day) === natal) return 'liuHe'
  if (branchClash(day) === natal) return 'chong'
  if (sanHe(day).branches.includes(natal)) return 'sanHe'
  return 'none'
}

export function levelOf(index: number): LuckLevel {
  return LUCK_LEVELS.find((l) => index >= l.min)!.id
}

/**
 * The card of one local civil day for a birth; transitScore is the day reading's overall index (0–100); baziSettings
 * are the reader's bazi choices (子时, solar time …), which decide the day master.
 */
export function dailyCard(birth: BaziInput, day: CivilDate, transitScore: number, baziSettings: Partial<BaziSettings> = {}): DailyCard {
  const chart = baziChart(birth, baziSettings)
  const zp = ziping(chart)
  const dm = chart.dayMaster.index
  const gz = dayGanZhiOfJdn(Math.round(julianDay(day) + 0.5))
  const dayEl = STEMS[gz.stem].element
  const favourable = zp.yongShen.favourable.map((n) => ELEMENT_OF_NAME[n])
  const unfavourable = zp.yongShen.unfavourable.map((n) => ELEMENT_OF_NAME[n])
  const shiShen = shiShenOf(dm, gz.stem)
  const yong = favourable.includes(dayEl) ? YONG_POINTS : unfavourable.includes(dayEl) ? -YONG_POINTS : 0
  const rel = branchRelationOf(gz.branch, chart.pillars.day.branch.index)
  const points = DAY_STEM_POINTS[shiShen] + yong + BRANCH_POINTS[rel]
  const baziScore = Math.max(0, Math.min(100, 50 + 2 * points))
  const index = Math.round((baziScore + transitScore) / 2)
  const generated = ELEMENTS.find((e) => elementRelation(dayEl, e.id) === 'generates')!.id
  const element = favourable.includes(dayEl) ? dayEl : favourable.includes(generated) ? generated : (favourable[0] ?? dayEl)
  const yang = STEMS[gz.stem].yinYang === 'yang' ? 0 : 1
  const luck = ELEMENT_LUCK[element]
  const date = `${day.year}-${String(day.month).padStart(2, '0')}-${String(day.day).padStart(2, '0')}`
  return {
    date,
    dayGanZhi: gz.name,
    dayMaster: chart.dayMaster.name,
    shiShen,
    branchRelation: rel,
    favourable: zp.yongShen.favourable,
    baziScore,
    transitScore,
    index,
    level: levelOf(index),
    element,
    colour: { name: luck.colour, hex: luck.hex },
    number: luck.numbers[yang],
    direction: luck.direction[yang],
    reasoning: [
      `日干${STEM_OF(gz.stem)}为日主${chart.dayMaster.name}之${shiShen}（${DAY_STEM_POINTS[shiShen]}）`,
      `日干五行${ELEMENT_NAME[dayEl]}${yong > 0 ? '为喜用' : yong < 0 ? '为忌' : '不在喜忌之列'}（${yong}）`,
      `日支${gz.name[1]}与命局日支${chart.pillars.day.branch.name}：${BRANCH_NAMES_ZH[rel]}（${BRANCH_POINTS[rel]}）`,
      `干支分 ${baziScore}，行运分 ${transitScore}，合为 ${index}`,
      `幸运五行${ELEMENT_NAME[element]}：色${luck.colour}，方位${luck.direction[yang]}，河图数${luck.numbers[yang]}`,
    ],
  }
}
