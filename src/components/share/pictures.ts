/** Pictures for share cards (see share-card.ts): labelled tiles, a framed quote, rows of dot figures. */
import { shareRect, wrapText, type ShareItem, type SharePicture } from './share-card'

const GAP_PX = 16

const centreText = (text: string, x: number, y: number, sizePx: number, color: string, bold = false): ShareItem => ({
  kind: 'text',
  x,
  y,
  text,
  sizePx,
  color,
  bold,
})

/** A row of square tiles, each a small label over a large value (e.g. dice: 行星 over 金星). */
export function tilesPicture(tiles: readonly { label: string; value: string }[]): SharePicture {
  const sidePx = 150
  return {
    heightPx: sidePx,
    draw: (box, p) => {
      const n = Math.max(1, tiles.length)
      const side = Math.min(sidePx, (box.widthPx - (n - 1) * GAP_PX) / n)
      const left = box.x + (box.widthPx - n * side - (n - 1) * GAP_PX) / 2
      return tiles.flatMap((tile, i) => {
        const x = left + i * (side + GAP_PX)
        const valueSizePx = Math.min(36, (side - 16) / Math.max(1, [...tile.value].length))
        return [
          shareRect(x, box.y, side, side, p.face, p.accent),
          centreText(tile.label, x + side / 2, box.y + side * 0.25, 18, p.ink),
          centreText(tile.value, x + side / 2, box.y + side * 0.6, valueSizePx, p.ink, true),
        ]
      })
    },
  }
}

/** A framed block holding one short text in large type, centred line by line (an answer, a day's word). */
export function quotePicture(text: string, sizePx = 30, widthPx = 520): SharePicture {
  const lines = wrapText(text, sizePx, widthPx - 2 * GAP_PX - sizePx)
  const lineHeightPx = sizePx * 1.5
  const heightPx = lines.length * lineHeightPx + 2 * GAP_PX + sizePx
  return {
    heightPx,
    draw: (box, p) => [
      shareRect(box.x, box.y, box.widthPx, heightPx, p.face, p.accent),
      ...lines.map((line, i) =>
        centreText(line, box.x + box.widthPx / 2, box.y + GAP_PX + sizePx / 2 + (i + 0.5) * lineHeightPx, sizePx, p.ink, true),
      ),
    ],
  }
}

export interface DotFigure {
  label: string
  /** Four rows top first: '1' one dot, '2' two dots. */
  rows: string
  name: string
}

/** Rows of geomantic figures (label, four rows of dots, name), each row centred. */
export function dotFiguresPicture(rows: readonly (readonly DotFigure[])[]): SharePicture {
  const figureW = 58
  const figureH = 150
  const dotR = 5
  return {
    heightPx: rows.length * (figureH + GAP_PX),
    draw: (box, p) =>
      rows.flatMap((row, r) => {
        const gap = Math.min(GAP_PX, (box.widthPx - row.length * figureW) / Math.max(1, row.length - 1))
        const left = box.x + (box.widthPx - row.length * figureW - (row.length - 1) * gap) / 2
        const top = box.y + r * (figureH + GAP_PX)
        return row.flatMap((f, i) => {
          const cx = left + i * (figureW + gap) + figureW / 2
          const dots = f.rows.split('').flatMap((count, k): ShareItem[] => {
            const cy = top + 34 + k * 20
            const xs = count === '2' ? [cx - 10, cx + 10] : [cx]
            return xs.map((x) => ({ kind: 'circle', cx: x, cy, r: dotR, fill: p.accent, width: 0 }))
          })
          return [centreText(f.label, cx, top + 10, 13, p.muted), ...dots, centreText(f.name, cx, top + 130, 15, p.text, true)]
        })
      }),
  }
}
