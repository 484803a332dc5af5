/**
 * Readings: what a question is about (its kind of chart and its topic) and which factors lead for each topic.
 * Chinese names of bodies and signs come from the dice tables (one table per fact); aspect names are the usual
 * Chinese terms for the five Ptolemaic aspects (ids as in src/astro/aspects).
 */
import type { PlanetId } from '../bodies'
import type { ReportType } from '../reports'
import { PLANET_FACES, SIGN_FACES } from '@/divination/dice/tables'

import type { ReadingTopic } from './kinds'

export { READING_KINDS, READING_TOPICS, type ReadingKind, type ReadingTopic } from './kinds'

/** Topic names as the facts text and the offline answer say them. */
export const TOPIC_ZH = { general: '综合', love: '感情', career: '事业', wealth: '财运', study: '学业', self: '自我成长' } as const

/** The report template whose sections lead a natal reading of each topic (house for single-house). */
export const NATAL_TEMPLATE: Record<ReadingTopic, { type: Exclude<ReportType, 'co-chart'>; house?: number }> = {
  general: { type: 'explanation-lite' },
  love: { type: 'marriage' },
  career: { type: 'career' },
  wealth: { type: 'wealth' },
  study: { type: 'single-house', house: 9 },
  self: { type: 'single-house', house: 1 },
} as const

/** The personal planets whose inter-aspects lead a synastry reading of each topic (none: the tightest first). */
export const SYNASTRY_LEAD: Record<ReadingTopic, readonly PlanetId[]> = {
  general: [],
  love: ['Venus', 'Mars', 'Moon'],
  career: ['Saturn', 'Sun', 'Mars'],
  wealth: ['Venus', 'Jupiter', 'Saturn'],
  study: ['Mercury', 'Jupiter'],
  self: ['Sun', 'Moon'],
} as const

/** 十神 groups that stand for each topic in a bazi reading (子平 usage: 财 money, 官杀 career, 印 learning). */
export const BAZI_LEAD: Record<ReadingTopic, readonly string[]> = {
  general: [],
  love: ['正财', '偏财', '正官', '七杀'],
  career: ['正官', '七杀', '食神', '伤官'],
  wealth: ['正财', '偏财'],
  study: ['正印', '偏印', '食神'],
  self: ['比肩', '劫财'],
} as const

/** Five Ptolemaic aspects, ids 1–5 as in LUCK_ASPECTS. */
const ASPECT_ZH: Record<number, string> = { 1: '合相', 2: '对分相', 3: '三分相', 4: '四分相', 5: '六分相' } as const

const POINT_ZH: Record<string, string> = { Asc: '上升点', Mc: '天顶' } as const

export const bodyZh = (id: string): string => PLANET_FACES.find((f) => f.id === id)?.zh ?? POINT_ZH[id] ?? id
export const signZh = (sign: number): string => SIGN_FACES[sign - 1]?.zh ?? String(sign)
export const aspectZh = (aspect: number): string => ASPECT_ZH[aspect] ?? `相位${aspect}`
