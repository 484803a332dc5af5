/**
 * 数字起卦 shared by 梅花易数 and 六爻: 「以八除之取上卦，以八除之取下卦，以六除之取动爻」 (《梅花易数·卷一》),
 * remainders 0 counting as 8 (trigram) or 6 (line).
 */
import { inputError } from '@/core/errors'
import { hexagramOfTrigrams, type Hexagram } from './hexagrams'
import { trigramByNumber, type Trigram } from './trigrams'

export interface NumberCast {
  upper: Trigram
  lower: Trigram
  hexagram: Hexagram
  /** 1–6, bottom first. */
  movingLine: number
}

export function movingLineOf(n: number): number {
  const r = ((Math.round(n) % 6) + 6) % 6
  return r === 0 ? 6 : r
}

export function castFromNumbers(upperSum: number, lowerSum: number, movingSum: number): NumberCast {
  for (const v of [upperSum, lowerSum, movingSum]) {
    if (!Number.isInteger(v) || v < 1) inputError('bad_numbers', `起卦数必须是正整数：${v}`)
  }
  const upper = trigramByNumber(upperSum)
  const lower = trigramByNumber(lowerSum)
  return { upper, lower, hexagram: hexagramOfTrigrams(upper, lower), movingLine: movingLineOf(movingSum) }
}

/** Time numbers of 梅花 by time: 年支数 (子1…亥12), 农历月, 农历日, 时支数 (子1…亥12). */
export interface TimeNumbers {
  year: number
  month: number
  day: number
  hour: number
}

/** 「年月日数总和除八为上卦；年月日时总数除八为下卦；总数除六为动爻」. */
export function castFromTimeNumbers(t: TimeNumbers): NumberCast & { sums: [number, number] } {
  const checks: [number, number, number, string][] = [
    [t.year, 1, 12, '年支数'],
    [t.month, 1, 12, '月'],
    [t.day, 1, 30, '日'],
    [t.hour, 1, 12, '时支数'],
  ]
  for (const [v, lo, hi, label] of checks) {
    if (!Number.isInteger(v) || v < lo || v > hi) inputError('bad_time_numbers', `${label}应为 ${lo}–${hi} 的整数：${v}`)
  }
  const upperSum = t.year + t.month + t.day
  const total = upperSum + t.hour
  return { ...castFromNumbers(upperSum, total, total), sums: [upperSum, total] }
}
