/**
 * 八卦 (the eight trigrams). Lines are written bottom line first as bits (1 = yang, 0 = yin).
 * 先天数 (Fu Xi order) 乾一兑二离三震四巽五坎六艮七坤八, used by 梅花易数 (《梅花易数·卷一》).
 * 五行: 乾兑金，离火，震巽木，坎水，艮坤土 (《说卦传》 as read by 京房 and 邵雍).
 */
import type { ElementId } from '@/divination/common/ganzhi'

export type TrigramName = '乾' | '兑' | '离' | '震' | '巽' | '坎' | '艮' | '坤'

export interface Trigram {
  id: string
  name: TrigramName
  /** Bottom line first, e.g. 震 = "100". */
  bits: string
  /** 卦象 in the hexagram names: 天 泽 火 雷 风 水 山 地. */
  nature: string
  element: ElementId
  /** 先天数 1–8. */
  xianTianNumber: number
  symbol: string
}

export const TRIGRAMS: readonly Trigram[] = [
  { id: 'qian', name: '乾', bits: '111', nature: '天', element: 'metal', xianTianNumber: 1, symbol: '☰' },
  { id: 'dui', name: '兑', bits: '110', nature: '泽', element: 'metal', xianTianNumber: 2, symbol: '☱' },
  { id: 'li', name: '离', bits: '101', nature: '火', element: 'fire', xianTianNumber: 3, symbol: '☲' },
  { id: 'zhen', name: '震', bits: '100', nature: '雷', element: 'wood', xianTianNumber: 4, symbol: '☳' },
  { id: 'xun', name: '巽', bits: '011', nature: '风', element: 'wood', xianTianNumber: 5, symbol: '☴' },
  { id: 'kan', name: '坎', bits: '010', nature: '水', element: 'water', xianTianNumber: 6, symbol: '☵' },
  { id: 'gen', name: '艮', bits: '001', nature: '山', element: 'earth', xianTianNumber: 7, symbol: '☶' },
  { id: 'kun', name: '坤', bits: '000', nature: '地', element: 'earth', xianTianNumber: 8, symbol: '☷' },
] as const

const BY_NAME = new Map(TRIGRAMS.map((t) => [t.name as string, t]))
const BY_BITS = new Map(TRIGRAMS.map((t) => [t.bits, t]))

export function trigramByName(name: string): Trigram {
  const t = BY_NAME.get(name)
  if (!t) throw new Error(`unknown trigram ${name}`)
  return t
}

export function trigramByBits(bits: string): Trigram {
  const t = BY_BITS.get(bits)
  if (!t) throw new Error(`bad trigram bits ${bits}`)
  return t
}

/** 先天数 → trigram; any positive integer is taken mod 8, remainder 0 counting as 8 (坤): 「以八除之，零作八」. */
export function trigramByNumber(n: number): Trigram {
  const r = ((Math.round(n) % 8) + 8) % 8
  const k = r === 0 ? 8 : r
  return TRIGRAMS[k - 1]
}
