/** Liuyao page logic (pure): the engine input of each casting method and its replay from a stored record. */
import { createRng } from '@/core/random'
import { castLiuyao, type CoinSide, type CoinYangSide, type LiuyaoCast, type LiuyaoCastInput } from '@/divination/liuyao'
import type { CastTimeInput } from '../chinese-divination/cast-time'

export type PageMethod = 'coins' | 'lines' | 'numbers' | 'time'

/** What the record keeps as inputs: the engine input plus, for coins, the seed. */
export type LiuyaoInputs = LiuyaoCastInput & { seed?: number }

export interface CastForm {
  method: PageMethod
  time: CastTimeInput
  nextDayZiShi: boolean
  yangSide: CoinYangSide
  /** method "lines": 6/7/8/9 bottom first. */
  lines?: number[]
  /** method "numbers": 2 or 3 positive integers. */
  numbers?: number[]
  /** method "coins". */
  seed?: number
}

export function inputsOf(form: CastForm): LiuyaoInputs {
  const base: LiuyaoInputs = {
    method: form.method,
    time: form.time,
    nextDayZiShi: form.nextDayZiShi,
    coinSettings: { yangSide: form.yangSide },
  }
  if (form.method === 'coins') return { ...base, seed: form.seed }
  if (form.method === 'lines') return { ...base, lines: form.lines }
  if (form.method === 'numbers') return { ...base, numbers: form.numbers }
  return base
}

/** Runs the engine on stored inputs; a coin cast replays from its seed. */
export function runCast(inputs: LiuyaoInputs): LiuyaoCast {
  const { seed, ...input } = inputs
  return castLiuyao(input, input.method === 'coins' ? createRng(seed ?? 0) : undefined)
}

/** Coin tosses of a cast, bottom line first, when it was cast with coins. */
export function tossesOf(cast: Pick<LiuyaoCast, 'method' | 'tosses'>): CoinSide[][] | null {
  if (cast.method !== 'coins' || !cast.tosses) return null
  return cast.tosses.map((t) => [...t])
}

/** Yang coins in a toss under the mapping (3 → 老阳, 0 → 老阴). */
export function yangCount(toss: readonly CoinSide[], yangSide: CoinYangSide): number {
  return toss.filter((c) => c === yangSide).length
}
