/**
 * The 64 hexagrams (六十四卦) in King Wen order (通行本《周易》 / 《序卦传》), with their trigrams,
 * bits (bottom line first, 1 = yang), and the 京房八宫 palace, generation and 世/应.
 *
 * 八宫 rule (京房《京氏易传》): from the pure hexagram of a palace change the lines from the bottom up —
 * 一世 (初爻变), 二世, 三世, 四世, 五世; then 游魂 (五世卦 with its 四爻 changed back) and 归魂
 * (游魂卦 with its lower trigram restored to the palace trigram). 世爻: 「八纯世在六，一世初，二世二，三世三，
 * 四世四，五世五，游魂四，归魂三」; 应 is three lines away from 世.
 */
import { trigramByBits, trigramByName, type Trigram, type TrigramName } from './trigrams'

export type PalaceGeneration = '本宫' | '一世' | '二世' | '三世' | '四世' | '五世' | '游魂' | '归魂'

export interface Hexagram {
  /** King Wen number 1–64; also the stable id. */
  n: number
  id: string
  /** 卦名, e.g. 蒙. */
  name: string
  /** 全名, e.g. 山水蒙, 乾为天. */
  fullName: string
  upper: TrigramName
  lower: TrigramName
  /** Bottom line first, e.g. 蒙 = "010001". */
  bits: string
  unicode: string
  palace: TrigramName
  palaceGeneration: PalaceGeneration
  /** 世爻 and 应爻 positions, 1 = bottom. */
  shi: number
  ying: number
}

/** King Wen order: [卦名, 上卦, 下卦]. */
const KING_WEN: readonly (readonly [string, TrigramName, TrigramName])[] = [
  ['乾', '乾', '乾'],
  ['坤', '坤', '坤'],
  ['屯', '坎', '震'],
  ['蒙', '艮', '坎'],
  ['需', '坎', '乾'],
  ['讼', '乾', '坎'],
  ['师', '坤', '坎'],
  ['比', '坎', '坤'],
  ['小畜', '巽', '乾'],
  ['履', '乾', '兑'],
  ['泰', '坤', '乾'],
  ['否', '乾', '坤'],
  ['同人', '乾', '离'],
  ['大有', '离', '乾'],
  ['谦', '坤', '艮'],
  ['豫', '震', '坤'],
  ['随', '兑', '震'],
  ['蛊', '艮', '巽'],
  ['临', '坤', '兑'],
  ['观', '巽', '坤'],
  ['噬嗑', '离', '震'],
  ['贲', '艮', '离'],
  ['剥', '艮', '坤'],
  ['复', '坤', '震'],
  ['无妄', '乾', '震'],
  ['大畜', '艮', '乾'],
  ['颐', '艮', '震'],
  ['大过', '兑', '巽'],
  ['坎', '坎', '坎'],
  ['离', '离', '离'],
  ['咸', '兑', '艮'],
  ['恒', '震', '巽'],
  ['遁', '乾', '艮'],
  ['大壮', '震', '乾'],
  ['晋', '离', '坤'],
  ['明夷', '坤', '离'],
  ['家人', '巽', '离'],
  ['睽', '离', '兑'],
  ['蹇', '坎', '艮'],
  ['解', '震', '坎'],
  ['损', '艮', '兑'],
  ['益', '巽', '震'],
  ['夬', '兑', '乾'],
  ['姤', '乾', '巽'],
  ['萃', '兑', '坤'],
  ['升', '坤', '巽'],
  ['困', '兑', '坎'],
  ['井', '坎', '巽'],
  ['革', '兑', '离'],
  ['鼎', '离', '巽'],
  ['震', '震', '震'],
  ['艮', '艮', '艮'],
  ['渐', '巽', '艮'],
  ['归妹', '震', '兑'],
  ['丰', '震', '离'],
  ['旅', '离', '艮'],
  ['巽', '巽', '巽'],
  ['兑', '兑', '兑'],
  ['涣', '巽', '坎'],
  ['节', '坎', '兑'],
  ['中孚', '巽', '兑'],
  ['小过', '震', '艮'],
  ['既济', '坎', '离'],
  ['未济', '离', '坎'],
] as const

const GENERATIONS: readonly PalaceGeneration[] = ['本宫', '一世', '二世', '三世', '四世', '五世', '游魂', '归魂']
const SHI_BY_GENERATION = [6, 1, 2, 3, 4, 5, 4, 3] as const

const flip = (bits: string, positions: number[]): string =>
  bits
    .split('')
    .map((b, i) => (positions.includes(i + 1) ? (b === '1' ? '0' : '1') : b))
    .join('')

