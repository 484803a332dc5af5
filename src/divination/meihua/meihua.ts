/**
 * 梅花易数 (邵雍《梅花易数·卷一》): casting by time (年支数 + 农历月 + 农历日 → 上卦; + 时支数 → 下卦;
 * total → 动爻) and by numbers; 本卦, 互卦, 变卦, 动爻, 体/用 and their 五行 relation.
 * 体用: 「动爻所在之卦为用，不动之卦为体」.
 */
import { inputError } from '@/core/errors'
import { ELEMENT_NAME, elementRelation } from '@/divination/common/ganzhi'
import { changedHexagram, mutualHexagram, type Hexagram } from '@/divination/yi/hexagrams'
import { castFromNumbers, castFromTimeNumbers, type NumberCast, type TimeNumbers } from '@/divination/yi/numbers'
import type { Trigram } from '@/divination/yi/trigrams'

export type TiYongRelation = '体用比和' | '用生体' | '体生用' | '用克体' | '体克用'

export interface MeihuaTrigramRef {
  name: string
  element: string
  /** e.g. "兑(金)". */
  label: string
}

export interface MeihuaResult {
  method: 'time' | 'numbers'
  /** Upper and lower sums before the mod (for time: 年+月+日, 年+月+日+时). */
  sums: [number, number]
  upper: string
  lower: string
  movingLine: number
  original: string
  mutual: string
  changed: string
  originalN: number
  mutualN: number
  changedN: number
  /** "兑(金)" style labels, as printed in the classic cases. */
  ti: string
  yong: string
  tiTrigram: MeihuaTrigramRef
  yongTrigram: MeihuaTrigramRef
  tiYongRelation: TiYongRelation
  /** Time numbers used (method "time"). */
  timeNumbers?: TimeNumbers
  numbers?: number[]
}

function ref(t: Trigram): MeihuaTrigramRef {
  const element = ELEMENT_NAME[t.element]
  return { name: t.name, element, label: `${t.name}(${element})` }
}

/** 五行 relation between 体 and 用 named from the 体's point of view. */
export function tiYongRelation(ti: Trigram, yong: Trigram): TiYongRelation {
  switch (elementRelation(ti.element, yong.element)) {
    case 'same':
      return '体用比和'
    case 'generates':
      return '体生用'
    case 'generatedBy':
      return '用生体'
    case 'controls':
      return '体克用'
    case 'controlledBy':
      return '用克体'
  }
}

function result(method: 'time' | 'numbers', c: NumberCast, sums: [number, number]): MeihuaResult {
  const ben: Hexagram = c.hexagram
  const hu = mutualHexagram(ben)
  const bian = changedHexagram(ben, [c.movingLine])
  const movingInLower = c.movingLine <= 3
  const ti = movingInLower ? c.upper : c.lower
  const yong = movingInLower ? c.lower : c.upper
  return {
    method,
    sums,
    upper: c.upper.name,
    lower: c.lower.name,
    movingLine: c.movingLine,
    original: ben.fullName,
    mutual: hu.fullName,
    changed: bian.fullName,
    originalN: ben.n,
    mutualN: hu.n,
    changedN: bian.n,
    ti: ref(ti).label,
    yong: ref(yong).label,
    tiTrigram: ref(ti),
    yongTrigram: ref(yong),
    tiYongRelation: tiYongRelation(ti, yong),
  }
}

/** By time numbers (年支数 1–12, 农历月, 农历日, 时支数 1–12). */
export function meihuaByTimeNumbers(t: TimeNumbers): MeihuaResult {
  const c = castFromTimeNumbers(t)
  return { ...result('time', c, c.sums), timeNumbers: { ...t } }
}

/**
 * By numbers: [a, b] → 上卦 a, 下卦 b, 动爻 a+b; [a, b, c] → 动爻 a+b+c;
 * [年, 月, 日, 时] (four numbers) → the time rule.
 */
export function meihuaByNumbers(numbers: readonly number[]): MeihuaResult {
  if (!Array.isArray(numbers) || numbers.length < 2 || numbers.length > 4) inputError('bad_numbers', 'numbers 需要 2–4 个正整数')
  for (const n of numbers) if (!Number.isInteger(n) || n < 1) inputError('bad_numbers', `起卦数必须是正整数：${String(n)}`)
  if (numbers.length === 4) {
    const [year, month, day, hour] = numbers
    const c = castFromTimeNumbers({ year, month, day, hour })
    return { ...result('numbers', c, c.sums), numbers: [...numbers] }
  }
  const sum = numbers.reduce((a, b) => a + b, 0)
  const c = castFromNumbers(numbers[0], numbers[1], sum)
  return { ...result('numbers', c, [numbers[0], numbers[1]]), numbers: [...numbers] }
}
