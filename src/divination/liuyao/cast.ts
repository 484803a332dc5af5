/**
 * Ways to obtain the six line values of a 六爻 cast:
 * - three coins per line (火珠林 「单拆重交」: one yang side 少阳 7, two 少阴 8, three 老阳 9, none 老阴 6),
 *   thrown with a seeded Rng so a cast replays exactly, or entered by hand line by line;
 * - by numbers (上卦数, 下卦数, 动爻数) and by time (梅花 time numbers), giving one moving line.
 */
import { inputError } from '@/core/errors'
import type { Rng } from '@/core/random'
import { castFromNumbers, castFromTimeNumbers, type NumberCast, type TimeNumbers } from '@/divination/yi/numbers'
import type { LineValue } from './chart'

/** Which coin side counts as yang (value 3; the other side is 2). 'back' (背, the plain side) is the common rule. */
export type CoinYangSide = 'back' | 'face'
export interface CoinSettings {
  yangSide: CoinYangSide
}
export const DEFAULT_COIN_SETTINGS: CoinSettings = { yangSide: 'back' }

/** One coin: 'back' (背) or 'face' (字). */
export type CoinSide = 'back' | 'face'
export type CoinToss = readonly [CoinSide, CoinSide, CoinSide]

/** Line value of one toss of three coins: yang side 3, other side 2, summed (6–9). */
export function lineFromToss(toss: readonly CoinSide[], settings: CoinSettings = DEFAULT_COIN_SETTINGS): LineValue {
  if (toss.length !== 3 || toss.some((c) => c !== 'back' && c !== 'face')) {
    inputError('bad_toss', '每次掷币需要三枚硬币，每枚为 back（背）或 face（字）')
  }
  let sum = 0
  for (const c of toss) sum += c === settings.yangSide ? 3 : 2
  return sum as LineValue
}

/** Line value from the number of coins showing the yang side (0–3), for entry by hand. */
export function lineFromYangCount(yangCount: number): LineValue {
  if (!Number.isInteger(yangCount) || yangCount < 0 || yangCount > 3) inputError('bad_toss', `阳面枚数应为 0–3：${yangCount}`)
  return (6 + yangCount) as LineValue
}

export interface CoinCast {
  /** Bottom line first. */
  tosses: CoinToss[]
  lines: LineValue[]
}

/** Six tosses of three coins, bottom line first; each coin is back when rng() < 0.5. */
export function castByCoins(rng: Rng, settings: CoinSettings = DEFAULT_COIN_SETTINGS): CoinCast {
  const tosses: CoinToss[] = []
  for (let i = 0; i < 6; i++) {
    const coin = (): CoinSide => (rng() < 0.5 ? 'back' : 'face')
    tosses.push([coin(), coin(), coin()])
  }
  return { tosses, lines: tosses.map((t) => lineFromToss(t, settings)) }
}

/** Tosses entered by hand (bottom line first) into line values. */
export function linesFromTosses(tosses: readonly (readonly CoinSide[])[], settings: CoinSettings = DEFAULT_COIN_SETTINGS): LineValue[] {
  if (!Array.isArray(tosses) || tosses.length !== 6) inputError('bad_toss', '需要六次掷币（自初爻起）')
  return tosses.map((t) => lineFromToss(t, settings))
}

/** Line values of a number cast: the moving line becomes 9 (yang) or 6 (yin), the others 7 / 8. */
export function linesFromNumberCast(c: NumberCast): LineValue[] {
  return c.hexagram.bits.split('').map((b, i) => {
    const moving = i + 1 === c.movingLine
    if (b === '1') return moving ? 9 : 7
    return moving ? 6 : 8
  })
}

/**
 * By numbers: [上卦数, 下卦数] (动爻 = their sum) or [上卦数, 下卦数, 动爻数]
 * (动爻 = the sum of all three, 「三数相加除六」).
 */
export function castByNumbers(numbers: readonly number[]): NumberCast & { lines: LineValue[] } {
  if (!Array.isArray(numbers) || (numbers.length !== 2 && numbers.length !== 3)) {
    inputError('bad_numbers', 'numbers 需要 2 或 3 个正整数')
  }
  const sum = numbers.reduce((a, b) => a + b, 0)
  const c = castFromNumbers(numbers[0], numbers[1], sum)
  return { ...c, lines: linesFromNumberCast(c) }
}

/** By time: the 梅花 time numbers give the hexagram and its one moving line. */
export function castByTimeNumbers(t: TimeNumbers): NumberCast & { lines: LineValue[]; sums: [number, number] } {
  const c = castFromTimeNumbers(t)
  return { ...c, lines: linesFromNumberCast(c) }
}
