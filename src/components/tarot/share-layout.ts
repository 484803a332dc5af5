/**
 * A card reading as share-card content: the cards in their positions as the picture (faces, names, notes and
 * position labels), the reading's short texts as paragraphs.
 */
import { SHARE_MARGIN_PX, SHARE_WIDTH_PX, shareRect, wrapText, type ShareCardContent, type ShareItem, type SharePicture } from '../share/share-card'

export interface ShareCard {
  /** Position name, e.g. 过去. */
  position: string
  /** Card name, e.g. 愚者. */
  name: string
  /** Under the name, e.g. 逆位; empty for none. */
  note: string
}

export interface ShareReading {
  title: string
  question: string
  /** Already formatted, e.g. 2026-11-28 19:30. */
  date: string
  cards: readonly ShareCard[]
  /** Short texts under the cards (one paragraph each). */
  lines: readonly string[]
  footer: string
}

const CARD_GAP_PX = 12
/** Cards per row: five for small spreads, nine (the Grand Tableau's width) for large ones. */
const COLUMNS = { small: 5, large: 9 } as const
const LARGE_SPREAD = 10
/** Tarot proportions, 7:12. */
const CARD_ASPECT = 12 / 7
const MAX_NAME_LINES = 3

/** The cards laid out in rows, centred in the content width. */
export function cardsPicture(cards: readonly ShareCard[]): SharePicture {
  const contentW = SHARE_WIDTH_PX - 2 * SHARE_MARGIN_PX
  const columns = cards.length > LARGE_SPREAD ? COLUMNS.large : COLUMNS.small
  const perRow = Math.min(columns, Math.max(1, cards.length))
  const cardW = Math.min(110, (contentW - (columns - 1) * CARD_GAP_PX) / columns)
  const cardH = cardW * CARD_ASPECT
  const nameSizePx = Math.min(20, cardW / 4.5)
  const labelSizePx = Math.min(16, cardW / 5)
  const rowW = perRow * cardW + (perRow - 1) * CARD_GAP_PX
  const rowH = cardH + labelSizePx * 2.2 + CARD_GAP_PX
  return {
    heightPx: Math.ceil(cards.length / perRow) * rowH,
    draw: (box, p) => {
      const items: ShareItem[] = []
      const centre = (text: string, x: number, y: number, sizePx: number, color: string, bold = false) =>
        items.push({ kind: 'text', x, y, text, sizePx, color, bold })
      cards.forEach((c, i) => {
        const x = box.x + (box.widthPx - rowW) / 2 + (i % perRow) * (cardW + CARD_GAP_PX)
        const top = box.y + Math.floor(i / perRow) * rowH
        items.push(shareRect(x, top, cardW, cardH, p.face, p.accent))
        const nameLines = wrapText(c.name, nameSizePx, cardW - 8).slice(0, MAX_NAME_LINES)
        const textH = nameLines.length * nameSizePx * 1.25 + (c.note ? labelSizePx * 1.4 : 0)
        let ty = top + (cardH - textH) / 2 + nameSizePx * 0.6
        for (const line of nameLines) {
          centre(line, x + cardW / 2, ty, nameSizePx, p.ink, true)
          ty += nameSizePx * 1.25
        }
        if (c.note) centre(c.note, x + cardW / 2, ty + labelSizePx * 0.3, labelSizePx, p.ink)
        centre(wrapText(c.position, labelSizePx, cardW + CARD_GAP_PX)[0] ?? '', x + cardW / 2, top + cardH + labelSizePx, labelSizePx, p.muted)
      })
      return items
    },
  }
}

export function readingShareContent(r: ShareReading): ShareCardContent {
  return { title: r.title, subtitle: r.question, date: r.date, picture: cardsPicture(r.cards), paragraphs: r.lines, footer: r.footer }
}
