/** Pure layout logic of the hexagram drawing: which line is where, and its moving mark. */

export interface HexagramRow {
  /** 1 = bottom (初爻) … 6 = top (上爻). */
  position: number
  yang: boolean
  moving: boolean
  /** ○ for a moving yang line (老阳), × for a moving yin line (老阴), '' otherwise. */
  mark: '' | '○' | '×'
}

/**
 * Rows top line first (the order they are drawn). `lines` is either a bit string bottom line first ("1" yang)
 * or line values 6/7/8/9 bottom first (6 and 9 move); `moving` adds moving positions (1–6) to either form.
 */
export function hexagramRows(lines: string | readonly number[], moving: readonly number[] = []): HexagramRow[] {
  const values: { yang: boolean; moving: boolean }[] =
    typeof lines === 'string'
      ? lines.split('').map((b) => ({ yang: b === '1', moving: false }))
      : lines.map((v) => ({ yang: v === 7 || v === 9, moving: v === 6 || v === 9 }))
  if (values.length !== 6) throw new Error(`a hexagram has six lines, got ${values.length}`)
  return values
    .map((v, i) => {
      const isMoving = v.moving || moving.includes(i + 1)
      const mark: HexagramRow['mark'] = isMoving ? (v.yang ? '○' : '×') : ''
      return { position: i + 1, yang: v.yang, moving: isMoving, mark }
    })
    .reverse()
}

/** Three rows of a trigram, top first, from its bits (bottom first). */
export function trigramRows(bits: string): { yang: boolean }[] {
  return bits
    .split('')
    .map((b) => ({ yang: b === '1' }))
    .reverse()
}
