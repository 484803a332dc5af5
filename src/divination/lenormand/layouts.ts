/**
 * Lenormand layouts as data. Lines of three, five and the 3×3 square are read left to right, top to bottom; the
 * Grand Tableau is 4 rows of 9 (or, in the other common shape, 4 rows of 8 with 4 cards centred below), and its
 * position k (1–36) is the house of card k (the house system of the traditional Grand Tableau: position 1 is the
 * Rider's house, 36 the Cross's).
 */
import { LENORMAND_CARDS } from './tables'

export interface LenormandPosition {
  id: string
  zh: string
  /** 0-based grid row and column. */
  row: number
  col: number
  /** Grand Tableau only: the house (1–36), named after the card of that number. */
  house?: number
}

export interface LenormandLayout {
  id: string
  zh: string
  columns: number
  positions: readonly LenormandPosition[]
}

function line(count: number): LenormandPosition[] {
  return Array.from({ length: count }, (_, i) => ({ id: `p${i + 1}`, zh: `第${i + 1}张`, row: 0, col: i }))
}

function grid(rows: number, cols: number, houses: boolean): LenormandPosition[] {
  return Array.from({ length: rows * cols }, (_, k) => ({
    id: houses ? `house${k + 1}` : `p${k + 1}`,
    zh: houses ? `${LENORMAND_CARDS[k].zh}宫` : `第${k + 1}张`,
    row: Math.floor(k / cols),
    col: k % cols,
    ...(houses ? { house: k + 1 } : {}),
  }))
}

export const LENORMAND_LAYOUTS = {
  three: { id: 'three', zh: '三张牌', columns: 3, positions: line(3) },
  five: { id: 'five', zh: '五张牌', columns: 5, positions: line(5) },
  nine: { id: 'nine', zh: '九宫格', columns: 3, positions: grid(3, 3, false) },
  'grand-tableau': { id: 'grand-tableau', zh: '大桌布', columns: 9, positions: grid(4, 9, true) },
} as const satisfies Record<string, LenormandLayout>

export type LenormandLayoutId = keyof typeof LENORMAND_LAYOUTS
export const LENORMAND_LAYOUT_IDS = Object.keys(LENORMAND_LAYOUTS) as LenormandLayoutId[]

/** The Grand Tableau as 4 rows of 8 with the last 4 cards centred in a fifth row (columns 2–5). */
export const GRAND_TABLEAU_8X4_4: readonly LenormandPosition[] = LENORMAND_LAYOUTS['grand-tableau'].positions.map((p, k) =>
  k < 32 ? { ...p, row: Math.floor(k / 8), col: k % 8 } : { ...p, row: 4, col: k - 32 + 2 },
)

export const GRAND_TABLEAU_SHAPES = ['4x9', '8x4+4'] as const
export type GrandTableauShape = (typeof GRAND_TABLEAU_SHAPES)[number]

/** The positions of a layout, the Grand Tableau in the chosen shape. */
export function layoutPositions(layoutId: LenormandLayoutId, shape: GrandTableauShape): readonly LenormandPosition[] {
  if (layoutId === 'grand-tableau' && shape === '8x4+4') return GRAND_TABLEAU_8X4_4
  return LENORMAND_LAYOUTS[layoutId].positions
}
