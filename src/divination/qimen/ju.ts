/**
 * 定局: which 节气, 元 and 局 an hour belongs to.
 * - 拆补: the term in effect at the instant; 元 from the day's 符头 (the last 甲 or 己 day): 「符头子午卯酉为上元，
 *   寅申巳亥为中元，辰戌丑未为下元」.
 * - 置闰: the fifteen days from each 上元 符头 (甲子、己卯、甲午、己酉 days) go to one term in sequence. A 符头 before its
 *   term is 超神, after it 接气; when 超神 at 芒种 or 大雪 exceeds nine days the term is repeated (闰), its three 元 again.
 */
import { civilFromJulianDay } from '@/core/time'
import { termAfter, termAtOrBefore, termsOfYear, LIBRARY_UTC_OFFSET_HOURS, type TermInstant } from '../calendar'
import { JU_TABLE, isYangDun } from './tables'

export interface JuResult {
  termIndex: number
  /** 0 上元, 1 中元, 2 下元 */
  yuan: number
  ju: number
  yang: boolean
  /** jiazi index of the 符头 day */
  fuTouIndex: number
  /** 置闰 only: days the 上元 符头 leads (+, 超神) or trails (−, 接气) its term, and whether this is the 闰 term */
  chaoShenDays?: number
  leap?: boolean
}

const mod = (a: number, n: number) => ((a % n) + n) % n

/** Julian day number of the UTC+8 civil day of an instant (terms are dated in Beijing time). */
function dayNumberUtc8(jdUT: number): number {
  return Math.floor(jdUT + LIBRARY_UTC_OFFSET_HOURS / 24 + 0.5)
}

function juOf(termIndex: number, yuan: number, fuTouIndex: number, extra: Partial<JuResult> = {}): JuResult {
  return { termIndex, yuan, ju: JU_TABLE[termIndex][yuan], yang: isYangDun(termIndex), fuTouIndex, ...extra }
}

/** 拆补: dayIndex is the jiazi index of the day pillar (after the 子-hour rule). */
export function juChaiBu(jdUT: number, dayIndex: number): JuResult {
  const term = termAtOrBefore(jdUT, false)
  const fuTouIndex = dayIndex - (dayIndex % 5)
  return juOf(term.index, Math.floor(mod(dayIndex, 15) / 5), fuTouIndex)
}

/** The 芒种 (index 10) and 大雪 (22) instants from about `halfYears` half-years before an instant to the next one. */
function anchorsAround(jdUT: number, halfYears: number): TermInstant[] {
  const year = civilFromJulianDay(jdUT + LIBRARY_UTC_OFFSET_HOURS / 24).year
  const out: TermInstant[] = []
  for (let y = Math.max(1, year - Math.ceil(halfYears / 2) - 1); y <= year + 1; y++) {
    for (const t of termsOfYear(y)) if (t.index === 10 || t.index === 22) out.push(t)
  }
  const next = out.findIndex((t) => t.jdUT > jdUT)
  return out.slice(Math.max(0, next - halfYears), next + 1)
}

/**
 * 置闰. `dayJdn` is the civil day number of the day pillar and `dayIndex` its jiazi index. Each anchor (芒种, 大雪)
 * gets its 上元 block; it repeats (闰) when that block leads it by more than nine days, and the next anchor's block
 * follows 12 (or 13 after a 闰) blocks later. The chain starts eight half-years back: two chains one block apart
 * merge at the first 闰, so the start washes out.
 */
export function juZhiRun(dayJdn: number, dayIndex: number, jdUT: number): JuResult {
  const blockStart = dayJdn - mod(dayIndex, 15)
  const anchors = anchorsAround(jdUT, 8)
  const d0 = dayNumberUtc8(anchors[0].jdUT)
  let start = d0 - mod(dayIndex + d0 - dayJdn, 15)
  let found = { anchor: anchors[0], start, leap: d0 - start > 9 }
  for (let i = 0; i < anchors.length; i++) {
    if (i > 0) start = found.start + 15 * (found.leap ? 13 : 12)
    if (start > blockStart) break
    found = { anchor: anchors[i], start, leap: dayNumberUtc8(anchors[i].jdUT) - start > 9 }
  }
  const blocks = Math.round((blockStart - found.start) / 15)
  const steps = found.leap ? Math.max(0, blocks - 1) : blocks
  const termIndex = (found.anchor.index + steps) % 24
  const termDay = termDayOf(found.anchor, steps)
  return juOf(termIndex, Math.floor(mod(dayIndex, 15) / 5), dayIndex - (dayIndex % 5), {
    chaoShenDays: termDay - blockStart,
    leap: found.leap && blocks === 1,
  })
}

/** UTC+8 day number of the term `steps` after an anchor term. */
function termDayOf(anchor: TermInstant, steps: number): number {
  let t = anchor
  for (let i = 0; i < steps; i++) t = termAfter(t.jdUT, false)
  return dayNumberUtc8(t.jdUT)
}

/**
 * 年家: always 阴遁, one 局 per 60-year 元 of the 180-year cycle: 「上元甲子（1864）阴一局，中元甲子（1924）阴四局，
 * 下元甲子（1984）阴七局」. The year pillar plays the part of the hour.
 */
export function juYear(pillarYear: number, yearIndex: number): JuResult {
  const yuan = Math.floor(mod(pillarYear - 1864, 180) / 60)
  return { termIndex: -1, yuan, ju: [1, 4, 7][yuan], yang: false, fuTouIndex: yearIndex - (yearIndex % 5) }
}

/**
 * 月家: always 阴遁, one 局 for the twelve months of a year by its branch: 「子午卯酉年上元阴七局，寅申巳亥年中元阴一局，
 * 辰戌丑未年下元阴四局」. The month pillar plays the part of the hour.
 */
export function juMonth(yearBranch: number, yearIndex: number): JuResult {
  const yuan = [0, 2, 1][yearBranch % 3]
  return { termIndex: -1, yuan, ju: [7, 1, 4][yuan], yang: false, fuTouIndex: yearIndex - (yearIndex % 5) }
}
