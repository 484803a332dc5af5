/**
 * A Lenormand reading in words. Cards are read in pairs, the first card the subject and the second its colour
 * ("A + B" reads as "A's subject，B's predicate"): along the line for three and five cards, around the centre for
 * the nine-card square, and in the Grand Tableau each card colours the house it falls in (card k's house is
 * the subject of card k).
 */
import { LENORMAND_MEANINGS } from './meanings'
import { LENORMAND_CARDS } from './tables'
import { layoutPositions, type LenormandLayoutId } from './layouts'
import type { DrawnLenormandCard, LenormandReading } from './chart'

export interface LenormandCardReading {
  position: string
  positionZh: string
  n: number
  zh: string
  reversed: boolean
  keywords: readonly string[]
  meaning: string
  /** Grand Tableau: the card said of its house ("<house's subject>，<card's predicate>"). */
  inHouse?: string
}

export interface LenormandPair {
  first: number
  second: number
  /** "<first's subject>，<second's predicate>". */
  text: string
}

export interface LenormandInterpretation {
  cards: LenormandCardReading[]
  pairs: LenormandPair[]
}

/** "A + B" → "A's subject，B's predicate" (老鼠 + 狗 → 损失或担忧，有可靠的朋友相助). */
export function pairText(first: number, second: number): string {
  return `${LENORMAND_MEANINGS[first - 1].subject}，${LENORMAND_MEANINGS[second - 1].predicate}`
}

const pair = (a: DrawnLenormandCard, b: DrawnLenormandCard): LenormandPair => ({ first: a.n, second: b.n, text: pairText(a.n, b.n) })

/** The pairs a layout reads (see the file comment). */
export function layoutPairs(layout: LenormandLayoutId, cards: readonly DrawnLenormandCard[]): LenormandPair[] {
  if (layout === 'three' || layout === 'five') return cards.slice(1).map((c, i) => pair(cards[i], c))
  if (layout === 'nine') {
    const at = (row: number, col: number) => cards.find((c) => c.row === row && c.col === col)
    const centre = at(1, 1)
    if (!centre) return []
    return [at(1, 0), at(1, 2), at(0, 1), at(2, 1)].filter((c): c is DrawnLenormandCard => !!c).map((c) => pair(centre, c))
  }
  return []
}

export function interpretLenormand(reading: Pick<LenormandReading, 'layout' | 'cards'>): LenormandInterpretation {
  const positions = layoutPositions(reading.layout, '4x9')
  const zhOf = (id: string) => positions.find((p) => p.id === id)?.zh ?? id
  return {
    cards: reading.cards.map((c) => {
      const m = LENORMAND_MEANINGS[c.n - 1]
      return {
        position: c.position,
        positionZh: zhOf(c.position),
        n: c.n,
        zh: LENORMAND_CARDS[c.n - 1].zh,
        reversed: c.reversed,
        keywords: m.keywords,
        meaning: m.meaning,
        ...(c.house ? { inHouse: pairText(c.house, c.n) } : {}),
      }
    }),
    pairs: layoutPairs(reading.layout, reading.cards),
  }
}