/** The eight hexagrams of one palace, in generation order (本宫 … 归魂). */
export function palaceMembers(palace: TrigramName): string[] {
  const t = trigramByName(palace)
  const pure = t.bits + t.bits
  const out = [pure]
  for (let k = 1; k <= 5; k++)
    out.push(
      flip(
        pure,
        Array.from({ length: k }, (_, i) => i + 1),
      ),
    )
  const youHun = flip(out[5], [4])
  out.push(youHun)
  out.push(t.bits + youHun.slice(3))
  return out
}

const PALACE_OF = new Map<string, { palace: TrigramName; generation: number }>()
for (const p of ['乾', '坎', '艮', '震', '巽', '离', '坤', '兑'] as const) {
  palaceMembers(p).forEach((bits, generation) => PALACE_OF.set(bits, { palace: p, generation }))
}

function build(n: number, [name, upperName, lowerName]: readonly [string, TrigramName, TrigramName]): Hexagram {
  const upper = trigramByName(upperName)
  const lower = trigramByName(lowerName)
  const bits = lower.bits + upper.bits
  const pal = PALACE_OF.get(bits)!
  const shi = SHI_BY_GENERATION[pal.generation]
  return {
    n,
    id: `hex-${n}`,
    name,
    fullName: upper === lower ? `${name}为${upper.nature}` : `${upper.nature}${lower.nature}${name}`,
    upper: upperName,
    lower: lowerName,
    bits,
    unicode: String.fromCodePoint(0x4dc0 + n - 1),
    palace: pal.palace,
    palaceGeneration: GENERATIONS[pal.generation],
    shi,
    ying: shi > 3 ? shi - 3 : shi + 3,
  }
}

export const HEXAGRAMS: readonly Hexagram[] = KING_WEN.map((row, i) => build(i + 1, row))

const BY_BITS = new Map(HEXAGRAMS.map((h) => [h.bits, h]))
const BY_NAME = new Map<string, Hexagram>()
for (const h of HEXAGRAMS) {
  BY_NAME.set(h.name, h)
  BY_NAME.set(h.fullName, h)
}
BY_NAME.set('遯', BY_NAME.get('遁')!)
BY_NAME.set('天山遯', BY_NAME.get('遁')!)

/** Hexagram by bits (bottom line first, "1"/"0"). */
export function hexagramByBits(bits: string): Hexagram {
  const h = BY_BITS.get(bits)
  if (!h) throw new Error(`bad hexagram bits ${bits}`)
  return h
}

export function hexagramByNumber(n: number): Hexagram {
  const h = HEXAGRAMS[n - 1]
  if (!h) throw new Error(`bad hexagram number ${n}`)
  return h
}

/** By 卦名 (蒙) or 全名 (山水蒙); undefined when unknown. */
export function findHexagram(name: string): Hexagram | undefined {
  return BY_NAME.get(name)
}

export function hexagramOfTrigrams(upper: Trigram | TrigramName, lower: Trigram | TrigramName): Hexagram {
  const u = typeof upper === 'string' ? trigramByName(upper) : upper
  const l = typeof lower === 'string' ? trigramByName(lower) : lower
  return hexagramByBits(l.bits + u.bits)
}

export function upperTrigram(h: Hexagram): Trigram {
  return trigramByBits(h.bits.slice(3))
}
export function lowerTrigram(h: Hexagram): Trigram {
  return trigramByBits(h.bits.slice(0, 3))
}

/** 变卦: the given lines (1–6) changed. */
export function changedHexagram(h: Hexagram, movingLines: readonly number[]): Hexagram {
  return hexagramByBits(flip(h.bits, [...movingLines]))
}

/** 互卦: lines 2–4 make the lower trigram, lines 3–5 the upper. */
export function mutualHexagram(h: Hexagram): Hexagram {
  return hexagramByBits(h.bits.slice(1, 4) + h.bits.slice(2, 5))
}

/** 错卦: every line changed. */
export function oppositeHexagram(h: Hexagram): Hexagram {
  return changedHexagram(h, [1, 2, 3, 4, 5, 6])
}

/** 综卦: the hexagram turned upside down. */
export function reversedHexagram(h: Hexagram): Hexagram {
  return hexagramByBits(h.bits.split('').reverse().join(''))
}

/** The pure hexagram (本宫卦) heading a palace. */
export function palaceHexagram(palace: TrigramName): Hexagram {
  return hexagramOfTrigrams(palace, palace)
}

/** Hexagrams whose upper or lower trigram is the given one (for a browser by trigram). */
export function hexagramsWithTrigram(name: TrigramName, where: 'upper' | 'lower' | 'either' = 'either'): Hexagram[] {
  return HEXAGRAMS.filter((h) => (where !== 'lower' && h.upper === name) || (where !== 'upper' && h.lower === name))
}
