/**
 * Essential dignities of the seven classical planets by sign (Ptolemy, Tetrabiblos I.17–19; Lilly, Christian
 * Astrology p.104): domicile, exaltation, and their opposites detriment and fall.
 */
const DOMICILE: Record<string, readonly number[]> = {
  Sun: [5],
  Moon: [4],
  Mercury: [3, 6],
  Venus: [2, 7],
  Mars: [1, 8],
  Jupiter: [9, 12],
  Saturn: [10, 11],
}
const EXALTATION: Record<string, number> = { Sun: 1, Moon: 2, Mercury: 6, Venus: 12, Mars: 10, Jupiter: 4, Saturn: 7 }

const opposite = (sign: number) => ((sign + 5) % 12) + 1

export type Dignity = 'domicile' | 'exaltation' | 'detriment' | 'fall' | 'peregrine'

export function dignityOf(bodyId: string, sign: number): Dignity | null {
  const dom = DOMICILE[bodyId]
  if (!dom) return null
  if (dom.includes(sign)) return 'domicile'
  if (EXALTATION[bodyId] === sign) return 'exaltation'
  if (dom.some((s) => opposite(s) === sign)) return 'detriment'
  if (opposite(EXALTATION[bodyId]) === sign) return 'fall'
  return 'peregrine'
}
