/**
 * 日家奇门 (金函玉镜): the day pillar drives a board of the 太乙九星 and the eight doors; no stems are laid.
 * 《遁甲演義》卷一「日家奇門」: 「分陰陽二遁，按節推排，三日一局，順行六甲，周而復始」, 「飛八方，不入中五」,
 * 甲子乙丑丙寅 休门在坎, 丁卯戊辰己巳在坤 …; the same rules as kinqimen (MIT) `Qimen.gpan` (金函玉鏡 日家奇門).
 * - 遁 by the term of the civil day (UTC+8): 阳遁 from the day of 冬至, 阴遁 from the day of 夏至, so one day has
 *   one board; the day is the day pillar's (the 23:00 setting decides 晚子时).
 * - 九星: 太乙 sits in 艮8 on 甲子 (阳遁) or 坤2 (阴遁) and moves one palace a day through 1–9 (阳 forward,
 *   阴 backward); 摄提 轩辕 招摇 天符 青龙 咸池 太阴 天乙 follow it in that direction.
 * - 八门: 休门 rests three days in a palace, 阳遁 坎 坤 震 巽 乾 兑 艮 离 from 甲子 (阴遁 the reverse from 离);
 *   the doors 休生伤杜景死惊开 run from it clockwise round the eight outer palaces (阳) or counter-clockwise (阴).
 */
import { fourPillars, termAtOrBefore, LIBRARY_UTC_OFFSET_HOURS, type Moment } from '../calendar'
import { julianDay } from '@/core/time'
import { BRANCH_NAMES, xunHead, xunKong } from '../common/ganzhi'
import { BRANCH_PALACE, horseBranch, qimenChart, type QimenChart } from './chart'
import { palaceMarks } from './marks'
import { DEFAULT_QIMEN_SETTINGS, type QimenSettings } from './settings'
import { PALACE_GUA, RING, isYangDun } from './tables'

/** 金函 九星 in order from 太乙. */
export const DAY_STARS = ['太乙', '摄提', '轩辕', '招摇', '天符', '青龙', '咸池', '太阴', '天乙'] as const

/** The eight doors in ring order from 休门. */
const DOOR_RING = ['休门', '生门', '伤门', '杜门', '景门', '死门', '惊门', '开门'] as const

/** Palaces 休门 rests in, three days each from 甲子 (阳遁; 阴遁 reads it backward from 离). */
const REST_DOOR_PALACES = [1, 2, 3, 4, 6, 7, 8, 9] as const

export interface DayQimenPalace {
  palace: number
  gua: string
  star: string
  /** '' in 中五 */
  door: string
  /** 门迫 */
  marks: string[]
}

export interface DayQimenChart {
  jia: 'day'
  pillars: string
  dayPillar: string
  /** the term of the day (the last term whose civil day is not after it) */
  solarTerm: string
  dun: '阳遁' | '阴遁'
  xunHead: string
  taiyiPalace: number
  restDoorPalace: number
  palaces: Record<number, DayQimenPalace>
  /** 旬空 of the day */
  dayVoid: string
  /** 驿马 of the day branch and its palace */
  horse: { branch: string; palace: number }
  settings: QimenSettings
  derivation: string[]
}

const mod = (a: number, n: number) => ((a % n) + n) % n

/** Palace of 太乙 on the day with jiazi index `dayIndex`. */
export function taiyiDayPalace(dayIndex: number, yang: boolean): number {
  return yang ? mod(7 + dayIndex, 9) + 1 : mod(1 - dayIndex, 9) + 1
}

/** Palace where 休门 rests on the day with jiazi index `dayIndex`. */
export function restDoorPalace(dayIndex: number, yang: boolean): number {
  const group = Math.floor(mod(dayIndex, 60) / 3) % 8
  return REST_DOOR_PALACES[yang ? group : 7 - group]
}

export function dayQimenChart(m: Moment, settings: QimenSettings = DEFAULT_QIMEN_SETTINGS): DayQimenChart {
  const p = fourPillars(m, { nextDayZiShi: settings.nextDayZiShi, jieqiType: 'exact', solarTime: 'clock' })
  const dayJdn = Math.round(julianDay(p.dayDate, 12))
  // the last instant of the civil day (UTC+8) in UT
  const term = termAtOrBefore(dayJdn + 0.5 - LIBRARY_UTC_OFFSET_HOURS / 24 - 1e-7, false)
  const yang = isYangDun(term.index)
  const day = p.day
  const taiyi = taiyiDayPalace(day.index, yang)
  const rest = restDoorPalace(day.index, yang)
  const palaces: Record<number, DayQimenPalace> = {}
  DAY_STARS.forEach((star, k) => {
    const palace = mod(taiyi - 1 + (yang ? k : -k), 9) + 1
    palaces[palace] = { palace, gua: PALACE_GUA[palace], star, door: '', marks: [] }
  })
  const start = RING.indexOf(rest as (typeof RING)[number])
  DOOR_RING.forEach((door, k) => {
    const cell = palaces[RING[mod(start + (yang ? k : -k), 8)]]
    cell.door = door
    cell.marks = palaceMarks(cell.palace, door, '', [])
  })
  const [void1, void2] = xunKong(day)
  const horse = horseBranch(day.branch)
  const dun = yang ? '阳遁' : '阴遁'
  const group = Math.floor(mod(day.index, 60) / 3)
  return {
    jia: 'day',
    pillars: [p.year, p.month, p.day, p.hour].map((x) => x.name).join(' '),
    dayPillar: day.name,
    solarTerm: term.name,
    dun,
    xunHead: xunHead(day),
    taiyiPalace: taiyi,
    restDoorPalace: rest,
    palaces,
    dayVoid: BRANCH_NAMES[void1] + BRANCH_NAMES[void2],
    horse: { branch: BRANCH_NAMES[horse], palace: BRANCH_PALACE[horse] },
    settings,
    derivation: [
      `日家：本日值${term.name}，${dun}（冬至日起阳遁，夏至日起阴遁）`,
      `日柱${day.name}：太乙${yang ? '自甲子艮八顺行' : '自甲子坤二逆行'}，今日在${taiyi}宫，九星随之${yang ? '顺' : '逆'}布`,
      `三日一局：${day.name}属第${group + 1}局，休门在${rest}宫，八门${yang ? '顺' : '逆'}转`,
    ],
  }
}

/** The board the settings ask for: 日家 here, 时家/月家/年家 by qimenChart. */
export function qimenBoardOf(m: Moment, settings: QimenSettings = DEFAULT_QIMEN_SETTINGS): QimenChart | DayQimenChart {
  return settings.jia === 'day' ? dayQimenChart(m, settings) : qimenChart(m, settings)
}

export function isDayQimenChart(chart: QimenChart | DayQimenChart): chart is DayQimenChart {
  return 'taiyiPalace' in chart
}
